import { Ban, Check, RefreshCw, ShieldCheck, ShieldX, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  ModerationQueue,
  QueuedConversation,
  QueuedJob,
  QueuedMessage,
  ReportSummary,
  ScamLink,
} from '../../../shared/api/moderation';
import { jobPath } from '../../../shared/routes';
import { NotFoundPage } from '../../app/not-found-page';
import { JobCategory } from '../../components/job-card/job-card';
import { payPerDay } from '../../components/job-card/job-text';
import { JobStatusBadge } from '../../components/job-card/job-owner-actions';
import { PageShell } from '../../components/page-shell';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDate, formatTime, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toast';
import { useModerationAction, useModerationLog, useModerationQueue } from './api';
import { VitalsSection } from './vitals-section';
import '../../lib/texts/moderation';

interface Person {
  id: string | null;
  name: string | null;
  banned: boolean;
}

/** A confirmation step before an action that cannot be undone from this page. */
interface Confirmation {
  title: string;
  body: string;
  label: string;
  path: string;
  json?: Record<string, unknown>;
}

function When({ at }: { at: string }) {
  const locale = useIntlLocale();
  return (
    <time dateTime={at} className="text-sm text-muted-foreground">
      {formatDate(at, locale)} {formatTime(at, locale)}
    </time>
  );
}

