import type { QueryClient } from '@tanstack/react-query';
import {
  addToThread,
  catchUp,
  conversationQueryKey,
  conversationsQueryKey,
  unreadQueryKey,
} from './messaging';
import { NOTIFICATIONS_QUERY_KEY } from './notifications';
import { realtime } from './realtime';
import { SESSION_QUERY_KEY } from './session';

/**
 * While someone is signed in: keeps the live connection open and the messaging caches true to it. A new
 * message joins its cached thread at once; lists, counts and the conversation header reload; after a
 * reconnect every cached thread fetches what it missed. Returns the function that stops it all.
 */
export function startRealtimeSync(client: QueryClient): () => void {
  const refresh = (conversationId: number) => {
    void client.invalidateQueries({ queryKey: conversationsQueryKey });
    void client.invalidateQueries({ queryKey: unreadQueryKey });
    void client.invalidateQueries({ queryKey: conversationQueryKey(conversationId) });
  };
  const offEvents = realtime.subscribe((event) => {
    if (event.type === 'reconnected') {
      catchUp(client).catch((error: unknown) => console.warn('Could not fetch missed messages', error));
      void client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    } else if (event.type === 'session-ended') {
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } else if (event.frame.type === 'message') {
      addToThread(client, event.frame.message.conversationId, [event.frame.message]);
      refresh(event.frame.message.conversationId);
    } else if (event.frame.type === 'read' || event.frame.type === 'conversation') {
      refresh(event.frame.conversationId);
    } else if (event.frame.type === 'notifications') {
      // New job alert matches: the bell's count and the notifications page reload.
      void client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    }
  });
  // A socket that keeps failing may mean the session ended elsewhere: check it.
  const offStatus = realtime.subscribeStatus(() => {
    if (realtime.getStatus() === 'reconnecting')
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  });
  realtime.start();
  return () => {
    offEvents();
    offStatus();
    realtime.stop();
  };
}
