import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FILL_ALL_FIELDS, newPasswordSchema } from '../../../shared/api/accounts';
import type { CountryCode } from '../../../shared/geo';
import { parseIdentifier } from '../../../shared/identifiers';
import { accountErrorMessage, accountRuleMessage } from '../../lib/account';
import { ApiError } from '../../lib/api';
import type { AuthMode } from '../../lib/auth-prompt';
import { i18n, setLocale, useTranslation } from '../../lib/i18n';
import { refreshSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toast';
import { accountsApi, verifyEmailPath } from './api';
import type { AuthFormValues } from './form-actions';

export interface AuthValues extends AuthFormValues {
  password: string;
}

/** The SMS code step: the number the code went to, and what signs in with the code. */
export interface CodeStep {
  phone: string;
  emailOrPhone: string;
  password: string;
}

/**
 * What the auth form does when sent: the spec's client rules first (spec 5: the field marked and
 * focused, a toast), then sign-up or sign-in, and where each answer leads (the modal closes, a page goes
 * back to where the user started, the email code page or the SMS code step).
 */
export function useAuthSubmit({
  mode,
  variant,
  returnTo,
  continueTo,
  onClose,
  country,
  code,
  form,
  onCodeStep,
}: {
  mode: AuthMode;
  variant: 'modal' | 'page';
  returnTo: string;
  continueTo?: string;
  onClose?: () => void;
  country: CountryCode;
  /** The SMS code typed on /login without JavaScript's code step ('' when none is asked). */
  code: string;
  form: Pick<UseFormReturn<AuthValues>, 'setError' | 'setFocus' | 'clearErrors'>;
  onCodeStep: (step: CodeStep) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isRegister = mode === 'register';
  const { setError, setFocus, clearErrors } = form;
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

  /** Marks the field, focuses it and says why in the spec's toast. Always false: the form stops. */
  const reject = (field: keyof AuthValues, title: string, description?: string): false => {
    setError(field, { type: 'validate', message: description ?? title });
    setFocus(field);
    toastError(title, description);
    return false;
  };

  /** Spec 5, before anything is sent. True when the values may go to the server. */
  const validate = (values: AuthValues): boolean => {
    clearErrors();
    const fill = t('accounts.errors.fill_all_fields', { defaultValue: FILL_ALL_FIELDS });
    if (isRegister && !values.name.trim()) return reject('name', fill);
    if (!values.emailOrPhone.trim()) return reject('emailOrPhone', fill);
    if (!values.password) return reject('password', fill);
    if (!isRegister) return true;
    if (parseIdentifier(values.emailOrPhone, country).kind === 'invalid') {
      return reject('emailOrPhone', t('auth.toasts.invalidInput'), t('accounts.errors.invalid_identifier'));
    }
    const password = newPasswordSchema.safeParse(values.password);
    if (!password.success) {
      return reject(
        'password',
        t('auth.toasts.registrationFailed'),
        accountRuleMessage(password.error.issues[0]?.message ?? '', t),
      );
    }
    return true;
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
      } else if (answer.signIn) {
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

  const submit = (values: AuthValues) => {
    if (validate(values)) send.mutate(values);
  };

  return { submit, signedIn, pending: send.isPending };
}
