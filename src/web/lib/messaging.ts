import { queryOptions, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  ConversationListResponse,
  Message,
  MessagePage,
  StartConversationResponse,
  UnreadResponse,
} from '../../shared/api/messages';
import { mergeMessages } from '../../shared/messaging';
import { buildPath } from '../../shared/routes';
import { apiFetch } from './api';
import { setTitleCount } from './head';

/**
 * Messaging data the whole app shares (type-only imports of the contract, so no zod here): the unread
 * total in the header, Send Message on job cards, and the caches the live connection keeps fresh.
 * Every key starts with 'messages'; signing out resets them with the rest.
 */
export const MESSAGES_QUERY_KEY = ['messages'] as const;
export const unreadQueryKey = [...MESSAGES_QUERY_KEY, 'unread'] as const;
export const conversationsQueryKey = [...MESSAGES_QUERY_KEY, 'conversations'] as const;
export const conversationQueryKey = (id: number) => [...MESSAGES_QUERY_KEY, 'conversation', id] as const;
export const threadQueryKey = (id: number) => [...MESSAGES_QUERY_KEY, 'thread', id] as const;
/** The people I blocked (Settings); unblocking in a conversation refreshes it. */
export const blocksQueryKey = [...MESSAGES_QUERY_KEY, 'blocks'] as const;

/** A thread in the cache: pages from newest to oldest, each ascending by id. */
export type ThreadData = InfiniteData<MessagePage, number | null>;

export function unreadQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: unreadQueryKey,
    queryFn: async ({ signal }) =>
      (await apiFetch<UnreadResponse | undefined>('/api/me/unread', { signal }))?.total ?? 0,
    enabled,
    staleTime: 60_000,
  });
}

/** The signed-in user's unread total (0 when signed out); the browser tab's title shows it too. */
export function useUnreadTotal(signedIn: boolean): number {
  const { data } = useQuery(unreadQueryOptions(signedIn));
  const total = signedIn ? (data ?? 0) : 0;
  useEffect(() => setTitleCount(total), [total]);
  return total;
}

/** "99+" beyond 99. */
export function unreadLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The messages page for a conversation. */
export function conversationPath(id: number): string {
  return `${buildPath('messages')}?conversation=${id}`;
}

/** The messages page that starts (or opens) the conversation about a job: used after signing in. */
export function messagesPathForJob(jobId: number): string {
  return `${buildPath('messages')}?job=${jobId}`;
}

/** POST /api/conversations: the one conversation about this job with its poster (created if needed). */
export async function startConversation(jobId: number): Promise<number> {
  const result = await apiFetch<StartConversationResponse>('/api/conversations', {
    method: 'POST',
    json: { jobId },
  });
  return result.conversationId;
}

/** Puts messages into a cached thread (when that thread is cached): every message once, in order. */
export function addToThread(client: QueryClient, conversationId: number, incoming: readonly Message[]): void {
  client.setQueryData<ThreadData>(threadQueryKey(conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const [newest, ...older] = data.pages as [MessagePage, ...MessagePage[]];
    return { ...data, pages: [{ ...newest, messages: mergeMessages(newest.messages, incoming) }, ...older] };
  });
}

/** The newest message id a cached thread holds. */
function lastHeldId(data: ThreadData): number {
  return data.pages[0]?.messages.at(-1)?.id ?? 0;
}

/**
 * After a reconnect: every cached thread fetches the messages after the last one it holds, page by
 * page, and the lists and counts reload.
 */
export async function catchUp(client: QueryClient): Promise<void> {
  const threads = client.getQueriesData<ThreadData>({ queryKey: [...MESSAGES_QUERY_KEY, 'thread'] });
  await Promise.all(
    threads.map(async ([key, data]) => {
      const conversationId = Number(key[2]);
      if (!data || !Number.isSafeInteger(conversationId)) return;
      let after = lastHeldId(data);
      for (let more = true; more;) {
        const page = await apiFetch<MessagePage>(
          `/api/conversations/${conversationId}/messages?after=${after}&limit=200`,
        );
        addToThread(client, conversationId, page.messages);
        after = page.messages.at(-1)?.id ?? after;
        more = page.hasMore && page.messages.length > 0;
      }
    }),
  );
  await client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === MESSAGES_QUERY_KEY[0] && query.queryKey[1] !== 'thread',
  });
}

/** Marks every conversation in the cached lists as read up to a point after the user read it. */
export function setConversationRead(client: QueryClient, conversationId: number): void {
  client.setQueryData<InfiniteData<ConversationListResponse>>(conversationsQueryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            conversations: page.conversations.map((conversation) =>
              conversation.id === conversationId ? { ...conversation, unreadCount: 0 } : conversation,
            ),
          })),
        }
      : data,
  );
}
