import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse, MessageResponse, UpdateProfileRequest } from '../../shared/api/accounts';
import type { Locale } from '../../shared/i18n';
import { ApiError, apiFetch, errorMessage, fieldMessage } from './api';
import { ACCOUNT_QUERY_KEY } from './session';
import type { Translate } from '../../shared/i18n/translate';

/** The signed-in user's own account: GET /api/accounts/me (401 "No user logged in" without a session). */
export const meQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'me'] as const,
  queryFn: ({ signal }) => apiFetch<MeResponse>('/api/accounts/me', { signal }),
  staleTime: 30_000,
});

export function useMe(enabled: boolean) {
  return useQuery({ ...meQueryOptions, enabled });
}

export const meApi = {
  update: (body: UpdateProfileRequest) =>
    apiFetch<MeResponse>('/api/accounts/me', { method: 'PATCH', json: body }),
  confirmEmail: (code: string) =>
    apiFetch<MeResponse>('/api/accounts/me/email/confirm', { method: 'POST', json: { code } }),
  /** Issue #24: a code to the account's own phone, and the code that confirms a pending phone. */
  sendPhoneCode: () =>
    apiFetch<MessageResponse>('/api/accounts/me/phone/send-code', { method: 'POST', json: {} }),
  confirmPhone: (code: string) =>
    apiFetch<MeResponse>('/api/accounts/me/phone/confirm', { method: 'POST', json: { code } }),
  changePassword: (body: { currentPassword?: string; newPassword: string }) =>
    apiFetch<MessageResponse>('/api/accounts/me/password', { method: 'POST', json: body }),
  setLocale: (locale: Locale) =>
    apiFetch<MeResponse>('/api/accounts/me/preferences', { method: 'PATCH', json: { locale } }),
  setMessageEmails: (messageEmails: boolean) =>
    apiFetch<MeResponse>('/api/accounts/me/preferences', { method: 'PATCH', json: { messageEmails } }),
  requestDeleteCode: () =>
    apiFetch<MessageResponse>('/api/accounts/me/delete/request-code', { method: 'POST', json: {} }),
  deleteAccount: (body: { password?: string; code?: string }) =>
    apiFetch<MessageResponse>('/api/accounts/me/delete', { method: 'POST', json: body }),
};

/**
 * A message for people from an accounts API failure: the catalogue's `accounts.errors.<code>` (with the
 * error's params), the first field's message for validation failures (it names the rule, e.g. the
 * password length), else the common `errors.<code>`, else the server's message.
 */
export function accountErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const key = `accounts.errors.${error.code}`;
    const translated = t(key, { ...error.params, defaultValue: '' });
    if (translated && translated !== key) return translated;
    if (error.code === 'validation_failed' || error.code === 'bad_request') {
      const field = Object.values(error.fields)[0];
      if (field !== undefined) return fieldMessage(field, t);
      // The one refusal of the accounts API that names no field: an account needs an email or a phone.
      return error.code === 'validation_failed' ? t('validation.fillAllFields') : error.message;
    }
  }
  return errorMessage(error, t);
}
