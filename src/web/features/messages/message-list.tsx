import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { intlTag, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { Bubble, isMine, itemDate, itemKey, type ThreadItem } from './bubble';
import type { Outgoing } from './outbox';
import { dayLabel } from './people';
import { useLoadOlderInView, useScrollAnchor, type OlderPages } from './use-thread-scroll';

/**
 * The scrolling history of a thread: a day label above each day's first message, older pages on
 * scrolling up (and with the button), the place kept as messages arrive or older ones load above.
 */
export function MessageList({
  items,
  name,
  seenMessageId,
  loading,
  loadFailed,
  onReload,
  older,
  onRetry,
  onReport,
}: {
  items: readonly ThreadItem[];
  /** The other person's name. */
  name: string;
  /** My last stored message, when the other person has read it ("Seen"). */
  seenMessageId: number | null;
  loading: boolean;
  /** Nothing could be loaded: says so, with Try again. */
  loadFailed: boolean;
  onReload: () => void;
  older: OlderPages;
  onRetry: (outgoing: Outgoing) => void;
  onReport: (messageId: number) => void;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { scroller, onScroll } = useScrollAnchor(items);
  const sentinel = useLoadOlderInView(older);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = older;
  const days = items.map((item) => dayLabel(itemDate(item), intlTag(locale), t));
  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
      <div ref={sentinel} />
      {loading ? (
        <p role="status" className="flex items-center justify-center gap-3 p-6 text-muted-foreground">
          <Spinner className="size-5" />
          {t('messages.thread.loading')}
        </p>
      ) : loadFailed ? (
        <div role="alert" className="space-y-3 p-6 text-center">
          <p className="font-semibold">{t('messages.thread.loadFailed')}</p>
          <Button variant="outline" onClick={onReload}>
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
            {items.map((item, index) => {
              const day = days[index];
              const showDay = index === 0 || day !== days[index - 1];
              const mine = isMine(item);
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
                  seen={item.kind === 'stored' && item.message.id === seenMessageId}
                  onRetry={onRetry}
                  onReport={
                    item.kind === 'stored' && !item.mine ? () => onReport(item.message.id) : undefined
                  }
                />,
              ];
            })}
          </ol>
        </>
      )}
    </div>
  );
}
