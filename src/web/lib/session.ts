import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiFetch } from './api';
import { queryClient as appQueryClient } from './query-client';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified?: boolean;
  image?: string | null;
  phone?: string | null;
  createdAt?: string;
}

export interface SessionData {
  user: SessionUser;
  session: { id?: string; expiresAt?: string; [key: string]: unknown };
}

export const SESSION_QUERY_KEY = ['session'] as const;

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
 * Signs out (POST /api/auth/sign-out), forgets the session at once, and resets every other cached
 * query so nothing of the previous user stays on a shared phone.
 */
export async function signOut(client: QueryClient = appQueryClient): Promise<void> {
  await apiFetch('/api/auth/sign-out', { method: 'POST', json: {} });
  client.setQueryData(SESSION_QUERY_KEY, null);
  await client.resetQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  await client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/** signOut bound to the query client of the surrounding QueryClientProvider. */
export function useSignOut(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => signOut(client), [client]);
}
