import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { fieldMessage } from '../../lib/api';
import { getConfig } from '../../lib/config';
import { useCountry } from '../../lib/country';
import { useFormOutcome } from '../../lib/form-post';
import { useTranslation } from '../../lib/i18n';
import { forgetSession } from '../../lib/session';
import { toastInfo, toastSuccess } from '../../lib/toast';
import { accountsApi } from './api';
import { AuthPageLayout } from './auth-page-layout';
import { ForgotAccountStep } from './forgot-account-step';
import { ForgotCodeStep } from './forgot-code-step';
import {
  accountProblem,
  refusalMessage,
  toastAccountProblem,
  toastForgotFailure,
  type ForgotResetValues,
} from './forgot-rules';
import type { ForgotFormValues } from './form-actions';
import '../../lib/texts/accounts';

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
  const posted = showOutcome ? (outcome?.error ?? null) : null;
  /** The account asked for: what the first step sent (or the page posted). */
  const [identifier, setIdentifier] = useState(outcome?.values.emailOrPhone ?? '');
  /** The server's answer to the request: set once a code may have been sent. */
  const [sentMessage, setSentMessage] = useState<string | null>(
    outcome?.values.step === 'code'
      ? t('accounts.messages.resetRequested', { supportEmail: getConfig().brand.supportEmail })
      : null,
  );
  const postedIdentifierError =
    posted && outcome?.values.step !== 'code' && posted.code !== 'rate_limited'
      ? refusalMessage(posted, t)
      : undefined;

  const request = useMutation({
    mutationFn: (emailOrPhone: string) => accountsApi.requestPasswordReset(emailOrPhone, country),
    onSuccess: ({ message }) => {
      if (sentMessage !== null) toastInfo(message);
      setSentMessage(message);
    },
    onError: (error) => toastForgotFailure(t('auth.forgot.requestFailed'), error, t),
  });

  const confirm = useMutation({
    mutationFn: accountsApi.confirmPasswordReset,
    onSuccess: async ({ message }) => {
      toastSuccess(t('auth.forgot.done'), message);
      // Every session of the account has ended, this browser's included.
      await forgetSession(queryClient);
      await navigate(buildPath('login'), { replace: true });
    },
    onError: (error) => toastForgotFailure(t('auth.forgot.failed'), error, t),
  });

  const requestCode = (emailOrPhone: string) => {
    setShowOutcome(false);
    setIdentifier(emailOrPhone);
    request.mutate(emailOrPhone.trim());
  };

  const sendAgain = () => {
    setShowOutcome(false);
    const problem = accountProblem(identifier, country, t);
    if (problem) toastAccountProblem(identifier, problem, t);
    else request.mutate(identifier.trim());
  };

  const reset = ({ code, newPassword }: ForgotResetValues) => {
    setShowOutcome(false);
    confirm.mutate({ emailOrPhone: identifier.trim(), country, code, newPassword });
  };

  return (
    <AuthPageLayout title={t('pages.forgotPassword.title')} lead={t('auth.forgot.lead')}>
      {sentMessage === null ? (
        <ForgotAccountStep
          initialValue={identifier}
          posted={posted ? refusalMessage(posted, t) : null}
          postedError={postedIdentifierError}
          sending={request.isPending}
          onRequest={requestCode}
        />
      ) : (
        <ForgotCodeStep
          emailOrPhone={identifier}
          sentMessage={sentMessage}
          posted={posted ? refusalMessage(posted, t) : null}
          postedCodeError={
            posted && (posted.code === 'invalid_code' || posted.fields.code)
              ? refusalMessage(posted, t)
              : undefined
          }
          postedPasswordError={
            outcome?.error?.fields.newPassword ? fieldMessage(outcome.error.fields.newPassword, t) : undefined
          }
          requesting={request.isPending}
          resetting={confirm.isPending}
          onReset={reset}
          onSendAgain={sendAgain}
          onStartOver={() => {
            setShowOutcome(false);
            setSentMessage(null);
          }}
        />
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
