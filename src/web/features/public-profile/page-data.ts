import type { QueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from './api';

/** /u/{id}: the person's public profile. */
export async function prefetchPublicProfile(input: {
  params: Record<string, string | undefined>;
  queryClient: QueryClient;
}): Promise<void> {
  const id = input.params.id ?? '';
  if (id) await input.queryClient.query(profileQueryOptions(id)).catch(() => undefined); // as prefetchQuery did
}
