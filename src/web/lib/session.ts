import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiFetch } from './api';
import { forgetSavedPages } from './offline-caches';
import { queryClient as appQueryClient } from './query-client';

export interface SessionUser {
  id: string;
  name: string;
  /** For phone accounts and providers without an email this is a never-shown pseudo-address. */
  email: string;
  emailVerified?: boolean;
  image?: string | null;
  /** E.164, for accounts with a phone number. */
  phone?: string | null;
  locale?: string | null;
  createdAt?: string;
}

/** GET /api/auth/get-session: only what the app shows (no session token, IP or user agent: server/auth/session.ts). */
export interface SessionData {
  user: SessionUser;
  session: { expiresAt?: string };
}

export const SESSION_QUERY_KEY = ['session'] as const;
/** Everything of the signed-in user's own account (profile, settings) lives under this key. */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async ({ signal }) =>
    (await apiFetch<SessionData | null>('/api/auth/get-session', { signal })) ?? null,
  staleTime: 60_000,
  retry: (failureCount, error) =>
    failureCount < 2 && error instanceof ApiError && (error.code === 'network' || error.status >= 500),
});

export interface SessionState {
  session: SessionData | null;
  user: SessionUser | null;
  /** True until the first answer; a failed lookup counts as signed out. */
  isPending: boolean;
  isSignedIn: boolean;
}

/** The signed-in user, from GET /api/auth/get-session (JSON null when signed out). */
export function useSession(): SessionState {
  const { data, isPending, isError } = useQuery(sessionQueryOptions);
  const session = data ?? null;
  return {
    session,
    user: session?.user ?? null,
    isPending: isPending && !isError,
    isSignedIn: Boolean(session?.user),
  };
}

/**
 * The address people may see: none for the pseudo-addresses of phone accounts and of providers that
 * gave no email (both on reserved `.invalid` domains; shared/identifiers.ts, kept out of the first
 * download because it carries zod).
 */
export function visibleUserEmail(user: Pick<SessionUser, 'email'>): string | null {
  return user.email && !user.email.toLowerCase().endsWith('.invalid') ? user.email : null;
}

/** How the user is reached, for a second line under the name: the email, else the phone. */
export function userContactLine(user: SessionUser): string | null {
  return visibleUserEmail(user) ?? user.phone ?? null;
}

/**
 * After a sign-in (modal, page, verification, phone sign-up): reloads the session and the account
 * queries in place. Pages stay mounted, so a half-filled form keeps its content.
 */
export async function refreshSession(client: QueryClient = appQueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    client.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  ]);
}

/**
 * Forgets the session at once (the server already ended it: sign-out, account deletion) and resets
 * every other cached query so nothing of the previous user stays on a shared phone.
 */
export async function forgetSession(client: QueryClient = appQueryClient): Promise<void> {
  client.setQueryData(SESSION_QUERY_KEY, null);
  await forgetSavedPages();
  await client.resetQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/**
 * Signs out everywhere (POST /api/accounts/sign-out ends all of the user's sessions, the spec's
 * global scope), then forgets the session locally.
 */
export async function signOut(client: QueryClient = appQueryClient): Promise<void> {
  await apiFetch('/api/accounts/sign-out', { method: 'POST', json: {} });
  await forgetSession(client);
}

/** signOut bound to the query client of the surrounding QueryClientProvider. */
export function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => signOut(client), [client]);
}
