import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from '../../components/icons';
import { useId, useState } from 'react';
import { Trans } from '../../lib/trans';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { OTP_LENGTH } from '../../../shared/limits';
import { CodeForm, DevMailboxNote, ResendCode, useResendCountdown } from '../../components/code-entry';
import { FormAlert } from '../../components/form-alert';
import { EMAIL_INPUT_PROPS, Field } from '../../components/ui/input';
import { accountErrorMessage } from '../../lib/account';
import { ApiError } from '../../lib/api';
import { useBrowserValue } from '../../lib/browser-value';
import { getConfig } from '../../lib/config';
import { useFormOutcome, usePageAddress } from '../../lib/form-post';
import { useTranslation } from '../../lib/i18n';
import { refreshSession, useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { useTypedBeforeHydration } from '../../lib/typed-value';
import { accountsApi, returnPathOf } from './api';
import { AuthPageLayout } from './auth-page-layout';
import type { VerifyFormValues } from './form-actions';
import type { Translate } from '../../../shared/i18n/translate';
import '../../lib/texts/accounts';

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
  const [resendLeft, startResendGap] = useResendCountdown();
  const [done, setDone] = useState(false);
  // The answer of the post shows until the script sends something itself.
  const [showOutcome, setShowOutcome] = useState(true);
  const posted = showOutcome ? outcome : null;
  const postedIntent = posted?.values.intent ?? 'verify';
  const leadId = useId();
  const formId = useId();
  const pageAddress = usePageAddress();
  const scripted = useBrowserValue(() => true, false);

  const verify = useMutation({
    mutationFn: (code: string) => accountsApi.verifyEmail(email, code),
    onSuccess: async () => {
      setDone(true);
      toastSuccess(t('auth.verify.verified'), t('accounts.messages.emailVerified'));
      await navigate(returnTo, { replace: true });
      await refreshSession(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError) toastError(t('auth.verify.failed'), accountErrorMessage(error, t));
      else toastError(t('auth.toasts.error'), t('auth.toasts.unexpected'));
    },
  });

  const resend = useMutation({
    mutationFn: () => accountsApi.resendCode(email),
    onSuccess: ({ message }) => {
      toastSuccess(t('auth.verify.codeSent'), message || t('accounts.messages.codeResent'));
      startResendGap();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        toastError(t('auth.verify.resendFailed'), accountErrorMessage(error, t));
        // Too soon after the last code: the button counts down the wait the server named.
        const seconds = Number(error.params.seconds);
        if (error.status === 429 && seconds > 0 && seconds <= 3600) startResendGap(seconds);
      } else toastError(t('auth.toasts.error'), t('auth.verify.resendFailedDefault'));
    },
  });

  if (user?.emailVerified && !done) return <Navigate to="/" replace />;

  const requireEmail = (): boolean => {
    if (email) return true;
    toastError(t('auth.verify.emailRequired'), t('accounts.errors.email_required'));
    return false;
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
      <CodeForm
        look="stacked"
        formAttributes={{ id: formId, method: 'post', action: pageAddress }}
        name="code"
        label={t('auth.verify.code')}
        hint={t('auth.verify.codeHint')}
        describedBy={leadId}
        error={
          posted?.error && postedIntent === 'verify' && isCodeError(posted.error)
            ? refusalMessage(posted.error, t)
            : undefined
        }
        submitLabel={t('auth.verify.submit')}
        pendingLabel={t('auth.verify.verifying')}
        pending={verify.isPending}
        // Before the script runs the button is always there to press: the server checks the code.
        submitDisabled={(code) => scripted && code.trim().length !== OTP_LENGTH}
        onSubmit={(code) => {
          setShowOutcome(false);
          if (code === null) {
            toastError(t('auth.verify.invalidCode'), t('accounts.errors.code_format'));
            return;
          }
          if (requireEmail()) verify.mutate(code);
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
            {...EMAIL_INPUT_PROPS}
            value={typedEmail}
            error={posted?.error?.fields.email ? refusalMessage(posted.error, t) : undefined}
            onChange={(event) => setTypedEmail(event.target.value)}
          />
        )}
      </CodeForm>
      {/* Before the script runs, it posts the form with intent=resend. */}
      <ResendCode
        className="mt-6"
        prompt={t('auth.verify.noCode')}
        label={t('auth.verify.resend')}
        waitLabel={(seconds) => t('auth.verify.resendIn', { seconds })}
        pendingLabel={t('auth.verify.sending')}
        pending={resend.isPending}
        secondsLeft={resendLeft}
        buttonAttributes={{
          type: 'submit',
          form: formId,
          name: 'intent',
          value: 'resend',
          formNoValidate: true,
        }}
        onResend={() => {
          setShowOutcome(false);
          if (requireEmail()) resend.mutate();
        }}
      />
      {devMailbox ? <DevMailboxNote className="mt-5" text={t('auth.verify.devMailbox')} /> : null}
    </AuthPageLayout>
  );
}
