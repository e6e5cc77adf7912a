import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobListResponse } from '../../../shared/api/jobs';
import type { CountryCode } from '../../../shared/geo';
import { JOBS_QUERY_KEY, type Job } from '../../components/job-card/job-api';
import { apiFetch } from '../../lib/api';

export const TODAY_JOBS_LIMIT = 4;

/** The newest jobs of the visitor's country (a US visitor sees US jobs in dollars). */
export function todayJobsQueryOptions(country: CountryCode) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'list', { limit: TODAY_JOBS_LIMIT, country }] as const,
    queryFn: async ({ signal }): Promise<Job[]> =>
      (await apiFetch<JobListResponse>(`/api/jobs?limit=${TODAY_JOBS_LIMIT}&country=${country}`, { signal }))
        .jobs,
  });
}

export function useTodayJobs(country: CountryCode) {
  return useQuery(todayJobsQueryOptions(country));
}
