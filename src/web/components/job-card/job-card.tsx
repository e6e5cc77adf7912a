import { CalendarCheck, CalendarDays, Clock, ClipboardList, MapPin } from '../icons';
import { Link } from 'react-router';
import { CATEGORIES } from '../../../shared/categories';
import { localLocationLabel } from '../../../shared/i18n/place-names';
import { jobPath } from '../../../shared/routes';
import { cn } from '../../lib/cn';
import { formatDate, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { CategoryIcon } from '../category-icon';
import { Badge } from '../ui/badge';
import { cardClasses } from '../ui/card';
import { CallButton } from './call-button';
import type { Job } from './job-api';
import { JobIllustration } from './job-illustration';
import { jobCategoryLabel, payPerDay, timingText } from './job-text';
import { JobCardMenu } from './report-job';
import { SendMessageButton } from './send-message-button';
import { CrewFill } from './crew-fill';
import { PosterTrust } from './poster-trust';
import { useShiftText } from './shift-text';
import { WhatsAppShareLink } from './whatsapp-share';

export type JobCardView = 'grid' | 'list';

/** A job's category as icon + words (the label the server sent, translated when a catalogue has it). */
export function JobCategory({
  job,
  className,
}: {
  job: Pick<Job, 'category' | 'categoryLabel'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const category = CATEGORIES.find((item) => item.slug === job.category);
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-semibold', className)}>
      <CategoryIcon name={category?.icon ?? 'briefcase'} className="size-4 shrink-0 text-primary" />
      {jobCategoryLabel(t, job)}
    </span>
  );
}

/** "Urgent Job", "Sample job" and "Your job" badges; nothing when none applies. */
export function JobBadges({ job, className }: { job: Job; className?: string }) {
  const { t } = useTranslation();
  if (!job.featured && !job.isDemo && !job.isOwner) return null;
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      {job.featured ? <Badge tone="danger">{t('jobs.card.urgent')}</Badge> : null}
      {job.isDemo ? <Badge tone="neutral">{t('jobs.card.sample')}</Badge> : null}
      {job.isOwner ? <Badge tone="success">{t('jobs.card.yours')}</Badge> : null}
    </div>
  );
}

/**
 * For the list item holding a card: the browser lays it out and paints it only near the screen (a phone
 * shows one of a page's 20 cards, each about 600 px tall); its last size, or 37rem before it is first
 * shown, holds its place (issue #22).
 */
export const OFFSCREEN_CARD = '[content-visibility:auto] [contain-intrinsic-block-size:auto_37rem]';

/**
 * A job in a list (spec: job card): badges, title linking to the job page, the pay per day in the job's
 * currency, place, date, category, description, timing, requirements, and the two ways to reach the
 * poster: Call (the number shows on tap, CallButton) and Send Message; Share on WhatsApp (issue #24).
 */
export function JobCard({
  job,
  view = 'grid',
  headingLevel = 3,
  eagerImage = false,
}: {
  job: Job;
  view?: JobCardView;
  headingLevel?: 2 | 3;
  /** For the first cards of a list, in view at once: their picture is not left for later. */
  eagerImage?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const list = view === 'list';
  const when = useShiftText(job);
  return (
    <article
      aria-labelledby={`job-${job.id}-title`}
      className={cn(cardClasses, 'flex h-full flex-col p-4 sm:p-5', list && 'sm:flex-row sm:gap-5')}
    >
      <div className={cn('flex items-start gap-3', list ? 'sm:w-32 sm:flex-col' : 'justify-between')}>
        <JobBadges job={job} className={list ? 'order-2 sm:order-none' : undefined} />
        <JobIllustration
          category={job.category}
          eager={eagerImage}
          className={cn(list ? 'w-24 sm:w-32' : 'ml-auto w-20', list && 'order-1 sm:order-none')}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="mt-2 flex items-start justify-between gap-1">
          <Heading id={`job-${job.id}-title`} className="min-w-0 text-lg leading-snug font-bold text-balance">
            <Link to={jobPath(job.id)} className="hover:text-primary hover:underline">
              {job.title}
            </Link>
          </Heading>
          <JobCardMenu job={job} />
        </div>
        <p className="mt-1 text-3xl leading-tight font-extrabold tracking-tight text-primary">
          {payPerDay(t, job.dailySalary, job.currency, i18n.language)}
        </p>
        <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 truncate">{localLocationLabel(t, job)}</span>
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <span>{t('jobs.card.posted', { date: formatDate(job.createdAt, locale) })}</span>
          </li>
        </ul>
        <JobCategory job={job} className="mt-2 text-sm" />
        <CrewFill job={job} className="mt-1" />
        <PosterTrust job={job} className="mt-2" />
        <p className="mt-3 line-clamp-3 text-sm text-pretty">{job.description}</p>
        <ul className="mt-3 space-y-1 text-sm">
          {when ? (
            <li className="flex items-start gap-1.5 font-semibold">
              <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{when}</span>
            </li>
          ) : null}
          <li className="flex items-start gap-1.5">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>{t('jobs.card.timing', { timing: timingText(t, job.timing) })}</span>
          </li>
          <li className="flex items-start gap-1.5">
            <ClipboardList aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>{t('jobs.card.requirements')}</span>
          </li>
        </ul>
        <div className={cn('mt-auto flex flex-col gap-2 pt-4', list && 'sm:flex-row sm:flex-wrap')}>
          <CallButton
            job={job}
            className={cn('w-full min-w-0', list && 'sm:w-auto sm:flex-1')}
            labelClassName="truncate"
          />
          {job.isOwner ? null : (
            <SendMessageButton jobId={job.id} className={cn('w-full', list && 'sm:w-auto sm:flex-1')} />
          )}
          <WhatsAppShareLink job={job} className={cn('w-full', list && 'sm:w-auto sm:flex-1')} />
        </div>
      </div>
    </article>
  );
}
