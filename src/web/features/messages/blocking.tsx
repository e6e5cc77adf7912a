import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban } from '../../components/icons';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { blockConversation, unblockPerson } from './api';
import { ConfirmDialog } from './confirm-dialog';

/** Block {name}? Confirmed in a dialog; afterwards the thread shows the "You blocked" notice. */
export function BlockDialog({
  open,
  onClose,
  conversationId,
  name,
}: {
  open: boolean;
  onClose: () => void;
  conversationId: number;
  name: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const block = useMutation({
    mutationFn: () => blockConversation(client, conversationId),
    // Offline too: the request fails at once and says so.
    networkMode: 'always',
    onSuccess: () => {
      onClose();
      toastSuccess(t('messages.thread.blockedToast', { name }));
    },
    onError: (error) => toastError(t('messages.thread.blockFailed'), errorMessage(error, t)),
  });
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('messages.thread.blockTitle', { name })}
      description={t('messages.thread.blockBody')}
      busy={block.isPending}
      busyText={t('messages.thread.blocking')}
      icon={<Ban aria-hidden="true" className="size-5" />}
      confirmLabel={t('messages.thread.blockConfirm')}
      onConfirm={() => block.mutate()}
    />
  );
}
/** In place of the composer once I blocked the other person: says so, with Unblock. */
export function BlockedByMe({
  conversationId,
  userId,
  name,
}: {
  conversationId: number;
  userId: string;
  name: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const unblock = useMutation({
    mutationFn: () => unblockPerson(client, conversationId, userId),
    networkMode: 'always',
    onSuccess: () => toastSuccess(t('messages.thread.unblockedToast', { name })),
    onError: (error) => toastError(t('messages.thread.unblockFailed'), errorMessage(error, t)),
  });
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-3 border-t border-border bg-muted p-4 text-center"
    >
      <p className="font-semibold">{t('messages.thread.blockedByMe')}</p>
      <Button
        variant="outline"
        loading={unblock.isPending}
        loadingText={t('messages.thread.unblocking')}
        onClick={() => unblock.mutate()}
      >
        {t('messages.thread.unblock')}
      </Button>
    </div>
  );
}
