import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Job, JobGoneResponse, MyJobsResponse } from '../../../shared/api/jobs';
import { ApiError, apiFetch, apiRequest, parseApiErrorBody } from '../../lib/api';

/**
 * Job data shared by the job pages, the post form, the home page and "My jobs" (type-only imports of
 * the contract, so no zod in these chunks). Every job query key starts with 'jobs': a post, an edit or a
 * status change invalidates them all at once.
 */
export const JOBS_QUERY_KEY = ['jobs'] as const;

export type { Job };

/**
 * One job for its page or the edit form: a closed or expired job (410) still comes with its data; a job
 * that never existed or was deleted (404) is an answer too, so a server-rendered page can say so.
 */
export type JobLookup = { state: 'live'; job: Job } | { state: 'gone'; job: Job } | { state: 'missing' };

function isGoneBody(value: unknown): value is JobGoneResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as { job?: { id?: unknown } | null };
  return typeof body.job === 'object' && body.job !== null && typeof body.job.id === 'number';
}

/** GET /api/jobs/:id. Resolves for live, gone (410) and missing (404) jobs; rejects with ApiError otherwise. */
export async function fetchJob(id: string, signal?: AbortSignal): Promise<JobLookup> {
  const response = await apiRequest(`/api/jobs/${encodeURIComponent(id)}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { state: 'live', job: body as Job };
  if (response.status === 410 && isGoneBody(body)) return { state: 'gone', job: body.job };
  if (response.status === 404) return { state: 'missing' };
  const parsed = parseApiErrorBody(body);
  throw new ApiError({
    status: response.status,
    code: parsed?.error.code ?? (response.status === 404 ? 'not_found' : 'internal'),
    message: parsed?.error.message ?? `Request failed (${response.status})`,
    requestId: parsed?.requestId,
  });
}

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => fetchJob(id, signal),
  });
}

export function useJob(id: string, enabled = true) {
  return useQuery({ ...jobQueryOptions(id), enabled });
}

export const myJobsQueryOptions = queryOptions({
  queryKey: [...JOBS_QUERY_KEY, 'mine'] as const,
  queryFn: async ({ signal }) => (await apiFetch<MyJobsResponse>('/api/me/jobs', { signal })).jobs,
});

export function useMyJobs(enabled = true) {
  return useQuery({ ...myJobsQueryOptions, enabled });
}

export type JobStatusAction = 'close' | 'reopen' | 'renew';

/** POST /api/jobs/:id/{close|reopen|renew}; refreshes every job list and the job's page. */
export function useJobStatusAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: JobStatusAction }) =>
      apiFetch<Job>(`/api/jobs/${id}/${action}`, { method: 'POST', json: {} }),
    onSuccess: async (job) => {
      const lookup: JobLookup = job.status === 'active' ? { state: 'live', job } : { state: 'gone', job };
      client.setQueryData<JobLookup>([...JOBS_QUERY_KEY, 'detail', String(job.id)], lookup);
      await client.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
    },
  });
}

/**
 * Which status changes make sense for a job: reopen a closed job still in date, renew an expired one;
 * none while a moderator reviews it (held) or after they removed it.
 */
export function availableStatusActions(job: Pick<Job, 'status' | 'expiresAt'>, now = Date.now()) {
  if (job.status === 'held' || job.status === 'removed') return { close: false, reopen: false, renew: false };
  const expired = job.status === 'expired' || new Date(job.expiresAt).getTime() <= now;
  return {
    close: job.status === 'active' && !expired,
    reopen: job.status === 'closed' && !expired,
    renew: expired,
  };
}
