import type { QueryClient } from '@tanstack/react-query';
import type { CountryCode } from '../../../shared/geo';
import { todayJobsQueryOptions } from './api';

/** The home page's data: the newest jobs of the visitor's country. */
export async function prefetchHome(input: { country: CountryCode; queryClient: QueryClient }): Promise<void> {
  await input.queryClient.prefetchQuery(todayJobsQueryOptions(input.country));
}
