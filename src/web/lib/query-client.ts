import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** Retries only what may succeed on a second try: network failures and server errors, twice at most. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) return error.code === 'network' || error.status >= 500;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once: the service worker answers with the saved list or job
        // (src/web/sw.ts); only retries wait for the connection.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client (tests make their own with createQueryClient). */
export const queryClient = createQueryClient();
