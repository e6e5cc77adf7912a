import type { InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Message, MessagePage } from '../../../shared/api/messages';
import { mergeMessages } from '../../../shared/messaging';
import type { ThreadItem } from './bubble';
import { outbox, useOutgoing } from './outbox';

/**
 * The thread as it shows: the stored messages of every loaded page in ascending order, then mine still
 * on their way. Outgoing messages the server has confirmed (live, or before a reload) leave the outbox.
 */
export function useThreadItems(
  userId: string,
  conversationId: number,
  data: InfiniteData<MessagePage> | undefined,
): { stored: Message[]; items: ThreadItem[] } {
  const outgoing = useOutgoing(userId, conversationId);
  const stored = data
    ? data.pages
        .slice()
        .reverse()
        .reduce<Message[]>((all, page) => mergeMessages(all, page.messages), [])
    : [];
  const storedMine = new Set(stored.filter((m) => m.senderId === userId).map((m) => m.clientId));
  const pending = outgoing.filter((item) => !storedMine.has(item.clientId));
  const items: ThreadItem[] = [
    ...stored.map((message): ThreadItem => ({ kind: 'stored', message, mine: message.senderId === userId })),
    ...pending.map((item): ThreadItem => ({ kind: 'outgoing', outgoing: item })),
  ];

  const confirmed = outgoing.filter((item) => storedMine.has(item.clientId)).map((item) => item.clientId);
  const confirmedKey = confirmed.join(',');
  useEffect(() => {
    if (confirmedKey) outbox.remove(confirmedKey.split(','));
  }, [confirmedKey]);

  return { stored, items };
}
