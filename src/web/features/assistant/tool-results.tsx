import { CircleCheck, LogIn, MapPin, ShieldAlert } from '../../components/icons';
import { Link } from 'react-router';
import type { JobSearchCriteria, ToolResult } from '../../../shared/api/assistant';
import { REVIEW_WITHIN_HOURS } from '../../../shared/limits';
import { buildPath, jobPath, jobSearchPath } from '../../../shared/routes';
import { slugify } from '../../../shared/text/slug';
import { JobCard, JobCategory } from '../../components/job-card/job-card';
import { Button, buttonClasses } from '../../components/ui/button';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { jobPay } from './reply-text';

/** Where "See all jobs" goes: the city's listing (or all jobs), with the search words. */
function searchPath(criteria: JobSearchCriteria): string {
  return jobSearchPath(criteria.city ? slugify(criteria.city) : 'all', criteria.words);
}

function JobsFound({
  result,
  saidInWords,
}: {
  result: Extract<ToolResult, { type: 'jobs_found' }>;
  /** The reply's text already says what was found: an empty list adds nothing to it. */
  saidInWords: boolean;
}) {
  const { t } = useTranslation();
  if (result.jobs.length === 0) return saidInWords ? null : <p>{t('assistant.jobs.none')}</p>;
  return (
    <div className="space-y-3">
      <ol aria-label={t('assistant.jobs.label')} className="space-y-2">
        {result.jobs.map((job, index) => (
          <li key={job.id} className="flex gap-3 rounded-xl border border-border bg-card p-3">
            <span
              aria-hidden="true"
              className="mt-2.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <Link
                to={jobPath(job.id)}
                className="inline-flex min-h-11 items-center text-base leading-snug font-bold text-foreground underline decoration-primary/40 underline-offset-4 hover:text-primary"
              >
                {job.title}
              </Link>
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 break-words">{job.location}</span>
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="text-base font-extrabold text-primary">{jobPay(t, job)}</span>
                <JobCategory job={job} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      {result.total > result.jobs.length ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          {t('assistant.jobs.showing', { shown: result.jobs.length, total: result.total })}
          <Link
            to={searchPath(result.criteria)}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
          >
            {t('assistant.jobs.seeAll')}
          </Link>
        </p>
      ) : null}
      <p className="font-semibold">{t('assistant.jobs.more')}</p>
    </div>
  );
}

function JobCreated({ result }: { result: Extract<ToolResult, { type: 'job_created' }> }) {
  const { t } = useTranslation();
  const held = result.job.status === 'held';
  return (
    <div className={cn('rounded-xl border bg-card p-3', held ? 'border-danger/40' : 'border-success/40')}>
      <p className="flex items-start gap-2 font-semibold">
        {held ? (
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        ) : (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        )}
        <span>
          {held
            ? t('safety.held.assistant', { title: result.job.title, hours: REVIEW_WITHIN_HOURS })
            : t('assistant.created.confirmation', { title: result.job.title })}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={jobPath(result.job.id)} className={buttonClasses({ size: 'sm' })}>
          {t('assistant.created.viewJob')}
        </Link>
        <Link to={buildPath('profile')} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('assistant.created.profile')}
        </Link>
        <Link
          to={buildPath('jobsByCity', { city: 'all' })}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          {t('assistant.created.allJobs')}
        </Link>
      </div>
    </div>
  );
}

function SignInRequired() {
  const { t } = useTranslation();
  const openAuth = useAuthPrompt();
  const { isSignedIn } = useSession();
  return (
    <div className="rounded-xl border border-border bg-card p-3">
      <p>{t('assistant.signIn.text')}</p>
      {isSignedIn ? null : (
        <Button className="mt-3" onClick={() => openAuth('login')}>
          <LogIn aria-hidden="true" className="size-5" />
          {t('assistant.signIn.button')}
        </Button>
      )}
    </div>
  );
}

/** A tool's result in the conversation: jobs found, a job's details, a posted job, sign in first. */
export function ResultView({ result, saidInWords }: { result: ToolResult; saidInWords: boolean }) {
  switch (result.type) {
    case 'jobs_found':
      return <JobsFound result={result} saidInWords={saidInWords} />;
    case 'job_details':
      return <JobCard job={result.job} />;
    case 'job_created':
      return <JobCreated result={result} />;
    case 'sign_in_required':
      return <SignInRequired />;
  }
}
