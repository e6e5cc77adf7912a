import { Bot, CircleCheck, LogIn, MapPin, ShieldAlert, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobSearchCriteria, ToolResult } from '../../../shared/api/assistant';
import { REVIEW_WITHIN_HOURS } from '../../../shared/limits';
import { buildPath, jobPath } from '../../../shared/routes';
import { slugify } from '../../../shared/text/slug';
import { JobCard, JobCategory } from '../../components/job-card/job-card';
import { Button, buttonClasses } from '../../components/ui/button';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import type { ChatEntry } from './conversation';
import { jobPay } from './reply-text';

/** Plain text with line breaks kept and **bold** shown as bold (models like to use it). */
function RichText({ text }: { text: string }) {
  const parts = text.split(/(\*\*[^*\n]+\*\*)/g);
  return (
    <p className="break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.length > 4 && part.startsWith('**') && part.endsWith('**') ? (
          <strong key={index}>{part.slice(2, -2)}</strong>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function Thinking() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex h-6 items-center gap-1.5">
      <span aria-hidden="true" className="size-2.5 animate-bounce rounded-full bg-primary" />
      <span
        aria-hidden="true"
        className="size-2.5 animate-bounce rounded-full bg-primary [animation-delay:150ms]"
      />
      <span
        aria-hidden="true"
        className="size-2.5 animate-bounce rounded-full bg-primary [animation-delay:300ms]"
      />
      <span className="sr-only">{t('assistant.thinking')}</span>
    </div>
  );
}

/** Where "See all jobs" goes: the city's listing (or all jobs), with the search words. */
function searchPath(criteria: JobSearchCriteria): string {
  const path = buildPath('jobsByCity', { city: criteria.city ? slugify(criteria.city) : 'all' });
  return criteria.words ? `${path}?search=${encodeURIComponent(criteria.words)}` : path;
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

function ResultView({ result, saidInWords }: { result: ToolResult; saidInWords: boolean }) {
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

function AssistantMessage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className="mt-1 flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground max-sm:hidden"
      >
        <Bot className="size-5" />
      </span>
      <div
        aria-busy={busy || undefined}
        className="max-w-full min-w-0 space-y-3 rounded-2xl rounded-tl-sm bg-muted px-3 py-3 sm:max-w-[85%] sm:px-4"
      >
        <span className="sr-only">{t('assistant.name')}: </span>
        {children}
      </div>
    </div>
  );
}

function UserMessage({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-3 text-primary-foreground">
        <span className="sr-only">{t('assistant.you')}: </span>
        <RichText text={text} />
      </div>
    </div>
  );
}

/**
 * The conversation (a polite live log): the opening greeting, then each message; an assistant message
 * shows its text, its tool results and what went wrong. `children` follow the messages (suggestions).
 */
export function ChatLog({
  entries,
  busy,
  children,
  className,
}: {
  entries: ChatEntry[];
  busy: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const log = useRef<HTMLDivElement>(null);

  // Keep the newest words in view as they stream in.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries]);

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={t('assistant.log')}
      className={cn('space-y-4 overflow-y-auto overscroll-contain p-3 sm:p-4', className)}
    >
      <AssistantMessage>
        <p>{t('assistant.greeting')}</p>
      </AssistantMessage>
      {entries.map((entry, index) => {
        if (entry.role === 'user') return <UserMessage key={entry.id} text={entry.content} />;
        const streaming = busy && index === entries.length - 1;
        const results = entry.results ?? [];
        if (!streaming && !entry.content && results.length === 0 && !entry.error) return null;
        return (
          <AssistantMessage key={entry.id} busy={streaming}>
            {entry.content ? <RichText text={entry.content} /> : null}
            {streaming && !entry.content && results.length === 0 ? <Thinking /> : null}
            {results.map((result, resultIndex) => (
              <ResultView key={resultIndex} result={result} saidInWords={Boolean(entry.content)} />
            ))}
            {entry.error ? (
              <p className="flex items-start gap-2 font-semibold text-danger">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <span>{entry.error}</span>
              </p>
            ) : null}
          </AssistantMessage>
        );
      })}
      {children}
    </div>
  );
}
