import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JobListResponse } from '../../../shared/api/jobs';
import type { CountryCode } from '../../../shared/geo';
import { JOBS_QUERY_KEY } from '../../components/job-card/job-api';
import { apiFetch } from '../../lib/api';
import type { ListFilters, Sort } from './list-params';

export interface JobListParams extends ListFilters {
  country: CountryCode;
  search?: string;
  /** A city slug (/jobs/{city}) or city text (?city=). */
  city?: string;
  /** A category group id (/category/{id}). */
  category?: string;
  sort: Sort;
  /**
   * The browser's own date "YYYY-MM-DD", sent with a day filter (`when`) so "today" is the visitor's;
   * without it (the server's render) the server counts from the country's main time zone.
   */
  today?: string;
}

/** The query string of GET /api/jobs for these parameters and page. */
export function jobListSearch(params: JobListParams, cursor?: string | null, limit?: number): string {
  const query = new URLSearchParams({ country: params.country });
  if (params.search) query.set('search', params.search);
  if (params.city) query.set('city', params.city);
  if (params.category) query.set('category', params.category);
  if (params.types.length) query.set('types', params.types.join(','));
  if (params.pay.length) query.set('pay', params.pay.join(','));
  if (params.timing.length) query.set('timing', params.timing.join(','));
  if (params.when) {
    query.set('when', params.when);
    if (params.today) query.set('today', params.today);
  }
  if (params.sameDayPay) query.set('payTiming', 'same-day');
  if (params.sort !== 'newest') query.set('sort', params.sort);
  if (cursor) query.set('cursor', cursor);
  if (limit) query.set('limit', String(limit));
  return query.toString();
}

export function fetchJobList(
  params: JobListParams,
  cursor: string | null,
  signal?: AbortSignal,
  limit?: number,
): Promise<JobListResponse> {
  return apiFetch<JobListResponse>(`/api/jobs?${jobListSearch(params, cursor, limit)}`, { signal });
}

/** A listing, page by page (20 a page) with the server's cursor; the previous list stays while the next loads. */
export function jobListQueryOptions(params: JobListParams) {
  return infiniteQueryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'list', 'pages', params] as const,
    queryFn: ({ pageParam, signal }) => fetchJobList(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** One job of a listing (limit 1): its total and its first job (the lowest or highest pay). */
export function jobListPeekQueryOptions(params: JobListParams) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'list', 'peek', params] as const,
    queryFn: ({ signal }) => fetchJobList(params, null, signal, 1),
  });
}
