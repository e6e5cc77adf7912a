import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { newPasswordSchema } from '../../../shared/api/accounts';
import { parseIdentifier } from '../../../shared/identifiers';
import { buildPath } from '../../../shared/routes';
import { Button, buttonClasses } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { ApiError, fieldMessage } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { useFormOutcome, usePageAddress } from '../../lib/form-post';
import { useTypedBeforeHydration } from '../../lib/typed-value';
import { FormAlert } from '../../components/form-alert';
import { useCountry } from '../../lib/country';
import { useTranslation } from '../../lib/i18n';
import { forgetSession } from '../../lib/session';
import { toastError, toastInfo, toastSuccess } from '../../lib/toast';
import { accountsApi } from './api';
import { accountErrorMessage } from '../../lib/account';
import '../../lib/texts/validation';
import { AuthPageLayout } from './auth-page-layout';
import { OtpField, isOtp } from '../../components/otp-field';
import { PasswordField } from '../../components/password-field';
import type { ForgotFormValues } from './form-actions';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why the server refused a post of this page, said as the page's script says it. */
function refusalMessage(error: ApiError, t: Translate): string {
  if (error.fields.code) return t('accounts.errors.code_format');
  return accountErrorMessage(error, t);
}

/**
 * /forgot-password (the spec's password-recovery state): the email or phone of the account, then the
 * 6-digit code mailed to its email address with a new password. Resetting ends every session.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { country } = useCountry();
  // Posted before or without JavaScript: the answer (decision 0021), which shows until the script sends.
  const outcome = useFormOutcome<ForgotFormValues>();
  const [showOutcome, setShowOutcome] = useState(true);
  const posted = showOutcome ? outcome?.error : null;
  const [identifier, setIdentifier] = useState(outcome?.values.emailOrPhone ?? '');
  /** The server's answer to the request: set once a code may have been sent. */
  const [sentMessage, setSentMessage] = useState<string | null>(
    outcome?.values.step === 'code'
      ? t('accounts.messages.resetRequested', { supportEmail: getConfig().brand.supportEmail })
      : null,
  );
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [identifierError, setIdentifierError] = useState<string | undefined>(() =>
    outcome?.error && outcome.values.step !== 'code' && outcome.error.code !== 'rate_limited'
      ? refusalMessage(outcome.error, t)
      : undefined,
  );
  const [passwordError, setPasswordError] = useState<string | undefined>(() =>
    outcome?.error?.fields.newPassword ? fieldMessage(outcome.error.fields.newPassword, t) : undefined,
  );
  const codeError =
    posted && (posted.code === 'invalid_code' || posted.fields.code) ? refusalMessage(posted, t) : undefined;
  const identifierRef = useTypedBeforeHydration<HTMLInputElement>(setIdentifier);
  const passwordRef = useTypedBeforeHydration<HTMLInputElement>(setPassword);
  const pageAddress = usePageAddress();
  const resetFormId = useId();

  const failWith = (title: string, error: unknown) =>
    error instanceof ApiError
      ? toastError(title, accountErrorMessage(error, t))
      : toastError(t('auth.toasts.error'), t('auth.toasts.unexpected'));

  const request = useMutation({
    mutationFn: (emailOrPhone: string) => accountsApi.requestPasswordReset(emailOrPhone, country),
    onSuccess: ({ message }) => {
      if (sentMessage !== null) toastInfo(message);
      setSentMessage(message);
    },
    onError: (error) => failWith(t('auth.forgot.requestFailed'), error),
  });

  const confirm = useMutation({
    mutationFn: accountsApi.confirmPasswordReset,
    onSuccess: async ({ message }) => {
      toastSuccess(t('auth.forgot.done'), message);
      // Every session of the account has ended, this browser's included.
      await forgetSession(queryClient);
      await navigate(buildPath('login'), { replace: true });
    },
    onError: (error) => failWith(t('auth.forgot.failed'), error),
  });

  const requestCode = () => {
    setShowOutcome(false);
    setIdentifierError(undefined);
    if (!identifier.trim()) {
      const fill = t('accounts.errors.fill_all_fields');
      setIdentifierError(fill);
      identifierRef.current?.focus();
      toastError(fill);
      return;
    }
    if (parseIdentifier(identifier, country).kind === 'invalid') {
      setIdentifierError(t('accounts.errors.invalid_identifier'));
      identifierRef.current?.focus();
      toastError(t('auth.toasts.invalidInput'), t('accounts.errors.invalid_identifier'));
      return;
    }
    request.mutate(identifier.trim());
  };

  const reset = () => {
    setShowOutcome(false);
    setPasswordError(undefined);
    if (!isOtp(code)) {
      toastError(t('auth.verify.invalidCode'), t('accounts.errors.code_format'));
      return;
    }
    const rule = newPasswordSchema.safeParse(password);
    if (!rule.success) {
      const message = fieldMessage(rule.error.issues[0]?.message ?? '', t);
      setPasswordError(message);
      toastError(t('auth.forgot.failed'), message);
      return;
    }
    confirm.mutate({ emailOrPhone: identifier.trim(), country, code: code.trim(), newPassword: password });
  };

  const startOver = () => {
    setShowOutcome(false);
    setSentMessage(null);
    setCode('');
    setPassword('');
  };

  return (
    <AuthPageLayout title={t('pages.forgotPassword.title')} lead={t('auth.forgot.lead')}>
      {sentMessage === null ? (
        <form
          method="post"
          action={pageAddress}
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            requestCode();
          }}
        >
          {posted ? (
            <FormAlert title={t('auth.forgot.requestFailed')}>{refusalMessage(posted, t)}</FormAlert>
          ) : null}
          <Field
            ref={identifierRef}
            name="emailOrPhone"
            label={t('auth.fields.emailOrPhone')}
            placeholder={t('auth.fields.emailOrPhonePlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={254}
            value={identifier}
            error={identifierError}
            onChange={(event) => setIdentifier(event.target.value)}
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            loading={request.isPending}
            loadingText={t('auth.forgot.sending')}
          >
            {t('auth.forgot.sendCode')}
          </Button>
        </form>
      ) : (
        <div className="space-y-5">
          <div role="status" className="flex gap-3 rounded-xl bg-accent p-4 text-accent-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>{sentMessage}</p>
          </div>
          <form
            id={resetFormId}
            method="post"
            action={pageAddress}
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              reset();
            }}
          >
            {posted ? (
              <FormAlert title={t('auth.forgot.failed')}>{refusalMessage(posted, t)}</FormAlert>
            ) : null}
            {/* The account the code was sent for, posted with the code before the script runs. */}
            <input type="hidden" name="emailOrPhone" value={identifier} />
            <OtpField
              name="code"
              label={t('auth.forgot.code')}
              value={code}
              onChange={setCode}
              error={codeError}
            />
            <PasswordField
              ref={passwordRef}
              name="newPassword"
              label={t('auth.forgot.newPassword')}
              autoComplete="new-password"
              maxLength={128}
              hint={t('auth.fields.passwordRule')}
              error={passwordError}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <Button
              type="submit"
              name="intent"
              value="reset"
              size="lg"
              className="w-full"
              loading={confirm.isPending}
              loadingText={t('auth.forgot.resetting')}
            >
              {t('auth.forgot.submit')}
            </Button>
          </form>
          <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:justify-between">
            {/* Before the script runs, this posts the form for a new code. */}
            <Button
              type="submit"
              form={resetFormId}
              name="intent"
              value="request"
              formNoValidate
              variant="ghost"
              onClick={(event) => {
                event.preventDefault();
                requestCode();
              }}
              loading={request.isPending}
            >
              {t('auth.forgot.sendAgain')}
            </Button>
            <Link
              to={buildPath('forgotPassword')}
              onClick={(event) => {
                event.preventDefault();
                startOver();
              }}
              className={buttonClasses({ variant: 'ghost' })}
            >
              {t('auth.forgot.useDifferent')}
            </Link>
          </div>
        </div>
      )}
      <p className="mt-5 text-center">
        <Link
          to={buildPath('login')}
          className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </AuthPageLayout>
  );
}
