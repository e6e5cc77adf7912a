import { CalendarClock, CalendarDays, MapPin, PlusCircle } from '../../components/icons';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buildPath, jobPath } from '../../../shared/routes';
import { availableStatusActions, useMyJobs, type Job } from '../../components/job-card/job-api';
import { JobCategory } from '../../components/job-card/job-card';
import { JobOwnerActions, JobStatusBadge } from '../../components/job-card/job-owner-actions';
import { payPerDay } from '../../components/job-card/job-text';
import { Button, buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatDate, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

function MyJobRow({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  const expired = availableStatusActions(job).renew;
  return (
    <li className={cn(cardClasses, 'p-4 sm:p-5', job.status !== 'active' && 'bg-muted/40')}>
      <div className="flex flex-wrap items-center gap-2">
        <JobStatusBadge status={job.status} />
        <JobCategory job={job} className="text-sm" />
      </div>
      <h3 className="mt-2 text-lg leading-snug font-bold">
        <Link to={jobPath(job.id)} className="hover:text-primary hover:underline">
          {job.title}
        </Link>
      </h3>
      <p className="mt-0.5 text-xl font-extrabold text-primary">
        {payPerDay(t, job.dailySalary, job.currency, i18n.language)}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4" />
          {job.location}
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('jobs.mine.posted', { date: formatDate(job.createdAt, locale) })}
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarClock aria-hidden="true" className="size-4" />
          {expired
            ? t('jobs.mine.expired', { date: formatDate(job.expiresAt, locale) })
            : job.status === 'closed'
              ? t('jobs.mine.closed')
              : t('jobs.mine.expires', { date: formatDate(job.expiresAt, locale) })}
        </li>
      </ul>
      <JobOwnerActions job={job} className="mt-3" />
    </li>
  );
}

/**
 * "My jobs" in the profile: the signed-in user's own jobs, every status, with Edit, Close, Reopen and
 * Renew. Renders nothing for a visitor who is not signed in.
 */
export function MyJobsSlot() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data: jobs, error, isPending, refetch } = useMyJobs(Boolean(user));

  useEffect(() => {
    if (error) console.error('Could not load my jobs:', error);
  }, [error]);

  if (!user) return null;

  return (
    <section aria-labelledby="my-jobs-heading" className="pt-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-jobs-heading" className="text-2xl font-bold">
            {t('jobs.mine.title')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('jobs.mine.lead')}</p>
        </div>
        <Link to={buildPath('post')} className={buttonClasses({ variant: 'outline' })}>
          <PlusCircle aria-hidden="true" className="size-5" />
          {t('jobs.mine.postJob')}
        </Link>
      </div>
      <div className="mt-4">
        {isPending ? (
          <p role="status" className="flex items-center gap-3 text-muted-foreground">
            <Spinner className="size-5" />
            {t('jobs.mine.loading')}
          </p>
        ) : error ? (
          <div className="flex flex-wrap items-center gap-3">
            <p>{t('jobs.mine.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              {t('jobs.list.tryAgain')}
            </Button>
          </div>
        ) : jobs.length === 0 ? (
          <p className={cn(cardClasses, 'p-5 text-muted-foreground')}>{t('jobs.mine.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {jobs.map((job) => (
              <MyJobRow key={job.id} job={job} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
