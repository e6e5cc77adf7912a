import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AlertCircle,
  ArrowLeft,
  Ban,
  BriefcaseBusiness,
  CircleCheck,
  EllipsisVertical,
  Flag,
  Phone,
  RotateCw,
  ShieldAlert,
  Undo2,
  UserCheck,
  WifiOff,
} from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Conversation, Message } from '../../../shared/api/messages';
import { mergeMessages } from '../../../shared/messaging';
import { buildPath, jobPath } from '../../../shared/routes';
import { detectScam } from '../../../shared/safety/scam-detector';
import { JOBS_QUERY_KEY } from '../../components/job-card/job-api';
import { telHref } from '../../components/job-card/job-text';
import { ReportDialog } from '../../components/report/report-dialog';
import { SafetyNotice } from '../../components/safety-notice';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { ApiError, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { getConfig } from '../../lib/config';
import { useDismiss } from '../../lib/dismiss';
import { useTranslation } from '../../lib/i18n';
import {
  addToThread,
  conversationQueryKey,
  conversationsQueryKey,
  threadQueryKey,
} from '../../lib/messaging';
import { useOnline } from '../../lib/online';
import { useRealtimeStatus } from '../../lib/realtime';
import { toastError, toastSuccess } from '../../lib/toast';
import { useIntlLocale } from '../../lib/format';
import {
  blockConversation,
  conversationQueryOptions,
  conversationReportPath,
  markRead,
  messageReportPath,
  sendMessage,
  setHired,
  threadQueryOptions,
  unblockPerson,
} from './api';
import { Composer } from './composer';
import { RateBar } from './rating';
import { newClientId, outbox, useOutgoing, type Outgoing } from './outbox';
import { dayLabel, initialsOf, messageTime, otherName } from './people';

/** A confirmed message or one still on its way, as the thread shows it. */
type Item = { kind: 'stored'; message: Message; mine: boolean } | { kind: 'outgoing'; outgoing: Outgoing };

const itemKey = (item: Item) =>
  item.kind === 'stored' ? `m${item.message.id}` : `o${item.outgoing.clientId}`;
const itemDate = (item: Item) => (item.kind === 'stored' ? item.message.createdAt : item.outgoing.createdAt);

/**
 * "More options" in the thread header: Report (the other person in this conversation) and Block.
 * A disclosure: the button says whether the list is open; Escape or a tap elsewhere closes it.
 */
function ConversationMenu({
  name,
  canBlock,
  onReport,
  onBlock,
}: {
  name: string;
  canBlock: boolean;
  onReport: () => void;
  onBlock: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { rootRef: frame, buttonRef: toggle } = useDismiss(open, () => setOpen(false));
  const itemClasses =
    'flex min-h-11 w-full items-center gap-2.5 rounded-lg px-3 text-left font-semibold hover:bg-muted';
  return (
    <div ref={frame} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('messages.thread.moreFor', { name })}
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        <EllipsisVertical aria-hidden="true" className="size-6" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 z-20 mt-1 w-48 rounded-xl border border-border bg-card p-1 shadow-lg"
      >
        <button
          type="button"
          className={itemClasses}
          onClick={() => {
            setOpen(false);
            onReport();
          }}
        >
          <Flag aria-hidden="true" className="size-5 text-muted-foreground" />
          {t('messages.thread.report')}
        </button>
        {canBlock ? (
          <button
            type="button"
            className={cn(itemClasses, 'text-danger')}
            onClick={() => {
              setOpen(false);
              onBlock();
            }}
          >
            <Ban aria-hidden="true" className="size-5" />
            {t('messages.thread.block')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function ThreadHeader({
  conversation,
  onReport,
  onBlock,
}: {
  conversation: Conversation | undefined;
  onReport?: () => void;
  onBlock?: () => void;
}) {
  const { t } = useTranslation();
  const name = conversation ? otherName(conversation.other, t) : '';
  const phone = conversation?.job.phone;
  return (
    <div className="flex items-center gap-2 border-b border-border px-2 py-2 sm:px-3">
      <Link
        to={buildPath('messages')}
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'md:hidden' })}
        aria-label={t('messages.thread.back')}
      >
        <ArrowLeft aria-hidden="true" className="size-6" />
      </Link>
      {conversation ? (
        <>
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
          >
            {initialsOf(conversation.other.id ? conversation.other.name : null)}
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-lg leading-tight font-bold">
              {conversation.other.id ? (
                <Link
                  to={buildPath('publicProfile', { id: conversation.other.id })}
                  className="underline-offset-4 hover:underline"
                >
                  {name}
                </Link>
              ) : (
                name
              )}
            </h2>
            <Link
              to={jobPath(conversation.job.id)}
              className="flex min-h-7 max-w-full min-w-0 items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
            >
              <BriefcaseBusiness aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">
                {t('messages.list.aboutJob', {
                  title: conversation.job.title || t('messages.list.jobFallback'),
                })}
              </span>
            </Link>
          </div>
          {phone ? (
            <a
              href={telHref(phone)}
              aria-label={t('messages.thread.callLabel', { phone })}
              className={buttonClasses({ size: 'sm' })}
            >
              <Phone aria-hidden="true" className="size-5" />
              {t('messages.thread.call')}
            </a>
          ) : null}
          {onReport && onBlock ? (
            <ConversationMenu
              name={name}
              canBlock={conversation.other.id !== null && conversation.blocked !== 'by-me'}
              onReport={onReport}
              onBlock={onBlock}
            />
          ) : null}
        </>
      ) : (
        <span className="h-12 flex-1" />
      )}
    </div>
  );
}

/**
 * Crews (issue #12), the job's poster only: "Hire {name}" under the header, or once hired a "Hired" badge
 * with "Undo hire" (confirmed in a dialog). A toast tells how many places are filled and whether the job
 * closed (the last place) or opened again (an undo); a refusal (they never wrote, every place is filled,
 * the job is closed) stays in view next to the button.
 */
function HireBar({ conversation, name }: { conversation: Conversation; name: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmUndo, setConfirmUndo] = useState(false);
  const closeUndo = useCallback(() => setConfirmUndo(false), []);

  const change = async (hired: boolean) => {
    const statusBefore = conversation.job.status;
    setBusy(true);
    setError(null);
    try {
      const result = await setHired(client, conversation.id, hired);
      const places = { name, hired: result.hiredCount, count: result.workersNeeded };
      setConfirmUndo(false);
      if (hired) {
        toastSuccess(
          t('messages.thread.hiredToast', places),
          result.jobStatus === 'closed' ? t('messages.thread.jobFilled') : undefined,
        );
      } else {
        toastSuccess(
          t('messages.thread.unhiredToast', places),
          result.jobStatus === 'active' && statusBefore !== 'active'
            ? t('messages.thread.jobReopened')
            : undefined,
        );
      }
    } catch (caught) {
      setConfirmUndo(false);
      const reason =
        caught instanceof ApiError && caught.code === 'job_closed'
          ? t('messages.thread.hireJobClosed')
          : errorMessage(caught, t);
      setError(
        `${hired ? t('messages.thread.hireFailed', { name }) : t('messages.thread.undoHireFailed')} ${reason}`,
      );
      // Refused on the state of things (full, closed, not written yet): show them as they are now.
      if (caught instanceof ApiError && caught.status === 409) {
        void client.invalidateQueries({ queryKey: conversationQueryKey(conversation.id) });
        void client.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
      }
    } finally {
      setBusy(false);
    }
  };

  if (conversation.role !== 'employer') return null;
  // A closed job takes no new hires, and nobody hires a deleted account; a hire can always be undone.
  const canHire = conversation.job.status === 'active' && conversation.other.id !== null;
  if (!conversation.hired && !canHire && !error) return null;
  return (
    <div className="border-b border-border px-3 py-2">
      {conversation.hired ? (
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone="success" className="px-3 py-1 text-sm">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('messages.thread.hired')}
          </Badge>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirmUndo(true)}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t('messages.thread.undoHire')}
          </Button>
        </div>
      ) : canHire ? (
        <Button
          className="w-full sm:w-auto"
          loading={busy}
          loadingText={t('messages.thread.hiring')}
          onClick={() => void change(true)}
        >
          <UserCheck aria-hidden="true" className="size-5" />
          {t('messages.thread.hire', { name })}
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-semibold text-danger">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <Dialog
        open={confirmUndo}
        onClose={closeUndo}
        title={t('messages.thread.undoHireTitle', { name })}
        description={t('messages.thread.undoHireBody', { name })}
        closeLabel={t('dialog.close')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={closeUndo}>
            {t('messages.thread.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            loadingText={t('messages.thread.undoingHire')}
            onClick={() => void change(false)}
          >
            <Undo2 aria-hidden="true" className="size-5" />
            {t('messages.thread.undoHireConfirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

/** Spec: "Reconnecting..." while the live connection is down; offline says so. */
function ConnectionNotice() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  const online = useOnline();
  if (online && status !== 'reconnecting') return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 bg-accent px-3 py-2 text-sm font-semibold text-accent-foreground"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {online ? t('messages.connection.reconnecting') : t('messages.connection.offline')}
    </p>
  );
}

/** Money or off-platform wording (src/shared/safety): the recipient is warned under the message. */
function asksForMoneyOrElsewhere(text: string): boolean {
  return detectScam({ kind: 'message', text }).level !== 'none';
}

function Bubble({
  item,
  seen,
  senderLabel,
  onRetry,
  onReport,
}: {
  item: Item;
  seen: boolean;
  senderLabel: string;
  onRetry: (outgoing: Outgoing) => void;
  /** Report this message (the other person's messages only). */
  onReport?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const mine = item.kind === 'outgoing' || item.mine;
  const content = item.kind === 'stored' ? item.message.content : item.outgoing.content;
  const deletedSender = item.kind === 'stored' && !item.mine && item.message.senderId === null;
  let status: string | null = null;
  if (item.kind === 'outgoing') {
    status = item.outgoing.status === 'sending' ? t('messages.thread.sending') : t('messages.thread.failed');
  } else if (mine) {
    status = seen ? t('messages.thread.seen') : t('messages.thread.sent');
  }
  const failed = item.kind === 'outgoing' && item.outgoing.status === 'failed';
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      {deletedSender ? (
        <span className="mb-0.5 px-1 text-xs font-semibold text-muted-foreground">
          {t('messages.list.deletedUser')}
        </span>
      ) : null}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-base break-words whitespace-pre-wrap sm:max-w-[75%]',
          mine
            ? 'rounded-br-md bg-primary text-primary-foreground'
            : 'rounded-bl-md bg-muted text-foreground',
          failed && 'bg-danger/10 text-foreground ring-2 ring-danger',
        )}
      >
        <span className="sr-only">{senderLabel}: </span>
        {content}
      </div>
      <div className="mt-0.5 flex items-center gap-2 px-1 text-xs text-muted-foreground">
        <span>{messageTime(itemDate(item), locale)}</span>
        {status ? (
          <span className={cn(failed && 'flex items-center gap-1 font-bold text-danger')}>
            {failed ? <AlertCircle aria-hidden="true" className="size-3.5" /> : null}
            {status}
          </span>
        ) : null}
        {failed && item.kind === 'outgoing' ? (
          <Button variant="outline" size="sm" onClick={() => onRetry(item.outgoing)}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('messages.thread.retry')}
          </Button>
        ) : null}
        {onReport ? (
          <button
            type="button"
            onClick={onReport}
            aria-label={t('messages.thread.reportMessage')}
            className="-my-3 inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 font-semibold hover:bg-muted hover:text-foreground"
          >
            <Flag aria-hidden="true" className="size-3.5" />
            {t('messages.thread.report')}
          </button>
        ) : null}
      </div>
      {failed && item.kind === 'outgoing' && item.outgoing.error ? (
        <p className="px-1 text-xs text-danger">{item.outgoing.error}</p>
      ) : null}
      {!mine && asksForMoneyOrElsewhere(content) ? (
        <p
          role="note"
          className="mt-1 flex max-w-[85%] items-start gap-1.5 px-1 text-sm font-semibold text-danger"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('safety.messageWarning', { siteName: getConfig().brand.siteName })}
        </p>
      ) : null}
    </li>
  );
}

/**
 * One conversation (spec: message thread): header with the job and Call, messages in ascending order
 * (mine on the right), older pages on scrolling up, sending / sent / seen / failed with Retry, and the
 * composer. Opening it (and new messages while it is visible) marks it read.
 */
export function Thread({ conversationId, userId }: { conversationId: number; userId: string }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const client = useQueryClient();
  const conversation = useQuery(conversationQueryOptions(conversationId));
  const thread = useInfiniteQuery(threadQueryOptions(conversationId));
  const outgoing = useOutgoing(userId, conversationId);
  const [reporting, setReporting] = useState<{ endpoint: string; title: string } | null>(null);
  const closeReport = useCallback(() => setReporting(null), []);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const closeBlock = useCallback(() => setConfirmBlock(false), []);

  const stored = thread.data
    ? thread.data.pages
        .slice()
        .reverse()
        .reduce<Message[]>((all, page) => mergeMessages(all, page.messages), [])
    : [];
  const storedMine = new Set(stored.filter((m) => m.senderId === userId).map((m) => m.clientId));
  const pending = outgoing.filter((item) => !storedMine.has(item.clientId));
  const items: Item[] = [
    ...stored.map((message): Item => ({ kind: 'stored', message, mine: message.senderId === userId })),
    ...pending.map((item): Item => ({ kind: 'outgoing', outgoing: item })),
  ];

  // Outgoing messages the server has confirmed (live, or before a reload) leave the outbox.
  const confirmed = outgoing.filter((item) => storedMine.has(item.clientId)).map((item) => item.clientId);
  const confirmedKey = confirmed.join(',');
  useEffect(() => {
    if (confirmedKey) outbox.remove(confirmedKey.split(','));
  }, [confirmedKey]);

  const deliver = useCallback(
    async (item: Outgoing) => {
      outbox.put({ ...item, status: 'sending', error: undefined });
      try {
        const message = await sendMessage(item.conversationId, item.clientId, item.content);
        // A thread fetch that started before this message was stored would overwrite it when it lands:
        // stop it, add the message, and fetch again if one was running (its answer now has the message).
        const key = threadQueryKey(item.conversationId);
        const wasFetching = client.isFetching({ queryKey: key }) > 0;
        if (wasFetching) await client.cancelQueries({ queryKey: key });
        addToThread(client, item.conversationId, [message]);
        if (wasFetching || !client.getQueryData(key)) void client.invalidateQueries({ queryKey: key });
        // Shown from the cache now; otherwise it leaves the outbox once the thread holds it (effect above).
        if (client.getQueryData(key)) outbox.remove([item.clientId]);
        void client.invalidateQueries({ queryKey: conversationsQueryKey });
        void import('../../lib/push-offer').then((module) => module.offerPushOnce()); // issue #24: notifications offered once, after a first message
      } catch (error) {
        const reason =
          error instanceof ApiError && error.status >= 400 && error.status < 500
            ? errorMessage(error, t)
            : undefined;
        outbox.update(item.clientId, { status: 'failed', error: reason });
        toastError(t('messages.toasts.errorTitle'), t('messages.toasts.sendFailed'));
        // Blocked meanwhile: the conversation reloads and the composer gives way to the notice.
        if (error instanceof ApiError && error.code === 'blocked') {
          void client.invalidateQueries({ queryKey: conversationQueryOptions(item.conversationId).queryKey });
        }
      }
    },
    [client, t],
  );

  const send = (content: string) =>
    void deliver({
      userId,
      clientId: newClientId(),
      conversationId,
      content,
      createdAt: new Date().toISOString(),
      status: 'sending',
    });

  // Mark read: when the newest message is newer than what was marked and the page is visible.
  const newest = stored.at(-1);
  const marked = useRef(0);
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  const unreadHere = conversation.data?.unreadCount ?? 0;
  useEffect(() => {
    if (!newest || !visible || newest.id <= marked.current) return;
    if (newest.senderId === userId && unreadHere === 0) return;
    marked.current = newest.id;
    markRead(client, conversationId, newest.id).catch((error: unknown) => {
      marked.current = 0;
      console.warn('Could not mark the conversation read', error);
    });
  }, [client, conversationId, newest, visible, userId, unreadHere]);

  // Announce messages from the other person as they arrive (screen readers).
  const name = conversation.data ? otherName(conversation.data.other, t) : '';
  const [announcement, setAnnouncement] = useState('');
  const announcedUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (!newest) return;
    if (announcedUpTo.current !== null && newest.id > announcedUpTo.current && newest.senderId !== userId) {
      setAnnouncement(t('messages.thread.newMessage', { name, text: newest.content }));
    }
    announcedUpTo.current = newest.id;
  }, [newest, userId, name, t]);

  // Scrolling: start at the bottom, stay there as messages arrive (unless reading older ones), keep the
  // place when older messages are added above.
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstKey?: string; lastKey?: string; height: number }>({ height: 0 });
  const firstKey = items[0] ? itemKey(items[0]) : undefined;
  const lastItem = items.at(-1);
  const lastKey = lastItem ? itemKey(lastItem) : undefined;
  const lastIsMine = lastItem ? lastItem.kind === 'outgoing' || lastItem.mine : false;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.lastKey === undefined || (lastKey !== before.lastKey && (atBottom.current || lastIsMine))) {
      element.scrollTop = element.scrollHeight;
    } else if (firstKey !== before.firstKey && lastKey === before.lastKey) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    previous.current = { firstKey, lastKey, height: element.scrollHeight };
  }, [firstKey, lastKey, lastIsMine]);

  // Older messages load when the top of the thread comes into view (and with the button).
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const notFound =
    (conversation.error instanceof ApiError && conversation.error.status === 404) ||
    (thread.error instanceof ApiError && thread.error.status === 404);
  if (notFound) {
    return (
      <div className="flex min-w-0 flex-1 flex-col">
        <ThreadHeader conversation={undefined} />
        <div role="alert" className="m-auto max-w-sm space-y-4 p-6 text-center">
          <p className="text-lg font-semibold">{t('messages.thread.notFound')}</p>
          <Link to={buildPath('messages')} className={buttonClasses({ variant: 'outline' })}>
            {t('messages.thread.backToList')}
          </Link>
        </div>
      </div>
    );
  }

  const blocked = conversation.data?.blocked ?? 'none';
  const otherLastRead = conversation.data?.otherLastReadId ?? 0;
  const lastStoredMine = [...stored].reverse().find((m) => m.senderId === userId);
  const jobClosed = conversation.data && conversation.data.job.status !== 'active';
  let lastDay = '';

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      <ThreadHeader
        conversation={conversation.data}
        onReport={() =>
          setReporting({
            endpoint: conversationReportPath(conversationId),
            title: t('messages.thread.reportTitle', { name }),
          })
        }
        onBlock={() => setConfirmBlock(true)}
      />
      {conversation.data ? <HireBar conversation={conversation.data} name={name} /> : null}
      {conversation.data?.role === 'worker' && conversation.data.hired ? (
        <p className="flex items-center gap-2 border-b border-border bg-success/15 px-3 py-2 text-sm font-semibold text-success">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('messages.thread.youAreHired')}
        </p>
      ) : null}
      {conversation.data ? (
        <RateBar
          conversation={conversation.data}
          name={name}
          bothWrote={stored.some((m) => m.senderId === userId) && stored.some((m) => m.senderId !== userId)}
        />
      ) : null}
      <ConnectionNotice />
      {jobClosed ? (
        <p className="border-b border-border bg-muted px-3 py-2 text-sm">{t('messages.thread.jobClosed')}</p>
      ) : null}
      <div
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 120;
        }}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-3"
      >
        <div ref={sentinel} />
        {thread.isPending ? (
          <p role="status" className="flex items-center justify-center gap-3 p-6 text-muted-foreground">
            <Spinner className="size-5" />
            {t('messages.thread.loading')}
          </p>
        ) : thread.isError && stored.length === 0 ? (
          <div role="alert" className="space-y-3 p-6 text-center">
            <p className="font-semibold">{t('messages.thread.loadFailed')}</p>
            <Button variant="outline" onClick={() => void thread.refetch()}>
              {t('messages.list.tryAgain')}
            </Button>
          </div>
        ) : (
          <>
            {hasNextPage ? (
              <div className="mb-3 text-center">
                <Button
                  variant="ghost"
                  size="sm"
                  loading={isFetchingNextPage}
                  loadingText={t('messages.thread.loadingOlder')}
                  onClick={() => void fetchNextPage()}
                >
                  {t('messages.thread.loadOlder')}
                </Button>
              </div>
            ) : (
              <p className="mb-3 text-center text-sm text-muted-foreground">{t('messages.thread.start')}</p>
            )}
            <ol aria-label={t('messages.thread.history', { name })} className="space-y-2">
              {items.map((item) => {
                const day = dayLabel(itemDate(item), locale, t);
                const showDay = day !== lastDay;
                lastDay = day;
                const mine = item.kind === 'outgoing' || item.mine;
                const senderLabel = mine
                  ? t('messages.thread.me')
                  : item.kind === 'stored' && item.message.senderId === null
                    ? t('messages.list.deletedUser')
                    : name;
                return [
                  showDay ? (
                    <li key={`day-${day}`} className="py-2 text-center">
                      <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold text-muted-foreground">
                        {day}
                      </span>
                    </li>
                  ) : null,
                  <Bubble
                    key={itemKey(item)}
                    item={item}
                    senderLabel={senderLabel}
                    seen={
                      item.kind === 'stored' &&
                      item.message.id === lastStoredMine?.id &&
                      otherLastRead >= item.message.id
                    }
                    onRetry={(failed) => void deliver(failed)}
                    onReport={
                      item.kind === 'stored' && !item.mine
                        ? () =>
                            setReporting({
                              endpoint: messageReportPath(item.message.id),
                              title: t('messages.thread.reportMessageTitle'),
                            })
                        : undefined
                    }
                  />,
                ];
              })}
            </ol>
          </>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {blocked === 'by-me' && conversation.data?.other.id ? (
        <BlockedByMe conversationId={conversationId} userId={conversation.data.other.id} name={name} />
      ) : blocked === 'by-them' ? (
        <p role="status" className="border-t border-border bg-muted p-4 text-center font-semibold">
          {t('messages.thread.blockedByThem')}
        </p>
      ) : (
        <>
          <SafetyNotice className="mx-3 mb-2" />
          <Composer key={conversationId} conversationId={conversationId} onSend={send} />
        </>
      )}
      <ReportDialog
        open={reporting !== null}
        onClose={closeReport}
        endpoint={reporting?.endpoint ?? ''}
        title={reporting?.title ?? ''}
      />
      <BlockDialog open={confirmBlock} onClose={closeBlock} conversationId={conversationId} name={name} />
    </div>
  );
}

