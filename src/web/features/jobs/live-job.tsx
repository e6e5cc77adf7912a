import {
  Banknote,
  Bus,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Utensils,
  Wallet,
  ClipboardList,
  Clock,
  Copy,
  MapPin,
  Share2,
  ShieldAlert,
  Zap,
} from 'lucide-react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { CATEGORIES, URGENCY_OPTIONS } from '../../../shared/categories';
import { intlLocale } from '../../../shared/intl';
import { buildPath } from '../../../shared/routes';
import { CallButton } from '../../components/job-card/call-button';
import { CrewFill } from '../../components/job-card/crew-fill';
import { type Job } from '../../components/job-card/job-api';
import { JobBadges, JobCategory } from '../../components/job-card/job-card';
import { JobIllustration } from '../../components/job-card/job-illustration';
import { JobOwnerActions, JobStatusBadge } from '../../components/job-card/job-owner-actions';
import { payPerDay, timingText } from '../../components/job-card/job-text';
import { SendMessageButton } from '../../components/job-card/send-message-button';
import { payFacts, useShiftText } from '../../components/job-card/shift-text';
import { ReportJobButton } from '../../components/job-card/report-job';
import { PosterRating } from '../../components/rating/poster-rating';
import { PosterTrust } from '../../components/job-card/poster-trust';
import { SafetyNotice } from '../../components/safety-notice';
import { Button, buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { useBrowserValue } from '../../lib/browser-value';
import { cn } from '../../lib/cn';
import { formatDate, formatMoney, useIntlLocale } from '../../lib/format';
import { usePageTitle } from '../../lib/head';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { Breadcrumb } from './breadcrumb';
import { ListenButton } from './listen-button';
import { useJobShareText, WhatsAppShareLink } from '../../components/job-card/whatsapp-share';

/* The page of a live job: what it is, how to reach the poster, sharing, and the poster's own panel. */

function ShareActions({ job }: { job: Job }) {
  const { t } = useTranslation();
  const { text, url } = useJobShareText(job);
  const canShare = useBrowserValue(() => typeof navigator.share === 'function', false);
  return (
    <div role="group" aria-label={t('jobs.job.shareTitle')} className="flex flex-wrap gap-2">
      {canShare ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            navigator.share({ title: job.title, text, url }).catch((error: unknown) => {
              // Closing the share sheet is not an error worth a message.
              if (!(error instanceof DOMException && error.name === 'AbortError')) {
                console.info('Share failed', error);
              }
            });
          }}
        >
          <Share2 aria-hidden="true" className="size-4" />
          {t('jobs.job.share')}
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(url);
            toastSuccess(t('jobs.job.linkCopied'), t('jobs.job.linkCopiedBody'));
          } catch {
            toastError(t('jobs.job.copyFailed'), url);
          }
        }}
      >
        <Copy aria-hidden="true" className="size-4" />
        {t('jobs.job.copyLink')}
      </Button>
      <WhatsAppShareLink job={job} />
    </div>
  );
}

function Fact({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/** The shift details the job states (issue #12): when, and how workers are paid; nothing for old jobs. */
function ShiftFacts({ job }: { job: Job }) {
  const { t } = useTranslation();
  const when = useShiftText(job);
  const facts = payFacts(t, job, useIntlLocale());
  return (
    <>
      {when ? <Fact icon={CalendarCheck}>{when}</Fact> : null}
      {facts.payTiming ? <Fact icon={Wallet}>{facts.payTiming}</Fact> : null}
      {facts.payMethods ? <Fact icon={Banknote}>{facts.payMethods}</Fact> : null}
      {facts.meals ? <Fact icon={Utensils}>{facts.meals}</Fact> : null}
      {facts.travel ? <Fact icon={Bus}>{facts.travel}</Fact> : null}
    </>
  );
}

/**
 * The job as "Listen" reads it, in the interface language: title and pay ("₹700 per day"), place, when
 * (the shift, else the timing), the kind of work, the description. The voice's language is the Intl
 * locale: hi-IN in Hindi, en-IN or en-US by the job's country in English.
 */
function useJobSpeech(job: Job): { pieces: string[]; lang: string } {
  const { t, i18n } = useTranslation();
  const when = useShiftText(job);
  const category = CATEGORIES.find((item) => item.slug === job.category);
  const categoryText = category
    ? t(category.labelKey, { defaultValue: job.categoryLabel })
    : job.categoryLabel;
  const pay = t('jobs.listen.pay', { amount: formatMoney(job.dailySalary, job.currency, i18n.language) });
  const title = job.title.trim();
  return {
    pieces: [
      `${title}${/[.!?।]$/.test(title) ? '' : '.'} ${pay}.`,
      t('jobs.listen.where', { location: job.location }),
      when
        ? t('jobs.listen.when', { when })
        : job.timing
          ? t('jobs.card.timing', { timing: timingText(t, job.timing) })
          : '',
      t('jobs.listen.category', { category: categoryText }),
      job.description,
    ],
    lang: intlLocale(i18n.language, job.country),
  };
}

export function LiveJob({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  usePageTitle(job.title);
  const speech = useJobSpeech(job);
  const warn = !job.isOwner && job.scamWarning === true;
  const urgency = URGENCY_OPTIONS.find((option) => option.value === job.urgency);
  return (
    <div className="mx-auto max-w-4xl px-4 pt-4 pb-10 sm:pt-6">
      <Breadcrumb
        items={[
          { label: t('jobs.list.home'), to: '/' },
          {
            label: t('jobs.list.inCity', { city: job.city }),
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
            <h2 className="text-lg font-bold">{t('jobs.job.description')}</h2>
            <p className="mt-2 text-base whitespace-pre-line text-pretty">{job.description}</p>
          </div>
          <div>
            <h2 className="sr-only">{t('jobs.job.details')}</h2>
            <ul className="space-y-3 text-sm">
              <Fact icon={MapPin}>{job.location}</Fact>
              <Fact icon={CalendarDays}>
                {t('jobs.card.posted', { date: formatDate(job.createdAt, locale) })}
              </Fact>
              <Fact icon={Clock}>{t('jobs.card.timing', { timing: timingText(t, job.timing) })}</Fact>
              <ShiftFacts job={job} />
              {urgency ? (
                <Fact icon={Zap}>
                  {t(urgency.labelKey, { defaultValue: urgency.label })} (
                  {t(urgency.hintKey, { defaultValue: urgency.hint })})
                </Fact>
              ) : null}
              <Fact icon={ClipboardList}>{t('jobs.card.requirements')}</Fact>
              <Fact icon={CalendarClock}>
                {t('jobs.job.expires', { date: formatDate(job.expiresAt, locale) })}
              </Fact>
            </ul>
          </div>
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
          {t('jobs.job.moreInCity', { city: job.city })}
        </Link>
        <Link to={buildPath('jobsByCity', { city: 'all' })} className={buttonClasses({ variant: 'ghost' })}>
          {t('jobs.job.allJobs')}
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
          {t('jobs.job.owner')}
        </h2>
        <JobStatusBadge status={job.status} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{t('jobs.job.ownerLead', { phone: job.phone })}</p>
      <JobOwnerActions job={job} className="mt-3" />
    </section>
  );
}
