import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { addToThread, conversationsQueryKey, threadQueryKey } from '../../lib/messaging';
import { toastError } from '../../lib/toast';
import { conversationQueryOptions, sendMessage } from './api';
import { newClientId, outbox, type Outgoing } from './outbox';

/**
 * Sending through the outbox: a message shows at once as sending, then as stored once the server has
 * it, or as failed with why and a Retry (`deliver` sends one again).
 */
export function useSendMessage(userId: string, conversationId: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const deliver = useCallback(
    async (item: Outgoing) => {
      outbox.put({ ...item, status: 'sending', error: undefined });
      try {
        const message = await sendMessage(item.conversationId, item.clientId, item.content);
        // A thread fetch that started before this message was stored would overwrite it when it lands:
        // stop it, add the message, and fetch again if one was running (its answer now has the message).
        const key = threadQueryKey(item.conversationId);
        const wasFetching = client.isFetching({ queryKey: key }) > 0;
        if (wasFetching) await client.cancelQueries({ queryKey: key });
        addToThread(client, item.conversationId, [message]);
        if (wasFetching || !client.getQueryData(key)) void client.invalidateQueries({ queryKey: key });
        // Shown from the cache now; otherwise it leaves the outbox once the thread holds it (effect above).
        if (client.getQueryData(key)) outbox.remove([item.clientId]);
        void client.invalidateQueries({ queryKey: conversationsQueryKey });
        void import('../../lib/push-offer').then((module) => module.offerPushOnce()); // issue #24: notifications offered once, after a first message
      } catch (error) {
        const reason =
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? errorMessage(error, t)
            : undefined;
        outbox.update(item.clientId, { status: 'failed', error: reason });
        toastError(t('messages.toasts.errorTitle'), t('messages.toasts.sendFailed'));
        // Blocked meanwhile: the conversation reloads and the composer gives way to the notice.
        if (error instanceof ApiError && error.code === 'blocked') {
          void client.invalidateQueries({ queryKey: conversationQueryOptions(item.conversationId).queryKey });
        }
      }
    },
    [client, t],
  );

  const send = (content: string) =>
    void deliver({
      userId,
      clientId: newClientId(),
      conversationId,
      content,
      createdAt: new Date().toISOString(),
      status: 'sending',
    });

  return { send, deliver };
}
