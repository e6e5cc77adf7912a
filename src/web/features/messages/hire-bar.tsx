import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Undo2, UserCheck } from '../../components/icons';
import { useCallback, useState } from 'react';
import type { Conversation } from '../../../shared/api/messages';
import { JOBS_QUERY_KEY } from '../../components/job-card/job-api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ApiError, errorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import { conversationQueryKey } from '../../lib/messaging';
import { toastSuccess } from '../../lib/toast';
import { setHired } from './api';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Crews (issue #12), the job's poster only: "Hire {name}" under the header, or once hired a "Hired" badge
 * with "Undo hire" (confirmed in a dialog). A toast tells how many places are filled and whether the job
 * closed (the last place) or opened again (an undo); a refusal (they never wrote, every place is filled,
 * the job is closed) stays in view next to the button.
 */
export function HireBar({ conversation, name }: { conversation: Conversation; name: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const closeUndo = useCallback(() => setConfirmUndo(false), []);

  const change = useMutation({
    // The job's status before the change: an undo that opens a closed job again says so.
    mutationFn: ({ hired }: { hired: boolean; statusBefore: Conversation['job']['status'] }) =>
      setHired(client, conversation.id, hired),
    // Offline too: the request fails at once and the refusal says so.
    networkMode: 'always',
    onMutate: () => setError(null),
    onSuccess: (result, { hired, statusBefore }) => {
      const places = { name, hired: result.hiredCount, count: result.workersNeeded };
      setConfirmUndo(false);
      if (hired) {
        toastSuccess(
          t('messages.thread.hiredToast', places),
          result.jobStatus === 'closed' ? t('messages.thread.jobFilled') : undefined,
        );
      } else {
        toastSuccess(
          t('messages.thread.unhiredToast', places),
          result.jobStatus === 'active' && statusBefore !== 'active'
            ? t('messages.thread.jobReopened')
            : undefined,
        );
      }
    },
    onError: (caught, { hired }) => {
      setConfirmUndo(false);
      const reason =
        caught instanceof ApiError && caught.code === 'job_closed'
          ? t('messages.thread.hireJobClosed')
          : errorMessage(caught, t);
      setError(
        `${hired ? t('messages.thread.hireFailed', { name }) : t('messages.thread.undoHireFailed')} ${reason}`,
      );
      // Refused on the state of things (full, closed, not written yet): show them as they are now.
      if (caught instanceof ApiError && caught.status === 409) {
        void client.invalidateQueries({ queryKey: conversationQueryKey(conversation.id) });
        void client.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
      }
    },
  });
  const hire = (hired: boolean) => change.mutate({ hired, statusBefore: conversation.job.status });
  const busy = change.isPending;

  if (conversation.role !== 'employer') return null;
  // A closed job takes no new hires, and nobody hires a deleted account; a hire can always be undone.
  const canHire = conversation.job.status === 'active' && conversation.other.id !== null;
  if (!conversation.hired && !canHire && !error) return null;
  return (
    <div className="border-b border-border px-3 py-2">
      {conversation.hired ? (
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone="success" className="px-3 py-1 text-sm">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('messages.thread.hired')}
          </Badge>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirmUndo(true)}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t('messages.thread.undoHire')}
          </Button>
        </div>
      ) : canHire ? (
        <Button
          className="w-full sm:w-auto"
          loading={busy}
          loadingText={t('messages.thread.hiring')}
          onClick={() => hire(true)}
        >
          <UserCheck aria-hidden="true" className="size-5" />
          {t('messages.thread.hire', { name })}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-semibold text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmUndo}
        onClose={closeUndo}
        title={t('messages.thread.undoHireTitle', { name })}
        description={t('messages.thread.undoHireBody', { name })}
        busy={busy}
        busyText={t('messages.thread.undoingHire')}
        icon={<Undo2 aria-hidden="true" className="size-5" />}
        confirmLabel={t('messages.thread.undoHireConfirm')}
        onConfirm={() => hire(false)}
      />
    </div>
  );
}