function ReportList({ reports }: { reports: ReportSummary[] }) {
  const { t } = useTranslation();
  if (reports.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 className="font-semibold">{t('moderation.reportCount', { count: reports.length })}</h4>
      <ul className="mt-2 space-y-2">
        {reports.map((report, index) => (
          <li key={index} className="rounded-xl bg-muted/60 px-3 py-2">
            <p className="font-medium">{t(`safety.report.reasons.${report.reason}`)}</p>
            {report.details ? <p className="break-words whitespace-pre-wrap">{report.details}</p> : null}
            <When at={report.createdAt} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Matches({ phrases }: { phrases: string[] }) {
  const { t } = useTranslation();
  if (phrases.length === 0) return null;
  return (
    <p className="mt-3 font-medium text-danger">
      {t('moderation.matches', { phrases: phrases.map((phrase) => `"${phrase}"`).join(', ') })}
    </p>
  );
}

function PersonLine({ text, person }: { text: string; person: Person }) {
  const { t } = useTranslation();
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-muted-foreground">
      {text}
      {person.banned ? <Badge tone="danger">{t('moderation.banned')}</Badge> : null}
    </p>
  );
}

function Item({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <li className={cn(cardClasses, 'p-4 sm:p-5')}>
      {children}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">{actions}</div>
    </li>
  );
}

/** The jobs removed as scams that a queued job is linked to (decision 0023). */
function ScamLinks({ links }: { links: ScamLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-danger">{t('moderation.links.title')}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {links.map((link, index) => (
          <li key={index} className="break-words">
            {t(`moderation.links.${link.kind}`, { title: link.jobTitle, value: link.value ?? '' })}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ActionProps {
  run: (path: string, json?: Record<string, unknown>) => void;
  confirm: (confirmation: Confirmation) => void;
  busy: string | null;
}

function BanButton({ person, confirm, busy }: { person: Person } & Omit<ActionProps, 'run'>) {
  const { t } = useTranslation();
  if (!person.id || person.banned) return null;
  const name = person.name ?? t('moderation.deletedUser');
  const path = `/api/moderation/users/${encodeURIComponent(person.id)}/ban`;
  return (
    <Button
      variant="danger"
      disabled={busy !== null}
      onClick={() =>
        confirm({
          title: t('moderation.actions.confirmBanTitle', { name }),
          body: t('moderation.actions.confirmBanBody'),
          label: t('moderation.actions.ban', { name }),
          path,
        })
      }
    >
      <Ban aria-hidden="true" className="size-4" />
      {t('moderation.actions.ban', { name })}
    </Button>
  );
}

/** Dismiss the reports of a message or conversation, or ban the person they are about. */
function DismissActions({
  path,
  person,
  run,
  confirm,
  busy,
}: { path: string; person: Person } & ActionProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" loading={busy === path} disabled={busy !== null} onClick={() => run(path)}>
        <Check aria-hidden="true" className="size-4" />
        {t('moderation.actions.dismiss')}
      </Button>
      <BanButton person={person} confirm={confirm} busy={busy} />
    </>
  );
}

function JobItem({ item, run, confirm, busy }: { item: QueuedJob } & ActionProps) {
  const { t, i18n } = useTranslation();
  const { job } = item;
  const approvePath = `/api/moderation/jobs/${job.id}/approve`;
  const removePath = `/api/moderation/jobs/${job.id}/remove`;
  return (
    <Item
      actions={
        <>
          <Button loading={busy === approvePath} disabled={busy !== null} onClick={() => run(approvePath)}>
            <Check aria-hidden="true" className="size-4" />
            {t('moderation.actions.approve')}
          </Button>
          <Button
            variant="danger"
            disabled={busy !== null}
            onClick={() =>
              confirm({
                title: t('moderation.actions.confirmRemoveTitle'),
                body: t('moderation.actions.confirmRemoveBody'),
                label: t('moderation.actions.remove'),
                path: removePath,
              })
            }
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('moderation.actions.remove')}
          </Button>
          <Button
            variant="danger"
            disabled={busy !== null}
            onClick={() =>
              confirm({
                title: t('moderation.actions.confirmRemoveScamTitle'),
                body: t('moderation.actions.confirmRemoveScamBody'),
                label: t('moderation.actions.removeScam'),
                path: removePath,
                json: { asScam: true },
              })
            }
          >
            <ShieldX aria-hidden="true" className="size-4" />
            {t('moderation.actions.removeScam')}
          </Button>
          <BanButton person={item.poster} confirm={confirm} busy={busy} />
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <JobCategory job={job} />
        <JobStatusBadge status={job.status} />
        {item.reviewReason ? <Badge tone="accent">{t(`moderation.held.${item.reviewReason}`)}</Badge> : null}
      </div>
      <h3 className="mt-2 text-xl font-bold break-words">
        {job.status === 'active' ? <Link to={jobPath(job.id)}>{job.title}</Link> : job.title}
      </h3>
      <p className="mt-1 font-semibold">
        {payPerDay(t, job.dailySalary, job.currency, i18n.language)} · {job.location}
      </p>
      <p className="mt-3 break-words whitespace-pre-wrap">{job.description}</p>
      {job.phone ? (
        <p className="mt-2 text-muted-foreground">{t('moderation.phone', { phone: job.phone })}</p>
      ) : null}
      <Matches phrases={item.matches} />
      <ScamLinks links={item.links} />
      <PersonLine
        text={t('moderation.postedBy', { name: item.poster.name ?? t('moderation.deletedUser') })}
        person={item.poster}
      />
      <ReportList reports={item.reports} />
    </Item>
  );
}

function MessageItem({ item, ...actions }: { item: QueuedMessage } & ActionProps) {
  const { t } = useTranslation();
  return (
    <Item
      actions={
        <DismissActions
          path={`/api/moderation/messages/${item.id}/dismiss`}
          person={item.sender}
          {...actions}
        />
      }
    >
      <p className="text-muted-foreground">{t('moderation.aboutJob', { title: item.jobTitle })}</p>
      <blockquote className="mt-2 rounded-xl border-l-4 border-primary bg-muted/50 px-3 py-2 break-words whitespace-pre-wrap">
        {item.content}
      </blockquote>
      <When at={item.createdAt} />
      <Matches phrases={item.matches} />
      <PersonLine
        text={t('moderation.sentBy', { name: item.sender.name ?? t('moderation.deletedUser') })}
        person={item.sender}
      />
      <ReportList reports={item.reports} />
    </Item>
  );
}

function ConversationItem({ item, ...actions }: { item: QueuedConversation } & ActionProps) {
  const { t } = useTranslation();
  return (
    <Item
      actions={
        <DismissActions
          path={`/api/moderation/conversations/${item.id}/dismiss`}
          person={item.reported}
          {...actions}
        />
      }
    >
      <p className="text-muted-foreground">{t('moderation.aboutJob', { title: item.jobTitle })}</p>
      <PersonLine
        text={t('moderation.reportedPerson', { name: item.reported.name ?? t('moderation.deletedUser') })}
        person={item.reported}
      />
      <h4 className="mt-3 font-semibold">{t('moderation.recentMessages')}</h4>
      {item.recentMessages.length === 0 ? (
        <p className="text-muted-foreground">{t('moderation.noMessages')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {item.recentMessages.map((message) => (
            <li key={message.id} className="rounded-xl bg-muted/50 px-3 py-2">
              <p className="break-words whitespace-pre-wrap">{message.content}</p>
              <When at={message.createdAt} />
            </li>
          ))}
        </ul>
      )}
      <ReportList reports={item.reports} />
    </Item>
  );
}

/** Issue #24: live jobs whose Call number is not verified, and banned accounts' numbers used again. */
function PhoneNumbers({ phones }: { phones: ModerationQueue['phones'] }) {
  const { t } = useTranslation();
  const name = (person: Person) => person.name ?? t('moderation.phones.someone');
  return (
    <>
      {phones.repeats.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-lg font-bold text-danger">{t('moderation.phones.repeatsTitle')}</h3>
          <ul className="mt-2 space-y-2">
            {phones.repeats.map((repeat, index) => (
              <li key={index} className={cn(cardClasses, 'p-4 break-words')}>
                <p className="font-medium">
                  {repeat.kind === 'job' && repeat.jobId !== null ? (
                    <Link to={jobPath(repeat.jobId)} className="underline">
                      {t('moderation.phones.repeatJob', {
                        phone: repeat.phone,
                        banned: repeat.bannedName ?? t('moderation.phones.someone'),
                        title: repeat.jobTitle ?? '',
                      })}
                    </Link>
                  ) : (
                    t('moderation.phones.repeatAttempt', {
                      phone: repeat.phone,
                      banned: repeat.bannedName ?? t('moderation.phones.someone'),
                    })
                  )}
                </p>
                <PersonLine
                  text={t('moderation.phones.by', { name: name(repeat.person) })}
                  person={repeat.person}
                />
                <When at={repeat.at} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {phones.unverified.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-lg font-bold">{t('moderation.phones.unverifiedTitle')}</h3>
          <ul className="mt-2 space-y-2">
            {phones.unverified.map((job) => (
              <li key={job.jobId} className={cn(cardClasses, 'p-4 break-words')}>
                <Link to={jobPath(job.jobId)} className="font-medium underline">
                  {t('moderation.phones.unverified', { phone: job.phone, title: job.jobTitle })}
                </Link>
                <PersonLine
                  text={t('moderation.phones.by', { name: name(job.poster) })}
                  person={job.poster}
                />
                <When at={job.createdAt} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10 first:mt-0">
      <h2 className="text-2xl font-bold">{title}</h2>
      <ul className="mt-4 space-y-4">{children}</ul>
    </section>
  );
}

function ActionLog() {
  const { t } = useTranslation();
  const log = useModerationLog(true);
  const actions = log.data?.actions ?? [];
  return (
    <section className="mt-12">
      <h2 className="text-2xl font-bold">{t('moderation.sections.log')}</h2>
      {log.isError ? (
        <p role="alert" className="mt-3 text-danger">
          {errorMessage(log.error, t)}
        </p>
      ) : actions.length === 0 ? (
        <p className="mt-3 text-muted-foreground">
          {log.isPending ? t('common.loading') : t('moderation.log.empty')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-border rounded-2xl border border-border bg-card">
          {actions.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="break-words">
                {t('moderation.log.entry', {
                  email: entry.moderatorEmail,
                  action: t(`moderation.log.action.${entry.action}`),
                  kind: t(`moderation.log.kind.${entry.targetKind}`),
                  id: entry.targetId,
                })}
              </span>
              <When at={entry.createdAt} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /moderation (issue #11), for the users in MODERATOR_EMAILS: held and reported jobs, reported messages
 * and conversations, with the reasons and the scam detector's matched words; approve, remove, dismiss,
 * ban; the latest actions; page speed on visitors' phones (field data, vitals-section.tsx). Everyone else
 * gets the not-found page (the API answers them 404).
 */
export function ModerationPage() {
  const { t } = useTranslation();
  const queue = useModerationQueue();
  const action = useModerationAction();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const busy = action.isPending ? action.variables.path : null;

  if (queue.error instanceof ApiError && queue.error.status === 404) return <NotFoundPage />;

  const run = (path: string, json?: Record<string, unknown>) => {
    action.mutate(
      { path, ...(json ? { json } : {}) },
      {
        onSuccess: (result) => {
          setConfirmation(null);
          toastSuccess(
            t('moderation.actions.done'),
            result.changed ? undefined : t('moderation.actions.alreadyDone'),
          );
        },
        onError: (error) => {
          setConfirmation(null);
          toastError(t('moderation.actions.failed'), errorMessage(error, t));
        },
      },
    );
  };
  const props: ActionProps = { run, confirm: setConfirmation, busy };
  const data = queue.data;
  const phoneCount = data ? data.phones.unverified.length + data.phones.repeats.length : 0;
  const empty =
    data && data.jobs.length + data.messages.length + data.conversations.length + phoneCount === 0;

  return (
    <PageShell title={t('moderation.title')} lead={t('moderation.lead')}>
      <div className="flex justify-end">
        <Button variant="outline" onClick={() => void queue.refetch()} loading={queue.isFetching}>
          {!queue.isFetching ? <RefreshCw aria-hidden="true" className="size-4" /> : null}
          {t('moderation.refresh')}
        </Button>
      </div>
      {queue.isPending ? (
        <p className="mt-6">{t('moderation.loading')}</p>
      ) : queue.isError ? (
        <p role="alert" className="mt-6 font-medium text-danger">
          {t('moderation.loadFailed')} {errorMessage(queue.error, t)}
        </p>
      ) : empty ? (
        <p className="mt-6 flex items-center gap-2 rounded-2xl bg-muted p-4 text-lg">
          <ShieldCheck aria-hidden="true" className="size-6 text-success" />
          {t('moderation.empty')}
        </p>
      ) : data ? (
        <div className="mt-6">
          {data.jobs.length > 0 ? (
            <Section title={t('moderation.sections.jobs', { count: data.jobs.length })}>
              {data.jobs.map((item) => (
                <JobItem key={item.job.id} item={item} {...props} />
              ))}
            </Section>
          ) : null}
          {data.messages.length > 0 ? (
            <Section title={t('moderation.sections.messages', { count: data.messages.length })}>
              {data.messages.map((item) => (
                <MessageItem key={item.id} item={item} {...props} />
              ))}
            </Section>
          ) : null}
          {data.conversations.length > 0 ? (
            <Section title={t('moderation.sections.conversations', { count: data.conversations.length })}>
              {data.conversations.map((item) => (
                <ConversationItem key={`${item.id}-${item.reported.id ?? ''}`} item={item} {...props} />
              ))}
            </Section>
          ) : null}
          {phoneCount > 0 ? (
            <section className="mt-10 first:mt-0">
              <h2 className="text-2xl font-bold">{t('moderation.sections.phones', { count: phoneCount })}</h2>
              <PhoneNumbers phones={data.phones} />
            </section>
          ) : null}
        </div>
      ) : null}
      <ActionLog />
      <VitalsSection />
      <Dialog
        open={confirmation !== null}
        onClose={() => setConfirmation(null)}
        title={confirmation?.title ?? ''}
        description={confirmation?.body}
        closeLabel={t('dialog.close')}
      >
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirmation(null)}>
            {t('moderation.actions.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={confirmation !== null && busy === confirmation.path}
            onClick={() => confirmation && run(confirmation.path, confirmation.json)}
          >
            {confirmation?.label}
          </Button>
        </div>
      </Dialog>
    </PageShell>
  );
}
