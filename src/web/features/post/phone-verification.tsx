import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
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
import { inputClasses } from '../../components/ui/input';
import { apiFetch, errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';

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
}: {
  phone: string;
  country: CountryCode;
  onVerified: () => void;
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
      if (answer.verified) return done(answer.phone);
      setSentTo(answer.phone);
      setCode('');
    },
    onError: (error) => toastError(t('jobs.post.verifyFailed'), errorMessage(error, t)),
  });
  const check = useMutation({
    mutationFn: (input: PhoneCodeCheckInput) =>
      apiFetch<PhoneVerificationResponse>('/api/phones/verification/check', { method: 'POST', json: input }),
    onSuccess: (answer) => done(answer.phone),
    onError: (error) => toastError(t('jobs.post.verifyFailed'), errorMessage(error, t)),
  });

  function done(e164: string) {
    queryClient.setQueryData<VerifiedPhonesResponse>(myPhonesQueryOptions.queryKey, (old) => ({
      phones: [...(old?.phones ?? []), { phone: e164, verifiedAt: new Date().toISOString() }],
    }));
    setSentTo(null);
    toastSuccess(t('jobs.post.verifyDone'));
    onVerified();
  }

  const e164 = normalizePhone(phone, country);
  const waiting = sentTo !== null && sentTo === e164;
  return (
    <div
      role="group"
      aria-label={t('jobs.post.verifyButton')}
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="text-sm font-semibold">{t('jobs.post.verifyNeeded')}</p>
      {waiting ? (
        <>
          <p role="status" className="text-sm">
            {t('jobs.post.verifyCodeSent', { phone: sentTo })}
          </p>
          <div className="space-y-1.5">
            <label htmlFor={codeId} className="block font-semibold">
              {t('jobs.post.verifyCode')}
            </label>
            <input
              id={codeId}
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
              type="button"
              loading={check.isPending}
              loadingText={t('jobs.post.verifyChecking')}
              onClick={() => check.mutate({ phone, country, code })}
            >
              {t('jobs.post.verifyCheck')}
            </Button>
            <Button
              type="button"
              variant="outline"
              loading={send.isPending}
              loadingText={t('jobs.post.verifySending')}
              onClick={() => send.mutate({ phone, country })}
            >
              {t('jobs.post.verifyResend')}
            </Button>
          </div>
        </>
      ) : (
        <Button
          type="button"
          loading={send.isPending}
          loadingText={t('jobs.post.verifySending')}
          onClick={() => send.mutate({ phone, country })}
        >
          <BadgeCheck aria-hidden="true" className="size-5 shrink-0" />
          {t('jobs.post.verifyButton')}
        </Button>
      )}
    </div>
  );
}
