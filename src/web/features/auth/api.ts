import type {
  AccountUser,
  MessageResponse,
  SignInRequest,
  SignUpRequest,
  SignUpResponse,
  SocialProvider,
} from '../../../shared/api/accounts';
import type { CountryCode } from '../../../shared/geo';
import { ApiError, apiFetch, errorMessage } from '../../lib/api';

/** The accounts API (contract: src/shared/api/accounts.ts; server: /api/accounts/*). */
export const accountsApi = {
  signUp: (body: SignUpRequest) =>
    apiFetch<SignUpResponse>('/api/accounts/sign-up', { method: 'POST', json: body }),
  signIn: (body: SignInRequest) =>
    apiFetch<{ user: AccountUser }>('/api/accounts/sign-in', { method: 'POST', json: body }),
  social: (provider: SocialProvider, returnTo: string) =>
    apiFetch<{ url: string }>('/api/accounts/social', { method: 'POST', json: { provider, returnTo } }),
  verifyEmail: (email: string, code: string) =>
    apiFetch<{ user: AccountUser }>('/api/accounts/verify-email', { method: 'POST', json: { email, code } }),
  resendCode: (email: string) =>
    apiFetch<MessageResponse>('/api/accounts/resend-code', { method: 'POST', json: { email } }),
  requestPasswordReset: (emailOrPhone: string, country: CountryCode) =>
    apiFetch<MessageResponse>('/api/accounts/password-reset/request', {
      method: 'POST',
      json: { emailOrPhone, country },
    }),
  confirmPasswordReset: (body: {
    emailOrPhone: string;
    country: CountryCode;
    code: string;
    newPassword: string;
  }) => apiFetch<MessageResponse>('/api/accounts/password-reset/confirm', { method: 'POST', json: body }),
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A message for people from an accounts API failure: the catalogue's `accounts.errors.<code>` (with the
 * error's params), the server's own message for validation failures (it names the rule, e.g. the
 * password length), else the common `errors.<code>`, else the server's message.
 */
export function accountErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const key = `accounts.errors.${error.code}`;
    const translated = t(key, { ...error.params, defaultValue: '' });
    if (translated && translated !== key) return translated;
    if (error.code === 'validation_failed' || error.code === 'bad_request') {
      return Object.values(error.fields)[0] ?? error.message;
    }
  }
  return errorMessage(error, t);
}

/** Where to come back to: a same-site path only (mirrors safeReturnPath of the contract). */
export function returnPathOf(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** /verify-email for an address, remembering where the user started. */
export function verifyEmailPath(email: string, returnTo: string): string {
  const query = new URLSearchParams({ email });
  if (returnTo !== '/') query.set('returnTo', returnTo);
  return `/verify-email?${query.toString()}`;
}
