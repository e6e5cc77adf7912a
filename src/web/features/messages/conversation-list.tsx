import { useInfiniteQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, MessagesSquare } from '../../components/icons';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Conversation } from '../../../shared/api/messages';
import { buildPath } from '../../../shared/routes';
import { UnreadBadge } from '../../components/unread-badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { conversationPath } from '../../lib/messaging';
import { toastError } from '../../lib/toast';
import { intlTag, useIntlLocale } from '../../lib/format';
import { conversationsQueryOptions } from './api';
import { initialsOf, messageTime, otherName } from './people';

function ConversationItem({
  conversation,
  selected,
  userId,
}: {
  conversation: Conversation;
  selected: boolean;
  userId: string;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const name = otherName(conversation.other, t);
  const last = conversation.lastMessage;
  const jobTitle = conversation.job.title || t('messages.list.jobFallback');
  const unread = conversation.unreadCount;
  const preview = last
    ? last.senderId === userId
      ? t('messages.list.you', { text: last.content })
      : last.content
    : t('messages.list.noMessages');
  return (
    <li>
      <Link
        to={conversationPath(conversation.id)}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex min-h-20 gap-3 border-b border-border px-3 py-3 hover:bg-muted focus-visible:bg-muted',
          selected && 'bg-accent hover:bg-accent',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-full font-bold',
            conversation.other.id ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
          )}
        >
          {initialsOf(conversation.other.id ? conversation.other.name : null)}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate', unread > 0 ? 'font-extrabold' : 'font-semibold')}>{name}</span>
            <span className="shrink-0 text-xs text-muted-foreground">
              {messageTime(last?.createdAt ?? conversation.updatedAt, intlTag(locale))}
            </span>
          </span>
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            <BriefcaseBusiness aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">
              {conversation.role === 'employer'
                ? t('messages.list.yourJob', { title: jobTitle })
                : t('messages.list.aboutJob', { title: jobTitle })}
            </span>
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', unread > 0 ? 'font-semibold' : 'text-muted-foreground')}>
              {preview}
            </span>
            <UnreadBadge count={unread} />
            {unread > 0 ? (
              <span className="sr-only">{t('messages.list.unread', { count: unread })}</span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The user's conversations, most recently active first (spec: Messages). */
export function ConversationList({
  selectedId,
  userId,
  className,
}: {
  selectedId: number | null;
  userId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery(conversationsQueryOptions);
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];
  const failed = query.isError;
  useEffect(() => {
    if (failed) toastError(t('messages.toasts.errorTitle'), t('messages.list.loadFailed'));
  }, [failed, t]);

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="flex items-center gap-3 p-4 text-muted-foreground">
        <Spinner className="size-5" />
        {t('messages.list.loading')}
      </p>
    );
  } else if (query.isError && conversations.length === 0) {
    body = (
      <div role="alert" className="space-y-3 p-4">
        <p className="font-semibold">{t('messages.list.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('messages.list.tryAgain')}
        </Button>
      </div>
    );
  } else if (conversations.length === 0) {
    body = (
      <div className="space-y-3 p-5 text-center">
        <MessagesSquare aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
        <p className="text-lg font-semibold">{t('messages.list.empty')}</p>
        <p className="text-muted-foreground">{t('messages.list.emptyHint')}</p>
        <Link to={buildPath('jobsByCity', { city: 'all' })} className={buttonClasses()}>
          {t('messages.list.findJobs')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ul>
          {conversations.map((conversation) => (
            <ConversationItem
              key={conversation.id}
              conversation={conversation}
              selected={conversation.id === selectedId}
              userId={userId}
            />
          ))}
        </ul>
        {query.hasNextPage ? (
          <div className="p-3">
            <Button
              variant="outline"
              className="w-full"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('messages.list.loadOlder')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby="conversations-heading" className={cn('flex min-h-0 flex-col', className)}>
      <h2 id="conversations-heading" className="border-b border-border px-4 py-3 text-lg font-bold">
        {t('messages.list.heading')}
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto">{body}</div>
    </section>
  );
}
