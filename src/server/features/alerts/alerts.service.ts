import { AppError, notFound } from '../../errors';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import { normalizeAlertSearch } from '../../../shared/alerts';
import {
  EMPTY_ALERT_MESSAGE,
  NOTIFICATIONS_UNREAD_CAP,
  TOO_MANY_ALERTS_MESSAGE,
  type ParsedAlertInput,
  type Alert,
  type AlertEmails,
  type AlertListResponse,
  type Notification,
  type NotificationJob,
  type NotificationListResponse,
} from '../../../shared/api/alerts';
import { categoryLabel } from '../../../shared/categories';
import { effectiveJobStatus } from '../../../shared/jobs';
import { ALERTS_PER_USER_MAX, NOTIFICATIONS_PAGE_SIZE } from '../../../shared/limits';
import type { AlertRepos } from './alerts.repo';
import type { AlertRecord, NotifiedJob } from './alerts.rows';

/** Saving and deleting alerts, and the email choice, per user: plenty for a person, a wall for a script. */
export const ALERT_WRITE_LIMIT: RateLimitRule = {
  name: 'alerts-write:user',
  limit: 60,
  windowMs: 60 * 60_000,
};

function toAlert(record: AlertRecord): Alert {
  return {
    id: record.id,
    country: record.country,
    city: record.city,
    category: record.category,
    minPay: record.minPay,
    words: record.words,
    createdAt: record.createdAt,
  };
}

/** A job as the list shows it; null when it is not public (held or removed by a moderator). */
export function toNotificationJob(job: NotifiedJob, now: Date): NotificationJob | null {
  const status = effectiveJobStatus(job.status, job.expiresAt, now);
  if (status !== 'active' && status !== 'closed' && status !== 'expired') return null;
  return {
    id: job.id,
    title: job.title,
    category: job.category,
    categoryLabel: categoryLabel(job.category),
    location: job.location,
    city: job.city,
    country: job.country,
    dailySalary: job.dailySalary,
    currency: job.currency,
    status,
    createdAt: job.createdAt,
  };
}

/** Saved alerts, the email choice and the in-app notifications (contract: src/shared/api/alerts.ts). */
export class AlertsService {
  constructor(
    private readonly repos: Pick<AlertRepos, 'saved' | 'notifications'>,
    private readonly limiter: RateLimiter,
    private readonly now: () => Date,
  ) {}

  async list(userId: string): Promise<AlertListResponse> {
    const [alerts, emails] = await Promise.all([
      this.repos.saved.listByUser(userId),
      this.repos.saved.emailChoice(userId),
    ]);
    return { alerts: alerts.map(toAlert), emails: emails ?? 'instant' };
  }

  /** Saves a search; the same search again gives back the one already saved. */
  async create(userId: string, input: ParsedAlertInput): Promise<{ alert: Alert; created: boolean }> {
    const normalized = normalizeAlertSearch(input);
    if ('problem' in normalized) {
      switch (normalized.problem) {
        case 'unknown_city':
          throw new AppError(
            400,
            'validation_failed',
            'We do not know this city. Please choose one from the list.',
            {
              fields: { city: 'We do not know this city. Please choose one from the list.' },
            },
          );
        case 'unknown_category':
          throw new AppError(400, 'validation_failed', 'Unknown category', {
            fields: { category: 'Unknown category' },
          });
        case 'empty':
          throw new AppError(400, 'empty_alert', EMPTY_ALERT_MESSAGE);
      }
    }
    const { search } = normalized;
    await this.limiter.consume(ALERT_WRITE_LIMIT, userId);
    const same = await this.repos.saved.findSame(userId, search);
    if (same) return { alert: toAlert(same), created: false };
    const record = await this.repos.saved.insertBelowLimit(userId, search, this.now(), ALERTS_PER_USER_MAX);
    if (!record) {
      throw new AppError(409, 'too_many_alerts', TOO_MANY_ALERTS_MESSAGE, {
        params: { max: ALERTS_PER_USER_MAX },
      });
    }
    return { alert: toAlert(record), created: true };
  }

  async delete(userId: string, id: number): Promise<void> {
    await this.limiter.consume(ALERT_WRITE_LIMIT, userId);
    if (!(await this.repos.saved.delete(userId, id))) throw notFound('This alert does not exist.');
  }

  async setEmails(userId: string, emails: AlertEmails): Promise<{ emails: AlertEmails }> {
    await this.limiter.consume(ALERT_WRITE_LIMIT, userId);
    if (!(await this.repos.saved.setEmailChoice(userId, emails, this.now())))
      throw notFound('User not found');
    return { emails };
  }

  async notifications(userId: string, before: number | undefined): Promise<NotificationListResponse> {
    const now = this.now();
    const [records, unread] = await Promise.all([
      this.repos.notifications.listNotifications(userId, before, NOTIFICATIONS_PAGE_SIZE + 1),
      this.repos.notifications.unreadCount(userId, NOTIFICATIONS_UNREAD_CAP),
    ]);
    const page = records.slice(0, NOTIFICATIONS_PAGE_SIZE);
    const notifications: Notification[] = page.map((record) => ({
      id: record.id,
      kind: 'job-alert',
      createdAt: record.createdAt,
      read: record.read,
      job: record.job ? toNotificationJob(record.job, now) : null,
      alert: record.alert ? toAlert(record.alert) : null,
    }));
    const last = page[page.length - 1];
    return {
      notifications,
      nextBefore: records.length > NOTIFICATIONS_PAGE_SIZE && last ? last.id : null,
      unread,
    };
  }

  unread(userId: string): Promise<number> {
    return this.repos.notifications.unreadCount(userId, NOTIFICATIONS_UNREAD_CAP);
  }

  /** Marks the user's notifications read: all, or up to `upTo` (inclusive). */
  async markRead(userId: string, upTo: number | undefined): Promise<{ unread: number }> {
    await this.repos.notifications.markRead(userId, upTo, this.now());
    return { unread: await this.unread(userId) };
  }

  /** For the unsubscribe links: alert emails on or off. */
  async emailsEnabled(userId: string): Promise<boolean> {
    return (await this.repos.saved.emailChoice(userId)) !== 'off';
  }

  turnEmailsOff(userId: string): Promise<boolean> {
    return this.repos.saved.setEmailChoice(userId, 'off', this.now());
  }
}
