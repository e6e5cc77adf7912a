import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchOrMissing } from '../../lib/api';

export interface DevEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The mailbox, newest first; null when the server has the dev mailbox off (404). */
export type DevMailbox = DevEmail[] | null;

function isDevEmail(value: unknown): value is Omit<DevEmail, 'id'> & { id: string | number } {
  if (typeof value !== 'object' || value === null) return false;
  const email = value as Record<string, unknown>;
  return (
    (typeof email.id === 'string' || typeof email.id === 'number') &&
    typeof email.to === 'string' &&
    typeof email.subject === 'string' &&
    typeof email.text === 'string' &&
    typeof email.sentAt === 'string'
  );
}

export async function fetchDevMailbox(signal?: AbortSignal): Promise<DevMailbox> {
  const body = await apiFetchOrMissing<{ emails?: unknown } | undefined>('/api/dev/mailbox', { signal });
  if (body === null) return null;
  const emails = Array.isArray(body?.emails) ? body.emails.filter(isDevEmail) : [];
  return emails
    .map((email) => ({ ...email, id: String(email.id) }))
    .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
}

export const devMailboxQueryOptions = queryOptions({
  queryKey: ['dev', 'mailbox'] as const,
  queryFn: ({ signal }) => fetchDevMailbox(signal),
  staleTime: 0,
});

export function useDevMailbox() {
  return useQuery(devMailboxQueryOptions);
}
