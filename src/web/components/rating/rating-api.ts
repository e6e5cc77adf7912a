import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RatingSummary } from '../../../shared/api/ratings';
import { apiFetchOrMissing } from '../../lib/api';

/** Every ratings query key starts with 'ratings': a saved rating or reply refreshes them all. */
export const RATINGS_QUERY_KEY = ['ratings'] as const;

/**
 * GET /api/users/:id/rating-summary: a person's average, count and "paid on time" answers; null for a
 * person who is not (or no longer) on the site.
 */
export function ratingSummaryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...RATINGS_QUERY_KEY, 'summary', userId] as const,
    queryFn: ({ signal }) =>
      apiFetchOrMissing<RatingSummary>(`/api/users/${encodeURIComponent(userId)}/rating-summary`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRatingSummary(userId: string | null) {
  return useQuery({ ...ratingSummaryQueryOptions(userId ?? ''), enabled: userId !== null });
}
