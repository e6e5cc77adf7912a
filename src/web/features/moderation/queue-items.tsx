import { Ban, Check, ShieldX, Trash2, type IconComponent } from '../../components/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  QueuedConversation,
  QueuedJob,
  QueuedMessage,
  ReportSummary,
} from '../../../shared/api/moderation';
import { jobPath } from '../../../shared/routes';
import { JobCategory } from '../../components/job-card/job-card';
import { JobStatusBadge } from '../../components/job-card/job-owner-actions';
import { payPerDay } from '../../components/job-card/job-text';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useTranslation, type Translate } from '../../lib/i18n';
import { Item, Matches, PersonLine, ReportList, ScamLinks, When, type Person } from './queue-parts';
import type { Confirmation, ModerationActions } from './use-moderation-actions';

/** A person's name in the queue; a deleted account is "Deleted user". */
function nameOf(person: Person, t: Translate): string {
  return person.name ?? t('moderation.deletedUser');
}

/** Who posted, sent or was reported, by name, and whether they are banned. */
function WhoLine({
  textKey,
  person,
}: {
  textKey: 'moderation.postedBy' | 'moderation.sentBy' | 'moderation.reportedPerson';
  person: Person;
}) {
  const { t } = useTranslation();
  return <PersonLine text={t(textKey, { name: nameOf(person, t) })} person={person} />;
}

/** A danger button that asks first: it says what the confirming button of its dialog says. */
function ConfirmFirstButton({
  icon: Icon,
  confirmation,
  confirm,
  busy,
}: { icon: IconComponent; confirmation: Confirmation } & Omit<ModerationActions, 'run'>) {
  return (
    <Button variant="danger" disabled={busy !== null} onClick={() => confirm(confirmation)}>
      <Icon aria-hidden="true" className="size-4" />
      {confirmation.label}
    </Button>
  );
}

function BanButton({ person, confirm, busy }: { person: Person } & Omit<ModerationActions, 'run'>) {
  const { t } = useTranslation();
  if (!person.id || person.banned) return null;
  const name = nameOf(person, t);
  return (
    <ConfirmFirstButton
      icon={Ban}
      confirmation={{
        title: t('moderation.actions.confirmBanTitle', { name }),
        body: t('moderation.actions.confirmBanBody'),
        label: t('moderation.actions.ban', { name }),
        path: `/api/moderation/users/${encodeURIComponent(person.id)}/ban`,
      }}
      confirm={confirm}
      busy={busy}
    />
  );
}

export function JobItem({ item, run, confirm, busy }: { item: QueuedJob } & ModerationActions) {
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
          <ConfirmFirstButton
            icon={Trash2}
            confirmation={{
              title: t('moderation.actions.confirmRemoveTitle'),
              body: t('moderation.actions.confirmRemoveBody'),
              label: t('moderation.actions.remove'),
              path: removePath,
            }}
            confirm={confirm}
            busy={busy}
          />
          <ConfirmFirstButton
            icon={ShieldX}
            confirmation={{
              title: t('moderation.actions.confirmRemoveScamTitle'),
              body: t('moderation.actions.confirmRemoveScamBody'),
              label: t('moderation.actions.removeScam'),
              path: removePath,
              json: { asScam: true },
            }}
            confirm={confirm}
            busy={busy}
          />
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
      <WhoLine textKey="moderation.postedBy" person={item.poster} />
      <ReportList reports={item.reports} />
    </Item>
  );
}

/**
 * A reported message or conversation: the job it is about, what was reported, the reports; Dismiss
 * closes the reports (POST /api/moderation/<kind>/<id>/dismiss), Ban bans the person they are about.
 */
function ChatReportItem({
  kind,
  item,
  person,
  children,
  run,
  confirm,
  busy,
}: {
  kind: 'messages' | 'conversations';
  item: { id: number; jobTitle: string; reports: ReportSummary[] };
  person: Person;
  children: ReactNode;
} & ModerationActions) {
  const { t } = useTranslation();
  const dismissPath = `/api/moderation/${kind}/${item.id}/dismiss`;
  return (
    <Item
      actions={
        <>
          <Button
            variant="outline"
            loading={busy === dismissPath}
            disabled={busy !== null}
            onClick={() => run(dismissPath)}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('moderation.actions.dismiss')}
          </Button>
          <BanButton person={person} confirm={confirm} busy={busy} />
        </>
      }
    >
      <p className="text-muted-foreground">{t('moderation.aboutJob', { title: item.jobTitle })}</p>
      {children}
      <ReportList reports={item.reports} />
    </Item>
  );
}

export function MessageItem({ item, ...actions }: { item: QueuedMessage } & ModerationActions) {
  return (
    <ChatReportItem kind="messages" item={item} person={item.sender} {...actions}>
      <blockquote className="mt-2 rounded-xl border-l-4 border-primary bg-muted/50 px-3 py-2 break-words whitespace-pre-wrap">
        {item.content}
      </blockquote>
      <When at={item.createdAt} />
      <Matches phrases={item.matches} />
      <WhoLine textKey="moderation.sentBy" person={item.sender} />
    </ChatReportItem>
  );
}

export function ConversationItem({ item, ...actions }: { item: QueuedConversation } & ModerationActions) {
  const { t } = useTranslation();
  return (
    <ChatReportItem kind="conversations" item={item} person={item.reported} {...actions}>
      <WhoLine textKey="moderation.reportedPerson" person={item.reported} />
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
    </ChatReportItem>
  );
}
