import { CircleAlert, Flag, RotateCw, ShieldAlert } from '../../components/icons';
import type { Message } from '../../../shared/api/messages';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { getConfig } from '../../lib/config';
import { intlTag, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import type { Outgoing } from './outbox';
import { messageTime } from './people';
import { useScamCheck } from './scam-detector';

/** A confirmed message or one still on its way, as the thread shows it. */
export type ThreadItem =
  { kind: 'stored'; message: Message; mine: boolean } | { kind: 'outgoing'; outgoing: Outgoing };

export const itemKey = (item: ThreadItem) =>
  item.kind === 'stored' ? `m${item.message.id}` : `o${item.outgoing.clientId}`;
export const itemDate = (item: ThreadItem) =>
  item.kind === 'stored' ? item.message.createdAt : item.outgoing.createdAt;
/** Mine: stored as sent by me, or still on its way from this browser. */
export const isMine = (item: ThreadItem) => item.kind === 'outgoing' || item.mine;

/** One message of the thread: its text, time and status (sending, sent, seen, failed with Retry). */
export function Bubble({
  item,
  seen,
  senderLabel,
  onRetry,
  onReport,
}: {
  item: ThreadItem;
  seen: boolean;
  senderLabel: string;
  onRetry: (outgoing: Outgoing) => void;
  /** Report this message (the other person's messages only). */
  onReport?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  // Money or off-platform wording (src/shared/safety): the recipient is warned under the message.
  const asksForMoneyOrElsewhere = useScamCheck();
  const mine = isMine(item);
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
        <span>{messageTime(itemDate(item), intlTag(locale))}</span>
        {status ? (
          <span className={cn(failed && 'flex items-center gap-1 font-bold text-danger')}>
            {failed ? <CircleAlert aria-hidden="true" className="size-3.5" /> : null}
            {status}
          </span>
        ) : null}
        {failed ? (
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
      {failed && item.outgoing.error ? (
        <p className="px-1 text-xs text-danger">{item.outgoing.error}</p>
      ) : null}
      {!mine && asksForMoneyOrElsewhere?.(content) ? (
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
