import { ShieldAlert } from '../../components/icons';
import { Link } from 'react-router';
import { localCityName } from '../../../shared/i18n/place-names';
import { buildPath } from '../../../shared/routes';
import { CallButton } from '../../components/job-card/call-button';
import { CrewFill } from '../../components/job-card/crew-fill';
import { type Job } from '../../components/job-card/job-api';
import { JobBadges, JobCategory } from '../../components/job-card/job-card';
import { JobIllustration } from '../../components/job-card/job-illustration';
import { JobOwnerActions, JobStatusBadge } from '../../components/job-card/job-owner-actions';
import { payPerDay } from '../../components/job-card/job-text';
import { SendMessageButton } from '../../components/job-card/send-message-button';
import { ReportJobButton } from '../../components/job-card/report-job';
import { PosterRating } from '../../components/rating/poster-rating';
import { PosterTrust } from '../../components/job-card/poster-trust';
import { SafetyNotice } from '../../components/safety-notice';
import { buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/head';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/job';
import { Breadcrumb } from './breadcrumb';
import { JobDetails } from './job-details';
import { ShareActions } from './job-share-actions';
import { ListenButton } from './listen-button';
import { useJobSpeech } from './use-job-speech';

/* The page of a live job: what it is, how to reach the poster, sharing, and the poster's own panel. */

export function LiveJob({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  usePageTitle(job.title);
  const speech = useJobSpeech(job);
  const warn = !job.isOwner && job.scamWarning === true;
  return (
    <div className="mx-auto max-w-4xl px-4 pt-4 pb-10 sm:pt-6">
      <Breadcrumb
        items={[
          { label: t('jobs.list.home'), to: '/' },
          {
            label: t('jobs.list.inCity', { city: localCityName(t, job.citySlug, job.city) }),
            to: buildPath('jobsByCity', { city: job.citySlug }),
          },
          { label: job.title, wideOnly: true },
        ]}
      />
      <article className={cn(cardClasses, 'mt-2 overflow-hidden')}>
        <div className="flex items-start justify-between gap-4 p-5 sm:p-8">
          <div className="min-w-0">
            <JobBadges job={job} />
            <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">
              {job.title}
            </h1>
            <p className="mt-2 text-3xl font-extrabold text-primary sm:text-4xl">
              {payPerDay(t, job.dailySalary, job.currency, i18n.language)}
            </p>
            <JobCategory job={job} className="mt-3 text-base" />
            {/* Its own line: beside the kind of work it read as part of it. The button appears once the
                page runs (speech synthesis is the browser's); its room is kept so nothing below moves. */}
            <div className="mt-3 min-h-11">
              <ListenButton key={job.id} pieces={speech.pieces} lang={speech.lang} />
            </div>
            <div className="mt-2">
              <CrewFill job={job} />
            </div>
            <PosterRating posterId={job.posterId} className="mt-3" />
            <PosterTrust job={job} className="mt-2" />
          </div>
          <JobIllustration category={job.category} eager className="w-20 sm:w-44" />
        </div>

        <div className="border-t border-border p-5 sm:px-8">
          <div className="flex flex-col gap-2 sm:flex-row">
            <CallButton job={job} size="lg" className="w-full sm:w-auto" />
            {job.isOwner ? null : <SendMessageButton jobId={job.id} size="lg" className="w-full sm:w-auto" />}
          </div>
          {warn ? (
            <p
              role="alert"
              className="mt-4 flex items-start gap-2 rounded-xl border-2 border-danger bg-danger/10 px-3 py-2.5 font-bold"
            >
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
              {t('safety.jobWarning')}
            </p>
          ) : null}
          <SafetyNotice className="mt-4" />
          <ReportJobButton job={job} className="mt-2 -ml-2" />
        </div>

        <div className="grid gap-6 border-t border-border p-5 sm:p-8 md:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="min-w-0">
            <h2 className="text-lg font-bold">{t('job.description')}</h2>
            <p className="mt-2 text-base whitespace-pre-line text-pretty">{job.description}</p>
          </div>
          <JobDetails job={job} />
        </div>

        <div className="border-t border-border p-5 sm:px-8">
          <ShareActions job={job} />
        </div>
      </article>

      {job.isOwner ? <OwnerPanel job={job} /> : null}

      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Link
          to={buildPath('jobsByCity', { city: job.citySlug })}
          className={buttonClasses({ variant: 'outline' })}
        >
          {t('job.moreInCity', { city: localCityName(t, job.citySlug, job.city) })}
        </Link>
        <Link to={buildPath('jobsByCity', { city: 'all' })} className={buttonClasses({ variant: 'ghost' })}>
          {t('job.allJobs')}
        </Link>
      </div>
    </div>
  );
}

function OwnerPanel({ job }: { job: Job }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="owner-heading"
      className={cn(cardClasses, 'mt-6 border-primary/40 p-5 sm:px-8')}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="owner-heading" className="text-lg font-bold">
          {t('job.owner')}
        </h2>
        <JobStatusBadge status={job.status} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{t('job.ownerLead', { phone: job.phone })}</p>
      <JobOwnerActions job={job} className="mt-3" />
    </section>
  );
}
