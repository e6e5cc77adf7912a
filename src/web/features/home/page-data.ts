import type { QueryClient } from '@tanstack/react-query';
import type { CountryCode } from '../../../shared/geo';
import { todayJobsQueryOptions } from './api';

/** The home page's data: the newest jobs of the visitor's country. */
export async function prefetchHome(input: { country: CountryCode; queryClient: QueryClient }): Promise<void> {
  // Fetched into the cache; a failure is left to the page (as prefetchQuery did).
  await input.queryClient.query(todayJobsQueryOptions(input.country)).catch(() => undefined);
}