/** Block {name}? Confirmed in a dialog; afterwards the thread shows the "You blocked" notice. */
function BlockDialog({
  open,
  onClose,
  conversationId,
  name,
}: {
  open: boolean;
  onClose: () => void;
  conversationId: number;
  name: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await blockConversation(client, conversationId);
      onClose();
      toastSuccess(t('messages.thread.blockedToast', { name }));
    } catch (error) {
      toastError(t('messages.thread.blockFailed'), errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('messages.thread.blockTitle', { name })}
      description={t('messages.thread.blockBody')}
      closeLabel={t('dialog.close')}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('messages.thread.cancel')}
        </Button>
        <Button
          variant="danger"
          loading={busy}
          loadingText={t('messages.thread.blocking')}
          onClick={() => void confirm()}
        >
          <Ban aria-hidden="true" className="size-5" />
          {t('messages.thread.blockConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}

/** In place of the composer once I blocked the other person: says so, with Unblock. */
function BlockedByMe({
  conversationId,
  userId,
  name,
}: {
  conversationId: number;
  userId: string;
  name: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const unblock = async () => {
    setBusy(true);
    try {
      await unblockPerson(client, conversationId, userId);
      toastSuccess(t('messages.thread.unblockedToast', { name }));
    } catch (error) {
      toastError(t('messages.thread.unblockFailed'), errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-3 border-t border-border bg-muted p-4 text-center"
    >
      <p className="font-semibold">{t('messages.thread.blockedByMe')}</p>
      <Button
        variant="outline"
        loading={busy}
        loadingText={t('messages.thread.unblocking')}
        onClick={() => void unblock()}
      >
        {t('messages.thread.unblock')}
      </Button>
    </div>
  );
}
