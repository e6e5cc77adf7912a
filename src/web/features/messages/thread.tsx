import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CircleCheck } from '../../components/icons';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import { ReportDialog } from '../../components/report/report-dialog';
import { SafetyNotice } from '../../components/safety-notice';
import { buttonClasses } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useTranslation } from '../../lib/i18n';
import {
  conversationQueryOptions,
  conversationReportPath,
  messageReportPath,
  threadQueryOptions,
} from './api';
import { BlockDialog, BlockedByMe } from './blocking';
import { Composer } from './composer';
import { ConnectionNotice } from './connection-notice';
import { HireBar } from './hire-bar';
import { MessageList } from './message-list';
import { otherName } from './people';
import { RateBar } from './rating';
import { ThreadHeader } from './thread-header';
import { useArrivalAnnouncement } from './use-arrival-announcement';
import { useMarkRead } from './use-mark-read';
import { useSendMessage } from './use-send-message';
import { useThreadItems } from './use-thread-items';

/**
 * One conversation (spec: message thread): header with the job and Call, messages in ascending order
 * (mine on the right), older pages on scrolling up, sending / sent / seen / failed with Retry, and the
 * composer. Opening it (and new messages while it is visible) marks it read.
 */
export function Thread({ conversationId, userId }: { conversationId: number; userId: string }) {
  const { t } = useTranslation();
  const conversation = useQuery(conversationQueryOptions(conversationId));
  const thread = useInfiniteQuery(threadQueryOptions(conversationId));
  const { stored, items } = useThreadItems(userId, conversationId, thread.data);
  const { send, deliver } = useSendMessage(userId, conversationId);
  const [reporting, setReporting] = useState<{ endpoint: string; title: string } | null>(null);
  const closeReport = useCallback(() => setReporting(null), []);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const closeBlock = useCallback(() => setConfirmBlock(false), []);

  const newest = stored.at(-1);
  useMarkRead(conversationId, userId, newest, conversation.data?.unreadCount ?? 0);
  const name = conversation.data ? otherName(conversation.data.other, t) : '';
  const announcement = useArrivalAnnouncement(newest, userId, name);

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
  const seenMessageId = lastStoredMine && otherLastRead >= lastStoredMine.id ? lastStoredMine.id : null;
  const jobClosed = conversation.data && conversation.data.job.status !== 'active';

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
      <MessageList
        items={items}
        name={name}
        seenMessageId={seenMessageId}
        loading={thread.isPending}
        loadFailed={thread.isError && stored.length === 0}
        onReload={() => void thread.refetch()}
        older={thread}
        onRetry={(failed) => void deliver(failed)}
        onReport={(messageId) =>
          setReporting({
            endpoint: messageReportPath(messageId),
            title: t('messages.thread.reportMessageTitle'),
          })
        }
      />
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
