import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useTranslation } from '../../lib/i18n';

/** A question before a step that is hard to take back (block, undo a hire): Cancel, or the danger button. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  busy,
  busyText,
  icon,
  confirmLabel,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  busy: boolean;
  busyText: string;
  icon: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={t('dialog.close')}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('messages.thread.cancel')}
        </Button>
        <Button variant="danger" loading={busy} loadingText={busyText} onClick={onConfirm}>
          {icon}
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
