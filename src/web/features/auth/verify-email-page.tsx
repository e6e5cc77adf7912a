import { useQueryClient } from '@tanstack/react-query';
import { Inbox, MailCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { OTP_LENGTH, OTP_RESEND_GAP_SECONDS } from '../../../shared/limits';
import { buildPath } from '../../../shared/routes';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { useTranslation } from '../../lib/i18n';
import { refreshSession, useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { accountsApi, returnPathOf } from './api';
import { accountErrorMessage } from '../../lib/account';
import '../../lib/texts/validation';
import { useBrowserValue } from '../../lib/browser-value';
import { useFormOutcome, usePageAddress } from '../../lib/form-post';
import { useTypedBeforeHydration } from '../../lib/typed-value';
import { FormAlert } from '../../components/form-alert';
import { AuthPageLayout } from './auth-page-layout';
import { OtpField, isOtp } from '../../components/otp-field';
import type { VerifyFormValues } from './form-actions';

/** Seconds left before another code may be asked for (the server allows one a minute). */
function useCountdown(): [number, (seconds?: number) => void] {
  const [until, setUntil] = useState(0);
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

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why the server refused a post of this page, said as the page's script says it (spec 5). */
function refusalMessage(error: ApiError, t: Translate): string {
  if (error.fields.code) return t('accounts.errors.code_format');
  if (error.fields.email) return t('accounts.errors.email_required');
  return accountErrorMessage(error, t);
}

/** A refusal about the code typed (its format, or a wrong or expired code). */
const isCodeError = (error: ApiError) => error.code === 'invalid_code' || Boolean(error.fields.code);

/**
 * /verify-email?email=…&returnTo=…: the 6-digit code from the sign-up email. The right code verifies,
 * signs in and goes back to where the user started (or /). A signed-in, verified user is sent to /.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const emailFromQuery = (searchParams.get('email') ?? '').trim();
  const returnTo = returnPathOf(searchParams.get('returnTo'));
  // Posted before or without JavaScript: the answer (decision 0021).
  const outcome = useFormOutcome<VerifyFormValues>();
  const [typedEmail, setTypedEmail] = useState(outcome?.values.email ?? '');
  const emailRef = useTypedBeforeHydration<HTMLInputElement>(setTypedEmail);
  const email = emailFromQuery || typedEmail.trim();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [sending, setSending] = useState(false);
  const [resendLeft, startResendGap] = useCountdown();
  const [done, setDone] = useState(false);
  // The answer of the post shows until the script sends something itself.
  const [showOutcome, setShowOutcome] = useState(true);
  const posted = showOutcome ? outcome : null;
  const postedIntent = posted?.values.intent ?? 'verify';
  const leadId = useId();
  const formId = useId();
  const pageAddress = usePageAddress();
  // Before the script runs the button is always there to press: the server checks the code.
  const scripted = useBrowserValue(() => true, false);

  if (user?.emailVerified && !done) return <Navigate to="/" replace />;

  const requireEmail = (): boolean => {
    if (email) return true;
    toastError(t('auth.verify.emailRequired'), t('accounts.errors.email_required'));
    return false;
  };

  const verify = async () => {
    setShowOutcome(false);
    if (!isOtp(code)) {
      toastError(t('auth.verify.invalidCode'), t('accounts.errors.code_format'));
      return;
    }
    if (!requireEmail()) return;
    setVerifying(true);
    try {
      await accountsApi.verifyEmail(email, code.trim());
      setDone(true);
      toastSuccess(t('auth.verify.verified'), t('accounts.messages.emailVerified'));
      await navigate(returnTo, { replace: true });
      await refreshSession(queryClient);
    } catch (error) {
      if (error instanceof ApiError) toastError(t('auth.verify.failed'), accountErrorMessage(error, t));
      else toastError(t('auth.toasts.error'), t('auth.toasts.unexpected'));
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setShowOutcome(false);
    if (!requireEmail()) return;
    setSending(true);
    try {
      const { message } = await accountsApi.resendCode(email);
      toastSuccess(t('auth.verify.codeSent'), message || t('accounts.messages.codeResent'));
      startResendGap();
    } catch (error) {
      if (error instanceof ApiError) {
        toastError(t('auth.verify.resendFailed'), accountErrorMessage(error, t));
        // Too soon after the last code: the button counts down the wait the server named.
        const seconds = Number(error.params.seconds);
        if (error.status === 429 && seconds > 0 && seconds <= 3600) startResendGap(seconds);
      } else toastError(t('auth.toasts.error'), t('auth.verify.resendFailedDefault'));
    } finally {
      setSending(false);
    }
  };

  const devMailbox = getConfig().devMailbox;

  return (
    <AuthPageLayout
      title={t('pages.verifyEmail.title')}
      lead={
        <span id={leadId} className="break-words">
          {emailFromQuery ? (
            <Trans
              t={t}
              i18nKey="auth.verify.lead"
              values={{ email: emailFromQuery }}
              components={{
                email: <strong className="font-semibold text-foreground [overflow-wrap:anywhere]" />,
              }}
            />
          ) : (
            t('auth.verify.leadNoEmail')
          )}
        </span>
      }
    >
      <div className="mb-5 flex justify-center" aria-hidden="true">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <MailCheck className="size-8" />
        </span>
      </div>
      <form
        id={formId}
        method="post"
        action={pageAddress}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        {posted?.error ? (
          <FormAlert
            title={postedIntent === 'resend' ? t('auth.verify.resendFailed') : t('auth.verify.failed')}
          >
            {refusalMessage(posted.error, t)}
          </FormAlert>
        ) : null}
        {posted?.done ? (
          <FormAlert tone="success" title={t('auth.verify.codeSent')}>
            {t('accounts.messages.codeResent')}
          </FormAlert>
        ) : null}
        {emailFromQuery ? null : (
          <Field
            ref={emailRef}
            name="email"
            label={t('auth.verify.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={typedEmail}
            error={posted?.error?.fields.email ? refusalMessage(posted.error, t) : undefined}
            onChange={(event) => setTypedEmail(event.target.value)}
          />
        )}
        <OtpField
          name="code"
          label={t('auth.verify.code')}
          hint={t('auth.verify.codeHint')}
          value={code}
          onChange={setCode}
          describedBy={leadId}
          error={
            posted?.error && postedIntent === 'verify' && isCodeError(posted.error)
              ? refusalMessage(posted.error, t)
              : undefined
          }
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={scripted && code.trim().length !== OTP_LENGTH}
          loading={verifying}
          loadingText={t('auth.verify.verifying')}
        >
          {t('auth.verify.submit')}
        </Button>
      </form>
      <div className="mt-6 space-y-2 border-t border-border pt-5 text-center">
        <p className="text-sm text-muted-foreground">{t('auth.verify.noCode')}</p>
        {/* Before the script runs, it posts the form with intent=resend. */}
        <Button
          type="submit"
          form={formId}
          name="intent"
          value="resend"
          formNoValidate
          variant="outline"
          className="w-full"
          onClick={(event) => {
            event.preventDefault();
            void resend();
          }}
          loading={sending}
          loadingText={t('auth.verify.sending')}
          disabled={resendLeft > 0}
        >
          {resendLeft > 0 ? t('auth.verify.resendIn', { seconds: resendLeft }) : t('auth.verify.resend')}
        </Button>
      </div>
      {devMailbox ? (
        <p className="mt-5 rounded-xl bg-muted p-3 text-center text-sm">
          <Inbox aria-hidden="true" className="mr-1.5 inline size-4 align-[-0.2em]" />
          {t('auth.verify.devMailbox')}{' '}
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
    </AuthPageLayout>
  );
}
