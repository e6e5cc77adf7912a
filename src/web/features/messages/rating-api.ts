import { queryOptions, useMutation } from '@tanstack/react-query';
import type { RatingInput, RatingStatus } from '../../../shared/api/ratings';
import { RATINGS_QUERY_KEY } from '../../components/rating/rating-api';
import { apiFetch } from '../../lib/api';

/**
 * GET /api/conversations/:id/rating. The key carries what decides eligibility as the thread knows it
 * (hired, the job's status, both wrote), so a hire or a first answer asks the server again.
 */
export function ratingStatusQueryOptions(conversationId: number, facts: readonly unknown[] = []) {
  return queryOptions({
    queryKey: [...RATINGS_QUERY_KEY, 'conversation', conversationId, ...facts] as const,
    queryFn: ({ signal }) =>
      apiFetch<RatingStatus>(`/api/conversations/${conversationId}/rating`, { signal }),
  });
}

/** PUT /api/conversations/:id/rating: the stars, the text and (a worker's) paid on time; answers the new status. */
export function useSaveRating(conversationId: number) {
  return useMutation({
    // Offline it is tried and fails with its message, as before (not paused until the connection returns).
    networkMode: 'always',
    mutationFn: (rating: RatingInput) =>
      apiFetch<RatingStatus>(`/api/conversations/${conversationId}/rating`, { method: 'PUT', json: rating }),
  });
}
