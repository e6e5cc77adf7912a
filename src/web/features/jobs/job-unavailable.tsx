/* A job page that cannot show a live job: not found, closed or expired, or the poster's own held or removed job. */

import { ShieldAlert, ShieldX, TimerOff } from '../../components/icons';
import { Link } from 'react-router';
import { localLocationLabel } from '../../../shared/i18n/place-names';
import { REVIEW_WITHIN_HOURS } from '../../../shared/limits';
import { buildPath } from '../../../shared/routes';
import { type Job } from '../../components/job-card/job-api';
import { JobOwnerActions, JobStatusBadge } from '../../components/job-card/job-owner-actions';
import { MessagePage } from '../../components/message-page';
import { buttonClasses } from '../../components/ui/button';
import { formatDate, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/job';

/** The poster's own held job (waiting for a moderator) or removed job: what happened and what comes next. */
function ReviewedJob({ job }: { job: Job }) {
  const { t } = useTranslation();
  const held = job.status === 'held';
  return (
    <MessagePage
      icon={held ? ShieldAlert : ShieldX}
      title={held ? t('safety.held.title') : t('safety.removed.title')}
      body={
        <>
          <p className="font-semibold text-foreground">
            {t('job.goneJob', { title: job.title, location: localLocationLabel(t, job) })}
          </p>
          <p>{held ? t(`safety.held.${job.reviewReason ?? 'wording'}`) : t('safety.removed.body')}</p>
          {held ? <p>{t('safety.held.review', { hours: REVIEW_WITHIN_HOURS })}</p> : null}
        </>
      }
    >
      <div className="mt-6 flex flex-col items-center gap-2">
        <JobStatusBadge status={job.status} />
        <JobOwnerActions job={job} className="justify-center" />
      </div>
    </MessagePage>
  );
}

export function GoneJob({ job }: { job: Job }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (job.status === 'held' || job.status === 'removed') return <ReviewedJob job={job} />;
  return (
    <MessagePage
      icon={TimerOff}
      title={t('job.goneTitle')}
      body={
        <>
          <p className="font-semibold text-foreground">
            {t('job.goneJob', { title: job.title, location: localLocationLabel(t, job) })}
          </p>
          <p>
            {job.status === 'closed'
              ? t('job.goneClosed')
              : t('job.goneExpired', { date: formatDate(job.expiresAt, locale) })}
          </p>
        </>
      }
    >
      {job.isOwner ? (
        <div className="mt-6 flex flex-col items-center gap-2">
          <JobStatusBadge status={job.status} />
          <JobOwnerActions job={job} className="justify-center" />
        </div>
      ) : null}
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to={buildPath('jobsByCity', { city: job.citySlug })} className={buttonClasses()}>
          {t('job.moreInCity', { city: job.city })}
        </Link>
        <Link to={buildPath('jobsByCity', { city: 'all' })} className={buttonClasses({ variant: 'outline' })}>
          {t('job.allJobs')}
        </Link>
      </div>
    </MessagePage>
  );
}
