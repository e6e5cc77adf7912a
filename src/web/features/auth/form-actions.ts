import { redirect } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { PREFERENCE_COOKIES, preferenceCookie } from '../../../shared/preferences';
import { ApiError } from '../../lib/api';
import { formFailure, formText, type FormAction, type FormOutcome } from '../../lib/form-post';
import { accountsApi, phoneCodePath, returnPathOf, verifyEmailPath } from './api';

/**
 * The server's answers to the account forms posted before or without JavaScript (decision 0021): the
 * same API calls as the forms' own scripts (auth-form.tsx, verify-email-page.tsx,
 * forgot-password-page.tsx), then on to the same next page (303), or the page again with what was typed
 * (never a password or a code) and the API's error.
 */

/** What /login and /signup show again after a failed post. */
export interface AuthFormValues {
  name: string;
  emailOrPhone: string;
}

/** Which button of a form with several was pressed (`name="intent"`). */
const intentOf = (form: FormData) => formText(form, 'intent');

const returnToOf = (request: Request) => returnPathOf(new URL(request.url).searchParams.get('returnTo'));

export const signInAction: FormAction = async ({ request }, post) => {
  const form = await request.formData();
  const returnTo = returnToOf(request);
  const values: AuthFormValues = { name: '', emailOrPhone: formText(form, 'emailOrPhone') };
  try {
    const code = formText(form, 'code').trim();
    const { user } = await accountsApi.signIn({
      emailOrPhone: values.emailOrPhone,
      password: formText(form, 'password'),
      country: post.country,
      ...(code ? { code } : {}),
    });
    // The language chosen in Settings follows the account to this device.
    post.cookies.push(preferenceCookie(PREFERENCE_COOKIES.locale, user.locale));
    return redirect(returnTo, 303);
  } catch (error) {
    // Right password, unverified email: the server has mailed a fresh code; the code page takes over.
    if (error instanceof ApiError && error.code === 'email_not_verified') {
      const email = typeof error.params.email === 'string' ? error.params.email : values.emailOrPhone;
      return redirect(verifyEmailPath(email, returnTo), 303);
    }
    return formFailure(values, error);
  }
};

export const signUpAction: FormAction = async ({ request }, post) => {
  const form = await request.formData();
  const returnTo = returnToOf(request);
  const values: AuthFormValues = {
    name: formText(form, 'name'),
    emailOrPhone: formText(form, 'emailOrPhone'),
  };
  try {
    const result = await accountsApi.signUp({
      name: values.name,
      emailOrPhone: values.emailOrPhone,
      password: formText(form, 'password'),
      country: post.country,
      returnTo,
    });
    // A phone waits for its SMS code: /login asks for it with the number and the password (issue #24).
    return redirect(
      result.kind === 'email'
        ? verifyEmailPath(result.email, returnTo)
        : phoneCodePath(result.phone, returnTo),
      303,
    );
  } catch (error) {
    return formFailure(values, error);
  }
};

/** What /verify-email shows again: the address typed (when the link had none) and which button failed. */
export interface VerifyFormValues {
  email: string;
  intent: 'verify' | 'resend';
}

export const verifyEmailAction: FormAction = async ({ request }) => {
  const form = await request.formData();
  const url = new URL(request.url);
  const email = (url.searchParams.get('email') ?? '').trim() || formText(form, 'email').trim();
  const intent = intentOf(form) === 'resend' ? 'resend' : 'verify';
  const values: VerifyFormValues = { email: formText(form, 'email'), intent };
  try {
    if (intent === 'resend') {
      const { message } = await accountsApi.resendCode(email);
      const outcome: FormOutcome<VerifyFormValues> = { values, done: message };
      return outcome;
    }
    await accountsApi.verifyEmail(email, formText(form, 'code').trim());
    return redirect(returnToOf(request), 303);
  } catch (error) {
    return formFailure(values, error);
  }
};

/** What /forgot-password shows again: the account's email or phone, and the step it is at. */
export interface ForgotFormValues {
  emailOrPhone: string;
  /** 'code': a code may have been sent; the page asks for it and the new password. */
  step: 'account' | 'code';
}

export const forgotPasswordAction: FormAction = async ({ request }, post) => {
  const form = await request.formData();
  const emailOrPhone = formText(form, 'emailOrPhone');
  const reset = intentOf(form) === 'reset';
  try {
    if (!reset) {
      const { message } = await accountsApi.requestPasswordReset(emailOrPhone, post.country);
      const outcome: FormOutcome<ForgotFormValues> = {
        values: { emailOrPhone, step: 'code' },
        done: message,
      };
      return outcome;
    }
    await accountsApi.confirmPasswordReset({
      emailOrPhone,
      country: post.country,
      code: formText(form, 'code').trim(),
      newPassword: formText(form, 'newPassword'),
    });
    // Every session of the account has ended, this browser's included: on to sign in again.
    return redirect(`${buildPath('login')}?reset=1`, 303);
  } catch (error) {
    return formFailure<ForgotFormValues>({ emailOrPhone, step: reset ? 'code' : 'account' }, error);
  }
};
