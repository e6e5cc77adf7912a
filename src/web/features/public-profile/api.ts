import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicProfile, PublicRating } from '../../../shared/api/ratings';
import { RATINGS_QUERY_KEY } from '../../components/rating/rating-api';
import { apiFetch, apiFetchOrMissing } from '../../lib/api';

/** GET /api/users/:id/profile; null when there is no such person (404), so the page can say so. */
export function profileQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...RATINGS_QUERY_KEY, 'profile', id] as const,
    queryFn: ({ signal }) =>
      apiFetchOrMissing<PublicProfile>(`/api/users/${encodeURIComponent(id)}/profile`, { signal }),
  });
}

export function useProfile(id: string) {
  return useQuery(profileQueryOptions(id));
}

/** POST /api/ratings/:id/reply (the rated person, once); the rating shows the reply at once. */
export function useReply(profileId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, text }: { ratingId: number; text: string }) =>
      apiFetch<PublicRating>(`/api/ratings/${ratingId}/reply`, { method: 'POST', json: { text } }),
    onSuccess: async (rating) => {
      client.setQueryData<PublicProfile | null>(profileQueryOptions(profileId).queryKey, (profile) =>
        profile
          ? { ...profile, ratings: profile.ratings.map((item) => (item.id === rating.id ? rating : item)) }
          : profile,
      );
      await client.invalidateQueries({ queryKey: RATINGS_QUERY_KEY });
    },
  });
}
