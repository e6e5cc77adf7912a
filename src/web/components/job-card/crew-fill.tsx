import { Users } from '../icons';
import type { Job } from '../../../shared/api/jobs';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';

export interface CrewFillProps {
  /** The job's places: workers needed and those the poster marked as hired. */
  job: Pick<Job, 'workersNeeded' | 'hiredCount'>;
  className?: string;
}

/**
 * Crews (issue #12): "2 of 5 filled" with a people icon, for a job that needs several workers; nothing
 * for a job that needs one. For job cards and job pages.
 */
export function CrewFill({ job, className }: CrewFillProps) {
  const { t } = useTranslation();
  if (job.workersNeeded <= 1) return null;
  const full = job.hiredCount >= job.workersNeeded;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-semibold',
        full ? 'text-success' : 'text-muted-foreground',
        className,
      )}
    >
      <Users aria-hidden="true" className="size-4 shrink-0" />
      {t('crews.filled', { hired: Math.min(job.hiredCount, job.workersNeeded), needed: job.workersNeeded })}
    </span>
  );
}
