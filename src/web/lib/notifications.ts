import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadNotificationsResponse } from '../../shared/api/alerts';
import { apiFetch } from './api';

/**
 * Job alert notifications the whole app shares (type-only imports of the contract): the header bell's
 * count and the keys the live connection refreshes. Every key starts with 'notifications'; signing out
 * resets them with the rest.
 */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const notificationsUnreadQueryKey = [...NOTIFICATIONS_QUERY_KEY, 'unread'] as const;
export const notificationListQueryKey = [...NOTIFICATIONS_QUERY_KEY, 'list'] as const;
/** Saved alerts and the email choice (Settings, "Alert me"). */
export const alertsQueryKey = [...NOTIFICATIONS_QUERY_KEY, 'alerts'] as const;

export function notificationsUnreadQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: notificationsUnreadQueryKey,
    queryFn: async ({ signal }) =>
      (await apiFetch<UnreadNotificationsResponse | undefined>('/api/me/notifications/unread', { signal }))
        ?.unread ?? 0,
    enabled,
    staleTime: 60_000,
  });
}

/** The signed-in user's unread notifications (0 when signed out). */
export function useNotificationsUnread(signedIn: boolean): number {
  const { data } = useQuery(notificationsUnreadQueryOptions(signedIn));
  return signedIn ? (data ?? 0) : 0;
}
