import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CountryCode } from '../../../shared/geo';
import { accountErrorMessage } from '../../lib/account';
import { ApiError } from '../../lib/api';
import type { AuthMode } from '../../lib/auth-prompt';
import { i18n, setLocale, useTranslation } from '../../lib/i18n';
import { refreshSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { accountsApi, verifyEmailPath } from './api';
import type { AuthFormValues } from './form-actions';
import '../../lib/texts/accounts';

export interface AuthValues extends AuthFormValues {
  password: string;
}

/** Which form it is and where it leads: the auth modal, or the /login and /signup pages. */
export interface AuthFlow {
  mode: AuthMode;
  /** The modal stays where the user is; the pages go to `returnTo` after signing in. */
  variant: 'modal' | 'page';
  /** Where the user started (a same-site path): after sign-in, and after email verification. */
  returnTo: string;
  /** Modal only: where to go once signed in (the modal otherwise leaves the page as it was). */
  continueTo?: string;
  /** Modal only: closes it (after signing in, or before going to another page). */
  onClose?: () => void;
}

/** The SMS code step: the number the code went to, and what signs in with the code. */
export interface CodeStep {
  phone: string;
  emailOrPhone: string;
  password: string;
}

/**
 * What the auth form does when sent: a problem its rules found (auth-rules.ts) said in a toast, or
 * sign-up or sign-in, and where each answer leads (the modal closes, a page goes
 * back to where the user started, the email code page or the SMS code step).
 */
export function useAuthSubmit(
  flow: AuthFlow,
  {
    country,
    code,
    onCodeStep,
  }: {
    country: CountryCode;
    /** The SMS code typed on /login without JavaScript's code step ('' when none is asked). */
    code: string;
    onCodeStep: (step: CodeStep) => void;
  },
) {
  const { mode, variant, returnTo, continueTo, onClose } = flow;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isRegister = mode === 'register';
  const asksCode = code !== '';
  const setCodeStep = onCodeStep;

  /** Leaves for another page: the modal closes first. */
  const leaveFor = async (path: string) => {
    onClose?.();
    await navigate(path);
  };

  /**
   * Signed in: the modal closes and the page stays as it is (or goes on to what the user was doing);
   * a page goes back to where the user started.
   */
  const signedIn = async () => {
    if (variant === 'modal') {
      onClose?.();
      await refreshSession(queryClient);
      if (continueTo) await navigate(continueTo);
      return;
    }
    await navigate(returnTo, { replace: true });
    await refreshSession(queryClient);
  };

  /** A problem the rules found (the field is marked and focused): said in the spec's toast. */
  const refused = (errors: FieldErrors<AuthValues>) => {
    const [field, error] = Object.entries(errors)[0] ?? [];
    const message = error?.message;
    if (!field || !message) return;
    const fill = t('accounts.errors.fill_all_fields');
    if (message === fill) toastError(fill);
    else if (field === 'emailOrPhone') toastError(t('auth.toasts.invalidInput'), message);
    else toastError(t('auth.toasts.registrationFailed'), message);
  };

  /** Signs up or in with what was typed; the answer says which. */
  const send = useMutation({
    mutationFn: async (values: AuthValues) =>
      isRegister
        ? {
            signUp: await accountsApi.signUp({
              name: values.name.trim(),
              emailOrPhone: values.emailOrPhone.trim(),
              password: values.password,
              country,
              returnTo,
            }),
          }
        : {
            signIn: await accountsApi.signIn({
              emailOrPhone: values.emailOrPhone.trim(),
              password: values.password,
              country,
              ...(asksCode && code.trim() ? { code: code.trim() } : {}),
            }),
          },
    onSuccess: async (answer, values) => {
      if (answer.signUp) {
        const result = answer.signUp;
        if (result.kind === 'email') toastSuccess(t('auth.toasts.accountCreated'), result.message);
        if (result.kind === 'email') await leaveFor(verifyEmailPath(result.email, returnTo));
        else {
          toastSuccess(
            t('auth.toasts.accountCreated'),
            t('accounts.messages.signUpPhone', { phone: result.phone }),
          );
          setCodeStep({
            phone: result.phone,
            emailOrPhone: values.emailOrPhone.trim(),
            password: values.password,
          });
        }
      } else {
        // The language chosen in Settings follows the account to this device.
        if (answer.signIn.user.locale !== i18n.language) setLocale(answer.signIn.user.locale);
        toastSuccess(t('auth.toasts.welcomeBack'), t('accounts.messages.signedIn'));
        await signedIn();
      }
    },
    onError: async (error, values) => {
      if (!(error instanceof ApiError)) {
        console.error('Sign-in failed unexpectedly', error);
        toastError(t('auth.toasts.unexpected'));
      } else if (!isRegister && error.code === 'phone_not_verified') {
        // Right password, unverified phone: the server has texted a code; the code step takes over.
        const phone = typeof error.params.phone === 'string' ? error.params.phone : values.emailOrPhone;
        setCodeStep({ phone, emailOrPhone: values.emailOrPhone.trim(), password: values.password });
      } else if (!isRegister && error.code === 'email_not_verified') {
        // Right password, unverified email: the server has mailed a fresh code; the code page takes over.
        toastError(t('auth.toasts.loginFailed'), accountErrorMessage(error, t));
        const email = typeof error.params.email === 'string' ? error.params.email : values.emailOrPhone;
        await leaveFor(verifyEmailPath(email, returnTo));
      } else {
        const title = isRegister ? t('auth.toasts.registrationFailed') : t('auth.toasts.loginFailed');
        toastError(title, accountErrorMessage(error, t));
      }
    },
  });

  return { submit: (values: AuthValues) => send.mutate(values), refused, signedIn, pending: send.isPending };
}
