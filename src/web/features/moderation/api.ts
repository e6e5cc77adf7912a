import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ModerationActionResponse,
  ModerationLog,
  ModerationQueue,
} from '../../../shared/api/moderation';
import type { VitalsSummary } from '../../../shared/api/vitals';
import { apiFetch } from '../../lib/api';

const MODERATION_KEY = ['moderation'] as const;

export const moderationQueueOptions = queryOptions({
  queryKey: [...MODERATION_KEY, 'queue'] as const,
  queryFn: ({ signal }) => apiFetch<ModerationQueue>('/api/moderation/queue', { signal }),
  // A 404 means "not a moderator": asking again will not change it.
  retry: false,
});

export const moderationLogOptions = queryOptions({
  queryKey: [...MODERATION_KEY, 'log'] as const,
  queryFn: ({ signal }) => apiFetch<ModerationLog>('/api/moderation/log', { signal }),
  retry: false,
});

export const useModerationQueue = () => useQuery(moderationQueueOptions);
export const useModerationLog = (enabled: boolean) => useQuery({ ...moderationLogOptions, enabled });

/** One moderation action: its endpoint, e.g. `/api/moderation/jobs/12/remove`, and its body if any. */
export type ModerationAction = { path: string; json?: Record<string, unknown> };

/** Runs an action; the queue and the log reload after it, whoever else acted meanwhile. */
export function useModerationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, json }: ModerationAction) =>
      apiFetch<ModerationActionResponse>(path, { method: 'POST', json: json ?? {} }),
    onSettled: () => client.invalidateQueries({ queryKey: MODERATION_KEY }),
  });
}

/** Field data (decision 0022): its own key, so moderation actions do not ask for it again. */
export const moderationVitalsOptions = queryOptions({
  queryKey: ['vitals-summary'] as const,
  queryFn: ({ signal }) => apiFetch<VitalsSummary>('/api/moderation/vitals', { signal }),
  retry: false,
});

export const useModerationVitals = () => useQuery(moderationVitalsOptions);
