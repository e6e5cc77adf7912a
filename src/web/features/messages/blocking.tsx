import { useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useState } from 'react';
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
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await blockConversation(client, conversationId);
      onClose();
      toastSuccess(t('messages.thread.blockedToast', { name }));
    } catch (error) {
      toastError(t('messages.thread.blockFailed'), errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('messages.thread.blockTitle', { name })}
      description={t('messages.thread.blockBody')}
      busy={busy}
      busyText={t('messages.thread.blocking')}
      icon={<Ban aria-hidden="true" className="size-5" />}
      confirmLabel={t('messages.thread.blockConfirm')}
      onConfirm={() => void confirm()}
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
  const [busy, setBusy] = useState(false);
  const unblock = async () => {
    setBusy(true);
    try {
      await unblockPerson(client, conversationId, userId);
      toastSuccess(t('messages.thread.unblockedToast', { name }));
    } catch (error) {
      toastError(t('messages.thread.unblockFailed'), errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-3 border-t border-border bg-muted p-4 text-center"
    >
      <p className="font-semibold">{t('messages.thread.blockedByMe')}</p>
      <Button
        variant="outline"
        loading={busy}
        loadingText={t('messages.thread.unblocking')}
        onClick={() => void unblock()}
      >
        {t('messages.thread.unblock')}
      </Button>
    </div>
  );
}
