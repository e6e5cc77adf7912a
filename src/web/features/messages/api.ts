import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationListResponse,
  HireResponse,
  MarkReadResponse,
  Message,
  MessagePage,
} from '../../../shared/api/messages';
import type { BlockResponse } from '../../../shared/api/safety';
import { JOBS_QUERY_KEY } from '../../components/job-card/job-api';
import { ApiError, apiFetch } from '../../lib/api';
import {
  blocksQueryKey,
  conversationQueryKey,
  conversationsQueryKey,
  setConversationRead,
  threadQueryKey,
  unreadQueryKey,
} from '../../lib/messaging';
import { realtime } from '../../lib/realtime';

/** The conversation list, most recently active first, in pages of 30. */
export const conversationsQueryOptions = infiniteQueryOptions({
  queryKey: conversationsQueryKey,
  queryFn: ({ pageParam, signal }) =>
    apiFetch<ConversationListResponse>(
      pageParam ? `/api/conversations?${new URLSearchParams({ cursor: pageParam })}` : '/api/conversations',
      { signal },
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function conversationQueryOptions(id: number) {
  return queryOptions({
    queryKey: conversationQueryKey(id),
    queryFn: ({ signal }) => apiFetch<Conversation>(`/api/conversations/${id}`, { signal }),
  });
}

/**
 * A thread: the newest page first, then older pages (keyset by message id). The live connection keeps
 * it fresh (new messages join the newest page; a reconnect fetches what was missed), so it never goes
 * stale by time.
 */
export function threadQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: threadQueryKey(id),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<MessagePage>(`/api/conversations/${id}/messages${pageParam ? `?before=${pageParam}` : ''}`, {
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => (last.hasMore ? (last.messages[0]?.id ?? null) : null),
    staleTime: Infinity,
  });
}

/** HTTP status of a refused socket frame, so both ways of sending fail alike. */
function statusOf(code: string): number {
  if (code === 'not_found') return 404;
  if (code === 'rate_limited') return 429;
  if (code === 'client_id_taken') return 409;
  if (code === 'blocked') return 403;
  if (code === 'internal') return 500;
  return 400;
}

/**
 * Sends a message: over the live socket when it is open, else (or when it gives no answer in time)
 * over HTTP with the same clientId, so a message sent twice is stored once.
 */
export async function sendMessage(
  conversationId: number,
  clientId: string,
  content: string,
): Promise<Message> {
  const answer = await realtime.request({ type: 'send', conversationId, clientId, content });
  if (answer?.type === 'sent') return answer.message;
  if (answer?.type === 'error') {
    throw new ApiError({
      status: statusOf(answer.code),
      code: answer.code,
      message: answer.message,
      params: answer.retryAfterSeconds ? { seconds: answer.retryAfterSeconds } : undefined,
      fields: answer.fields,
      fieldKeys: answer.fieldKeys,
    });
  }
  return apiFetch<Message>(`/api/conversations/${conversationId}/messages`, {
    method: 'POST',
    json: { clientId, content },
  });
}

/** Moves my read marker to `messageId`; the unread counts follow at once. */
export async function markRead(
  client: QueryClient,
  conversationId: number,
  messageId: number,
): Promise<void> {
  const result = await apiFetch<MarkReadResponse>(`/api/conversations/${conversationId}/read`, {
    method: 'POST',
    json: { messageId },
  });
  client.setQueryData(unreadQueryKey, result.unreadTotal);
  setConversationRead(client, conversationId);
  client.setQueryData<Conversation>(conversationQueryKey(conversationId), (data) =>
    data ? { ...data, unreadCount: 0 } : data,
  );
}

/** Puts the block state into the cached conversation and lists. */
function setBlocked(client: QueryClient, conversationId: number, blocked: Conversation['blocked']): void {
  client.setQueryData<Conversation>(conversationQueryKey(conversationId), (data) =>
    data ? { ...data, blocked } : data,
  );
  void client.invalidateQueries({ queryKey: conversationsQueryKey });
}

/** Blocks the other person of a conversation: neither can message the other until I unblock. */
export async function blockConversation(client: QueryClient, conversationId: number): Promise<void> {
  await apiFetch<BlockResponse>(`/api/conversations/${conversationId}/block`, { method: 'POST' });
  setBlocked(client, conversationId, 'by-me');
  void client.invalidateQueries({ queryKey: blocksQueryKey });
}

/** Lifts my block of a person; the conversation reloads (they may have blocked me too). */
export async function unblockPerson(
  client: QueryClient,
  conversationId: number,
  userId: string,
): Promise<void> {
  await apiFetch<BlockResponse>(`/api/me/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' });
  setBlocked(client, conversationId, 'none');
  void client.invalidateQueries({ queryKey: blocksQueryKey });
  await client.invalidateQueries({ queryKey: conversationQueryKey(conversationId) });
}

/**
 * Crews (issue #12): the job's poster marks the worker of a conversation as hired (or undoes it). The
 * cached conversation takes the answer (hired, the job's status: the last place filled closes the job,
 * an undo reopens it); the conversation list and every job query reload (places filled, open or closed).
 */
export async function setHired(
  client: QueryClient,
  conversationId: number,
  hired: boolean,
): Promise<HireResponse> {
  const result = await apiFetch<HireResponse>(`/api/conversations/${conversationId}/hire`, {
    method: hired ? 'POST' : 'DELETE',
  });
  client.setQueryData<Conversation>(conversationQueryKey(conversationId), (data) =>
    data ? { ...data, hired: result.hired, job: { ...data.job, status: result.jobStatus } } : data,
  );
  void client.invalidateQueries({ queryKey: conversationsQueryKey });
  void client.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
  return result;
}

/** The report endpoints of a message and of a conversation (the other person in it). */
export const messageReportPath = (messageId: number) => `/api/messages/${messageId}/report`;
export const conversationReportPath = (conversationId: number) =>
  `/api/conversations/${conversationId}/report`;
