import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing, CheckCheck, MapPin, Search, Settings } from '../../components/icons';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { alertLabel } from '../../../shared/alerts';
import type { Notification, NotificationListResponse } from '../../../shared/api/alerts';
import { buildPath, jobPath } from '../../../shared/routes';
import { AccountPageFrame, PageSpinner, SignedOutNotice } from '../../components/account-page';
import { JobCategory } from '../../components/job-card/job-card';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, cardClasses } from '../../components/ui/card';
import { apiFetch, ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatMoney, intlTag, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import {
  notificationListQueryKey,
  notificationsUnreadQueryKey,
  useNotificationsUnread,
} from '../../lib/notifications';
import { useSession } from '../../lib/session';
import '../../lib/texts/alerts';

function fetchPage(before: number | null, signal: AbortSignal) {
  const query = before === null ? '' : `?before=${before}`;
  return apiFetch<NotificationListResponse>(`/api/me/notifications${query}`, { signal });
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  const { job, alert } = notification;
  const when = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(notification.createdAt),
  );
  const label = alert
    ? t('alerts.page.matched', {
        label: alertLabel(alert, (key, params) => t(key, params ?? {}), i18n.language),
      })
    : t('alerts.page.deletedAlert');
  const open = job?.status === 'active';
  return (
    <li>
      <article
        className={cn(
          cardClasses,
          'flex flex-col gap-2 p-4 sm:p-5',
          notification.read ? '' : 'border-l-4 border-l-primary',
          open ? '' : 'opacity-75',
        )}
      >
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {notification.read ? null : (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">
              {t('alerts.page.newBadge')}
            </span>
          )}
          <span>{when}</span>
        </p>
        {job ? (
          <>
            <h2 className="text-lg leading-snug font-bold break-words">
              {open ? (
                <Link to={jobPath(job.id)} className="hover:underline">
                  {job.title}
                </Link>
              ) : (
                job.title
              )}
            </h2>
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
                {job.location}
              </span>
              <span className="inline-flex items-center gap-1.5 font-semibold">
                {t('alerts.page.perDay', { pay: formatMoney(job.dailySalary, job.currency, i18n.language) })}
              </span>
              <JobCategory job={job} />
            </p>
            {open ? null : (
              <p className="font-semibold text-muted-foreground">
                {job.status === 'closed' ? t('alerts.page.closed') : t('alerts.page.gone')}
              </p>
            )}
          </>
        ) : (
          <p className="font-semibold text-muted-foreground">{t('alerts.page.gone')}</p>
        )}
        <p className="text-sm text-muted-foreground">{label}</p>
        {open ? (
          <div>
            <Link to={jobPath(job.id)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('alerts.page.viewJob')}
            </Link>
          </div>
        ) : null}
      </article>
    </li>
  );
}

function EmptyNotifications() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <BellRing aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-bold">{t('alerts.page.emptyTitle')}</h2>
      <p className="max-w-md text-muted-foreground">{t('alerts.page.emptyHint')}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Link to={buildPath('jobsByCity', { city: 'all' })} className={buttonClasses()}>
          <Search aria-hidden="true" className="size-5" />
          {t('alerts.page.findJobs')}
        </Link>
        <Link to={buildPath('settings')} className={buttonClasses({ variant: 'outline' })}>
          <Settings aria-hidden="true" className="size-5" />
          {t('alerts.page.manage')}
        </Link>
      </div>
    </Card>
  );
}

/**
 * /notifications: new jobs that matched the user's job alerts, newest first. Opening the page marks what
 * it shows as read (the bell's count goes to 0); the items keep their "New" mark for this visit.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { user, isPending } = useSession();
  const signedIn = Boolean(user);
  const unread = useNotificationsUnread(signedIn);
  const list = useInfiniteQuery({
    queryKey: notificationListQueryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: signedIn,
  });
  const markRead = useMutation({
    mutationFn: (upTo?: number) =>
      apiFetch<{ unread: number }>('/api/me/notifications/read', {
        method: 'POST',
        json: upTo === undefined ? {} : { upTo },
      }),
    onSuccess: (result) => client.setQueryData(notificationsUnreadQueryKey, result.unread),
  });
  const newest = list.data?.pages[0]?.notifications[0];
  const markedUpTo = useRef(0);
  const { mutate } = markRead;
  useEffect(() => {
    if (!newest || newest.read || newest.id <= markedUpTo.current) return;
    markedUpTo.current = newest.id;
    mutate(newest.id);
  }, [newest, mutate]);

  const title = t('alerts.page.title');
  if (isPending) {
    return (
      <AccountPageFrame title={title}>
        <PageSpinner />
      </AccountPageFrame>
    );
  }
  const signedOutByServer = list.error instanceof ApiError && list.error.status === 401;
  if (!user || signedOutByServer) {
    return (
      <AccountPageFrame title={title}>
        <SignedOutNotice text={t('alerts.page.signedOut')} />
      </AccountPageFrame>
    );
  }
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  return (
    <AccountPageFrame title={title}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground">{t('alerts.page.lead')}</p>
        <div className="flex flex-wrap gap-2">
          {unread > 0 ? (
            <Button
              variant="outline"
              loading={markRead.isPending}
              loadingText={t('alerts.page.markingRead')}
              onClick={() => markRead.mutate(undefined)}
            >
              <CheckCheck aria-hidden="true" className="size-5" />
              {t('alerts.page.markAllRead')}
            </Button>
          ) : null}
          <Link to={buildPath('settings')} className={buttonClasses({ variant: 'ghost' })}>
            <Settings aria-hidden="true" className="size-5" />
            {t('alerts.page.manage')}
          </Link>
        </div>
      </div>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError && !list.data ? (
        <Card role="alert" className="space-y-3 p-6">
          <p className="font-semibold">{t('alerts.page.loadFailed')}</p>
          <Button variant="outline" onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('common.tryAgain')}
          </Button>
        </Card>
      ) : notifications.length === 0 ? (
        <EmptyNotifications />
      ) : (
        <>
          <ul className="space-y-3" aria-label={title}>
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                loading={list.isFetchingNextPage}
                loadingText={t('alerts.page.loading')}
                onClick={() => void list.fetchNextPage()}
              >
                {t('alerts.page.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </AccountPageFrame>
  );
}
