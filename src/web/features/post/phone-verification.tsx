import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from '../../components/icons';
import { useId, useState } from 'react';
import type {
  PhoneCodeCheckInput,
  PhoneVerificationInput,
  PhoneVerificationResponse,
  VerifiedPhonesResponse,
} from '../../../shared/api/job-phones';
import type { CountryCode } from '../../../shared/geo';
import { normalizePhone } from '../../../shared/identifiers';
import { OTP_LENGTH } from '../../../shared/limits';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/input-classes';
import { apiFetch, errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/post';
import { toastError, toastSuccess } from '../../lib/toast';
import { PHONE_CODE_FIELD, PHONE_STEP_FIELD } from './form';

/** The numbers the signed-in person verified (GET /api/me/phones). */
export const myPhonesQueryOptions = queryOptions({
  queryKey: ['me', 'phones'],
  queryFn: () => apiFetch<VerifiedPhonesResponse>('/api/me/phones'),
  staleTime: 60_000,
});

export function useMyPhones(enabled: boolean) {
  return useQuery({ ...myPhonesQueryOptions, enabled });
}

/** Whether a typed number is one of the verified ones (read in the job's country). */
export function isVerifiedNumber(
  phone: string,
  country: CountryCode,
  verified: readonly { phone: string }[] | undefined,
): boolean {
  const e164 = normalizePhone(phone, country);
  return e164 !== null && (verified ?? []).some((row) => row.phone === e164);
}

/**
 * "Verify this number" under the post form's Call number (issue #24): sends a code by SMS, then a code
 * field; the right code marks the number verified (the list of verified numbers is updated) and
 * `onVerified` runs (the form posts the job it was holding).
 */
export function PhoneVerification({
  phone,
  country,
  onVerified,
  posted,
}: {
  phone: string;
  country: CountryCode;
  onVerified: () => void;
  /**
   * Before (or without) JavaScript, after a post refused for this number: the buttons post the form
   * with its step (post-action.ts), and `codeSent` shows the code field.
   */
  posted?: { codeSent: boolean };
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const codeId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const send = useMutation({
    mutationFn: (input: PhoneVerificationInput) =>
      apiFetch<PhoneVerificationResponse>('/api/phones/verification', { method: 'POST', json: input }),
    onSuccess: (answer) => {
      if (answer.verified) {
        done(answer.phone);
        return;
      }
      setSentTo(answer.phone);
      setCode('');
    },
    onError: (error) => toastError(t('post.verifyFailed'), errorMessage(error, t)),
  });
  const check = useMutation({
    mutationFn: (input: PhoneCodeCheckInput) =>
      apiFetch<PhoneVerificationResponse>('/api/phones/verification/check', { method: 'POST', json: input }),
    onSuccess: (answer) => done(answer.phone),
    onError: (error) => toastError(t('post.verifyFailed'), errorMessage(error, t)),
  });

  function done(e164: string) {
    queryClient.setQueryData<VerifiedPhonesResponse>(myPhonesQueryOptions.queryKey, (old) => ({
      phones: [...(old?.phones ?? []), { phone: e164, verifiedAt: new Date().toISOString() }],
    }));
    setSentTo(null);
    toastSuccess(t('post.verifyDone'));
    onVerified();
  }

  const e164 = normalizePhone(phone, country);
  const waiting = posted ? posted.codeSent : sentTo !== null && sentTo === e164;
  /** With the script, a button that calls the API; without it, a button that posts the form's step. */
  const stepButton = (step: 'send' | 'check', onClick: () => void) =>
    posted
      ? ({ type: 'submit', name: PHONE_STEP_FIELD, value: step, formNoValidate: true } as const)
      : ({ type: 'button', onClick } as const);
  return (
    <div
      role="group"
      aria-label={t('post.verifyButton')}
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="text-sm font-semibold">{t('post.verifyNeeded')}</p>
      {waiting ? (
        <>
          <p role="status" className="text-sm">
            {t('post.verifyCodeSent', { phone: sentTo ?? e164 ?? phone })}
          </p>
          <div className="space-y-1.5">
            <label htmlFor={codeId} className="block font-semibold">
              {t('post.verifyCode')}
            </label>
            <input
              id={codeId}
              name={PHONE_CODE_FIELD}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              className={inputClasses}
            />
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              {...stepButton('check', () => check.mutate({ phone, country, code }))}
              loading={check.isPending}
              loadingText={t('post.verifyChecking')}
            >
              {t('post.verifyCheck')}
            </Button>
            <Button
              {...stepButton('send', () => send.mutate({ phone, country }))}
              variant="outline"
              loading={send.isPending}
              loadingText={t('post.verifySending')}
            >
              {t('post.verifyResend')}
            </Button>
          </div>
        </>
      ) : (
        <Button
          {...stepButton('send', () => send.mutate({ phone, country }))}
          loading={send.isPending}
          loadingText={t('post.verifySending')}
        >
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
          {t('post.verifyButton')}
        </Button>
      )}
    </div>
  );
}
