import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountryCode, CurrencyCode } from '../../../shared/geo';
import { apiFetch } from '../../lib/api';

/** What the home page shows of a job. Fields beyond these are ignored. */
export interface TodayJob {
  id: string | number;
  title: string;
  location: string;
  dailySalary: number | null;
  currency: CurrencyCode | null;
  category: string | null;
  featured: boolean;
  createdAt: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Keeps the jobs that have at least an id and a title; tolerates a response of any other shape. */
export function parseTodayJobs(body: unknown): TodayJob[] {
  const list = isRecord(body) && Array.isArray(body.jobs) ? body.jobs : [];
  const jobs: TodayJob[] = [];
  for (const item of list) {
    if (!isRecord(item)) continue;
    const id = typeof item.id === 'number' || typeof item.id === 'string' ? item.id : null;
    const title = text(item.title);
    if (id === null || !title) continue;
    const salary = Number(item.dailySalary);
    const currency = item.currency === 'INR' || item.currency === 'USD' ? item.currency : null;
    jobs.push({
      id,
      title,
      location: text(item.location) ?? '',
      dailySalary: Number.isFinite(salary) && salary > 0 ? salary : null,
      currency,
      category: text(item.category),
      featured: item.featured === true,
      createdAt: text(item.createdAt),
    });
  }
  return jobs;
}

export const TODAY_JOBS_LIMIT = 4;

/** The newest jobs of the visitor's country (a US visitor sees US jobs in dollars). */
export function todayJobsQueryOptions(country: CountryCode) {
  return queryOptions({
    queryKey: ['jobs', 'list', { limit: TODAY_JOBS_LIMIT, country }] as const,
    queryFn: async ({ signal }) =>
      parseTodayJobs(
        await apiFetch<unknown>(`/api/jobs?limit=${TODAY_JOBS_LIMIT}&country=${country}`, { signal }),
      ),
  });
}

export function useTodayJobs(country: CountryCode) {
  return useQuery(todayJobsQueryOptions(country));
}
