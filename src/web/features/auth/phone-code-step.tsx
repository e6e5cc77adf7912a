import { useMutation } from '@tanstack/react-query';
import { MessageSquareText } from '../../components/icons';
import { useId, useState } from 'react';
import { Trans } from '../../lib/trans';
import type { AccountUser } from '../../../shared/api/accounts';
import type { CountryCode } from '../../../shared/geo';
import { OTP_LENGTH, OTP_RESEND_GAP_SECONDS } from '../../../shared/limits';
import { CodeForm, DevMailboxNote, ResendCode, useResendCountdown } from '../../components/code-entry';
import { Button } from '../../components/ui/button';
import { accountErrorMessage } from '../../lib/account';
import { ApiError } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { accountsApi } from './api';
import '../../lib/texts/accounts';

export interface PhoneCodeStepProps {
  /** The number the code went to (E.164), shown to the person. */
  phone: string;
  /** What the person typed, the password and the country: the code goes with a normal sign-in. */
  emailOrPhone: string;
  password: string;
  country: CountryCode;
  onSignedIn: (user: AccountUser) => Promise<void> | void;
  onBack: () => void;
}

/**
 * The SMS code step after a phone sign-up, or a sign-in of an account whose phone is not verified yet
 * (issue #24): the code goes with the number and password to the sign-in, which verifies the phone and
 * signs in. "Send a new code" signs in again without a code: the server texts one (at most one a minute).
 */
export function PhoneCodeStep({
  phone,
  emailOrPhone,
  password,
  country,
  onSignedIn,
  onBack,
}: PhoneCodeStepProps) {
  const { t } = useTranslation();
  const leadId = useId();
  const [error, setError] = useState<string | undefined>();
  const [resendLeft, startResendGap] = useResendCountdown(OTP_RESEND_GAP_SECONDS);
  const devMailbox = getConfig().devMailbox;

  const check = useMutation({
    mutationFn: (code: string) => accountsApi.signIn({ emailOrPhone, password, country, code }),
    onSuccess: ({ user }) => onSignedIn(user),
    onError: (caught) => {
      const message = accountErrorMessage(caught, t);
      if (caught instanceof ApiError && caught.code === 'invalid_code') setError(message);
      toastError(t('auth.phoneCode.failed'), message);
    },
  });

  // Verified meanwhile (or a code with the same answer): a plain sign-in; else the server texts a code.
  const resend = useMutation({
    mutationFn: () => accountsApi.signIn({ emailOrPhone, password, country }),
    onSuccess: ({ user }) => onSignedIn(user),
    onError: (caught) => {
      if (caught instanceof ApiError && caught.code === 'phone_not_verified') {
        toastSuccess(t('auth.phoneCode.sent'));
        startResendGap();
      } else {
        toastError(t('auth.phoneCode.failed'), accountErrorMessage(caught, t));
      }
    },
  });

  return (
    <div className="space-y-5">
      <div className="flex justify-center" aria-hidden="true">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <MessageSquareText className="size-8" />
        </span>
      </div>
      <h2 className="text-center text-xl font-bold">{t('auth.phoneCode.title')}</h2>
      <p id={leadId} className="text-center text-muted-foreground">
        <Trans
          t={t}
          i18nKey="auth.phoneCode.lead"
          values={{ phone }}
          components={{ phone: <strong className="font-semibold text-foreground" /> }}
        />
      </p>
      <CodeForm
        look="stacked"
        label={t('auth.phoneCode.code')}
        hint={t('auth.phoneCode.codeHint')}
        describedBy={leadId}
        error={error}
        submitLabel={t('auth.phoneCode.submit')}
        pendingLabel={t('auth.phoneCode.checking')}
        pending={check.isPending}
        submitDisabled={(code) => code.trim().length !== OTP_LENGTH}
        onSubmit={(code) => {
          if (code === null) {
            setError(t('accounts.errors.code_format'));
            return;
          }
          setError(undefined);
          check.mutate(code);
        }}
      />
      <ResendCode
        prompt={t('auth.phoneCode.noCode')}
        label={t('auth.phoneCode.resend')}
        waitLabel={(seconds) => t('auth.phoneCode.resendIn', { seconds })}
        pendingLabel={t('auth.phoneCode.sending')}
        pending={resend.isPending}
        secondsLeft={resendLeft}
        onResend={() => resend.mutate()}
      >
        <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
          {t('auth.phoneCode.back')}
        </Button>
      </ResendCode>
      {devMailbox ? <DevMailboxNote text={t('auth.phoneCode.devMailbox')} /> : null}
    </div>
  );
}
