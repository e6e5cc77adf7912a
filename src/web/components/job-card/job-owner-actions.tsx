import { Pencil, RefreshCw, RotateCcw, CircleX, type IconComponent } from '../icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { Badge, type BadgeTone } from '../ui/badge';
import { Button, buttonClasses } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { availableStatusActions, useJobStatusAction, type Job, type JobStatusAction } from './job-api';

/** The post form in edit mode for a job. */
export function editJobPath(id: number): string {
  return `${buildPath('post')}?edit=${id}`;
}

const STATUS_TONES: Record<Job['status'], BadgeTone> = {
  active: 'success',
  closed: 'neutral',
  expired: 'danger',
  held: 'accent',
  removed: 'danger',
};

export function JobStatusBadge({ status }: { status: Job['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`jobs.status.${status}`)}</Badge>;
}

const DONE: Record<JobStatusAction, { title: string; body: string }> = {
  close: { title: 'jobs.owner.closed', body: 'jobs.owner.closedBody' },
  reopen: { title: 'jobs.owner.reopened', body: 'jobs.owner.reopenedBody' },
  renew: { title: 'jobs.owner.renewed', body: 'jobs.owner.renewedBody' },
};

/** The status changes made at a tap, without a confirmation (Close asks first), and their icons. */
const AT_ONCE = [
  { action: 'reopen', icon: RotateCcw },
  { action: 'renew', icon: RefreshCw },
] as const satisfies readonly { action: JobStatusAction; icon: IconComponent }[];

/**
 * The poster's buttons for one job: Edit (the post form prefilled), Close (after a confirmation),
 * Reopen a closed job, Renew an expired one. Each ends in a toast; the lists refresh.
 */
export function JobOwnerActions({ job, className }: { job: Job; className?: string }) {
  const { t } = useTranslation();
  const action = useJobStatusAction();
  const [confirmClose, setConfirmClose] = useState(false);
  const available = availableStatusActions(job);
  const busy = action.isPending ? action.variables.action : null;

  const run = (next: JobStatusAction) => {
    action.mutate(
      { id: job.id, action: next },
      {
        onSuccess: () => {
          setConfirmClose(false);
          toastSuccess(t(DONE[next].title), t(DONE[next].body));
        },
        onError: (error) => {
          setConfirmClose(false);
          toastError(
            t('jobs.owner.errorTitle'),
            error instanceof ApiError ? error.message : t('errors.internal'),
          );
        },
      },
    );
  };

  return (
    <div
      role="group"
      aria-label={t('jobs.owner.actionsFor', { title: job.title })}
      className={cn('flex flex-wrap gap-2', className)}
    >
      {job.status === 'removed' ? null : (
        <Link to={editJobPath(job.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('jobs.owner.edit')}
        </Link>
      )}
      {available.close ? (
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => setConfirmClose(true)}>
          <CircleX aria-hidden="true" className="size-4" />
          {t('jobs.owner.close')}
        </Button>
      ) : null}
      {AT_ONCE.map(({ action: next, icon: Icon }) =>
        available[next] ? (
          <Button
            key={next}
            variant="secondary"
            size="sm"
            loading={busy === next}
            disabled={busy !== null}
            onClick={() => run(next)}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`jobs.owner.${next}`)}
          </Button>
        ) : null,
      )}
      <Dialog
        open={confirmClose}
        onClose={() => setConfirmClose(false)}
        title={t('jobs.owner.closeConfirmTitle')}
        description={t('jobs.owner.closeConfirmBody')}
        closeLabel={t('dialog.close')}
      >
        <p className="font-semibold">{job.title}</p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirmClose(false)}>
            {t('jobs.owner.cancel')}
          </Button>
          <Button variant="danger" loading={busy === 'close'} onClick={() => run('close')}>
            {t('jobs.owner.closeConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
