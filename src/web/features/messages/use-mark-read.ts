import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Message } from '../../../shared/api/messages';
import { markRead } from './api';

/** Whether the page is visible (not a background tab or a locked phone). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Marks the conversation read up to its newest message when that is newer than what was marked and
 * the page is visible; my own newest message needs no marking unless something here is still unread.
 */
export function useMarkRead(
  conversationId: number,
  userId: string,
  newest: Message | undefined,
  unreadHere: number,
): void {
  const client = useQueryClient();
  const marked = useRef(0);
  const visible = usePageVisible();
  useEffect(() => {
    if (!newest || !visible || newest.id <= marked.current) return;
    if (newest.senderId === userId && unreadHere === 0) return;
    marked.current = newest.id;
    markRead(client, conversationId, newest.id).catch((error: unknown) => {
      marked.current = 0;
      console.warn('Could not mark the conversation read', error);
    });
  }, [client, conversationId, newest, visible, userId, unreadHere]);
}
