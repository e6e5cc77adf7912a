import type {
  AccountUser,
  MessageResponse,
  SignInRequest,
  SignUpRequest,
  SignUpResponse,
  SocialProvider,
} from '../../../shared/api/accounts';
import type { CountryCode } from '../../../shared/geo';
import { apiFetch } from '../../lib/api';

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

/** /login asking for the SMS code of a phone sign-up (the page's code field), remembering where the user started. */
export function phoneCodePath(phone: string, returnTo: string): string {
  const query = new URLSearchParams({ phone });
  if (returnTo !== '/') query.set('returnTo', returnTo);
  return `/login?${query.toString()}`;
}
