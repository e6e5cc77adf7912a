import { Inbox, MessageSquareText } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Trans } from '../../lib/trans';
import { Link } from 'react-router';
import type { AccountUser } from '../../../shared/api/accounts';
import type { CountryCode } from '../../../shared/geo';
import { OTP_LENGTH, OTP_RESEND_GAP_SECONDS } from '../../../shared/limits';
import { buildPath } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { OtpField, isOtp } from '../../components/otp-field';
import { accountErrorMessage } from '../../lib/account';
import { ApiError } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { accountsApi } from './api';

/** Seconds left before another code may be asked for (the server sends at most one a minute). */
function useCountdown(initial: number): [number, (seconds?: number) => void] {
  const [until, setUntil] = useState(() => Date.now() + initial * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return [
    left,
    (seconds = OTP_RESEND_GAP_SECONDS) => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  ];
}

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [resendLeft, startResendGap] = useCountdown(OTP_RESEND_GAP_SECONDS);
  const devMailbox = getConfig().devMailbox;

  const confirm = async () => {
    if (!isOtp(code)) {
      setError(t('accounts.errors.code_format'));
      return;
    }
    setError(undefined);
    setChecking(true);
    try {
      const { user } = await accountsApi.signIn({ emailOrPhone, password, country, code: code.trim() });
      await onSignedIn(user);
    } catch (caught) {
      const message = accountErrorMessage(caught, t);
      if (caught instanceof ApiError && caught.code === 'invalid_code') setError(message);
      toastError(t('auth.phoneCode.failed'), message);
    } finally {
      setChecking(false);
    }
  };

  const resend = async () => {
    setSending(true);
    try {
      // Verified meanwhile (or a code with the same answer): a plain sign-in.
      const { user } = await accountsApi.signIn({ emailOrPhone, password, country });
      await onSignedIn(user);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'phone_not_verified') {
        toastSuccess(t('auth.phoneCode.sent'));
        startResendGap();
      } else {
        toastError(t('auth.phoneCode.failed'), accountErrorMessage(caught, t));
      }
    } finally {
      setSending(false);
    }
  };

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
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <OtpField
          label={t('auth.phoneCode.code')}
          hint={t('auth.phoneCode.codeHint')}
          value={code}
          onChange={setCode}
          describedBy={leadId}
          error={error}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={code.trim().length !== OTP_LENGTH}
          loading={checking}
          loadingText={t('auth.phoneCode.checking')}
        >
          {t('auth.phoneCode.submit')}
        </Button>
      </form>
      <div className="space-y-2 border-t border-border pt-5 text-center">
        <p className="text-sm text-muted-foreground">{t('auth.phoneCode.noCode')}</p>
        <Button
          type="button"
          variant="outline"
          className="w-full"
          onClick={() => void resend()}
          loading={sending}
          loadingText={t('auth.phoneCode.sending')}
          disabled={resendLeft > 0}
        >
          {resendLeft > 0
            ? t('auth.phoneCode.resendIn', { seconds: resendLeft })
            : t('auth.phoneCode.resend')}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
          {t('auth.phoneCode.back')}
        </Button>
      </div>
      {devMailbox ? (
        <p className="rounded-xl bg-muted p-3 text-center text-sm">
          <Inbox aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.2em]" />
          {t('auth.phoneCode.devMailbox')}{' '}
          <Link
            to={buildPath('devMailbox')}
            target="_blank"
            rel="noopener"
            className="font-semibold underline underline-offset-4"
          >
            {t('auth.verify.openDevMailbox')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
