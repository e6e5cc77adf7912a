import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundTasks } from '../../background-tasks';
import type { Mailer } from '../../email/mailer';
import { renderEmail } from '../../email/templates';
import type { UnsubscribeTokens } from '../../email/unsubscribe';
import type { Env } from '../../env';
import { translator } from '../../i18n';
import type { EventBus } from '../../realtime/bus';
import { alertCategoriesFor, alertCitiesFor, alertLabel } from '../../../shared/alerts';
import { isPseudoEmail } from '../../../shared/identifiers';
import { formatMoney } from '../../../shared/intl';
import { ALERT_DIGEST_INTERVAL_MS, ALERT_DIGEST_MAX_JOBS } from '../../../shared/limits';
import { buildPath, jobPath } from '../../../shared/routes';
import type { AlertEmailsRepo, AlertRecipient, EmailDue } from './alert-emails.repo';
import type { AlertMatchingRepo, ClaimedJob, MatchTerms } from './alert-matching.repo';
import type { AlertRecord, NotifiedJob } from './alerts.rows';
import { toNotificationJob } from './alerts.service';

/** The bus channel of new notifications: `users` is a comma-separated list of user ids. */
export const NOTIFICATIONS_CHANNEL = 'notifications';
/** Jobs claimed per matching transaction, emails claimed per round. */
const MATCH_BATCH = 20;
const EMAIL_BATCH = 20;
/** User ids per bus event (PostgreSQL NOTIFY payloads stay far below 8,000 bytes). */
const USERS_PER_EVENT = 100;

/** What one job's match needs, from the shared rules (src/shared/alerts.ts); null: alert nobody. */
function matchTerms(job: ClaimedJob): MatchTerms | null {
  if (job.isDemo || !job.live) return null;
  const { slugs, notText } = alertCitiesFor(job.location, job.country);
  return {
    jobId: job.id,
    posterId: job.userId,
    country: job.country,
    categories: alertCategoriesFor(job.category),
    citySlugs: slugs,
    notTextCities: notText,
    label: job.location.toLowerCase(),
    dailySalary: job.dailySalary,
    searchText: job.searchText.toLowerCase(),
  };
}

export interface AlertDeliveryDeps {
  repos: { matching: AlertMatchingRepo; emails: AlertEmailsRepo };
  mailer: Mailer;
  env: Env;
  tokens: UnsubscribeTokens;
  bus: EventBus;
  background: BackgroundTasks;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Web Push (issue #24): runs after each match round, pushing the new matches (app.ts passes it). */
  afterMatch?: () => Promise<void>;
}

/**
 * Job alerts in the background (docs/decisions/0017). Posting a job only stores it with
 * alerts_matched_at null (the durable queue) and calls jobsWentLive(); the matching, the in-app
 * notifications, the realtime push and the instant emails happen after the response. The periodic
 * tick does the same for anything left (a crash, another instance, a moderator's approval) and sends
 * the daily digests. Every step claims its rows first, so two instances never notify or email twice.
 */
export class AlertDelivery {
  private matching = false;
  private matchAgain = false;

  constructor(private readonly deps: AlertDeliveryDeps) {}

  /** A job went live (posted, approved): match it soon, without holding up the response. */
  jobsWentLive(): void {
    if (this.matching) {
      this.matchAgain = true;
      return;
    }
    this.matching = true;
    this.deps.background.run('job alerts', async () => {
      // After the poster's response has gone: on the embedded database (one connection) a match run
      // started at once would hold up the response's own last steps.
      await new Promise((resolve) => setImmediate(resolve));
      try {
        do {
          this.matchAgain = false;
          await this.matchPending();
          await this.pushMatches();
          await this.sendInstantEmails();
          // jobsWentLive sets it again while the awaits above run; TypeScript keeps it narrowed to false.
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
        } while (this.matchAgain);
      } finally {
        this.matching = false;
      }
    });
  }

  /** Everything due now: pending jobs matched, instant emails, daily digests. */
  async tick(): Promise<void> {
    await this.matchPending();
    await this.pushMatches();
    await this.sendInstantEmails();
    await this.sendDigests();
  }

  /** Matches every pending live job, a batch per transaction; returns how many jobs were matched. */
  async matchPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const { jobs, userIds } = await this.deps.repos.matching.claimAndMatch(
        MATCH_BATCH,
        this.deps.now(),
        matchTerms,
      );
      total += jobs;
      await this.announce(userIds);
      if (jobs < MATCH_BATCH) return total;
    }
  }

  /** Web Push of the new matches (issue #24); a failure is logged and the emails still go. */
  private async pushMatches(): Promise<void> {
    try {
      await this.deps.afterMatch?.();
    } catch (error) {
      this.deps.log.error({ err: error }, 'job alert pushes failed');
    }
  }

  /** Tells every instance which users have new notifications (their open tabs reload the bell). */
  private async announce(userIds: readonly string[]): Promise<void> {
    for (let start = 0; start < userIds.length; start += USERS_PER_EVENT) {
      const users = userIds.slice(start, start + USERS_PER_EVENT).join(',');
      await this.deps.bus.publish(NOTIFICATIONS_CHANNEL, { users });
    }
  }

  /** One email per new notification for users who chose "right away". */
  async sendInstantEmails(): Promise<void> {
    for (;;) {
      const due = await this.deps.repos.emails.claimInstantEmails(EMAIL_BATCH, this.deps.now());
      if (due.length === 0) return;
      const [jobs, alerts] = await Promise.all([
        this.deps.repos.emails.jobsByIds(due.map((item) => item.jobId)),
        this.deps.repos.emails.alertsByIds(
          due.flatMap((item) => (item.alertId === null ? [] : [item.alertId])),
        ),
      ]);
      for (const item of due) {
        const job = jobs.get(item.jobId);
        if (!job || !this.isLive(job)) continue;
        await this.deliver('instant alert email', item.userId, (recipient) =>
          this.instantEmail(
            recipient,
            item.userId,
            job,
            item.alertId === null ? null : alerts.get(item.alertId),
          ),
        );
      }
      if (due.length < EMAIL_BATCH) return;
    }
  }

  /** One digest per user who chose "once a day" and whose oldest waiting job has waited a day. */
  async sendDigests(): Promise<void> {
    for (;;) {
      const now = this.deps.now();
      const users = await this.deps.repos.emails.claimDigestUsers(EMAIL_BATCH, now, ALERT_DIGEST_INTERVAL_MS);
      for (const userId of users) {
        const waiting = await this.deps.repos.emails.claimWaiting(userId, now);
        const [jobs, alerts] = await Promise.all([
          this.deps.repos.emails.jobsByIds(waiting.map((item) => item.jobId)),
          this.deps.repos.emails.alertsByIds(
            waiting.flatMap((item) => (item.alertId === null ? [] : [item.alertId])),
          ),
        ]);
        const items = waiting.flatMap((item) => {
          const job = jobs.get(item.jobId);
          return job && this.isLive(job) ? [{ item, job }] : [];
        });
        if (items.length === 0) continue;
        await this.deliver('alert digest email', userId, (recipient) =>
          this.digestEmail(recipient, userId, items, alerts),
        );
      }
      if (users.length < EMAIL_BATCH) return;
    }
  }

  private isLive(job: NotifiedJob): boolean {
    return toNotificationJob(job, this.deps.now())?.status === 'active';
  }

  /** Sends unless the user has only a pseudo email (a phone account); a failure is logged, not retried. */
  private async deliver(
    what: string,
    userId: string,
    build: (recipient: AlertRecipient) => Parameters<Mailer['send']>[0],
  ): Promise<void> {
    const recipient = await this.deps.repos.emails.recipient(userId);
    if (!recipient || isPseudoEmail(recipient.email)) return;
    try {
      await this.deps.mailer.send(build(recipient));
    } catch (error) {
      this.deps.log.error({ err: error }, `${what} failed`);
    }
  }

  private urls(userId: string) {
    const base = this.deps.env.PUBLIC_URL;
    const unsubscribe = this.deps.tokens.links(base, 'alerts', userId);
    return {
      base,
      unsubscribe,
      settingsUrl: `${base}${buildPath('settings')}`,
      notificationsUrl: `${base}${buildPath('notifications')}`,
    };
  }

  private instantEmail(
    recipient: AlertRecipient,
    userId: string,
    job: NotifiedJob,
    alert: AlertRecord | null | undefined,
  ) {
    const t = translator(recipient.locale);
    const { base, unsubscribe, settingsUrl } = this.urls(userId);
    const email = renderEmail('alerts.emails.instant', {
      to: recipient.email,
      locale: recipient.locale,
      params: {
        siteName: this.deps.env.brand.siteName,
        name: recipient.name,
        title: job.title,
        city: job.city,
        location: job.location,
        pay: formatMoney(job.dailySalary, job.currency, recipient.locale),
        alert: alert ? alertLabel(alert, t, recipient.locale) : t('alerts.page.deletedAlert'),
        jobUrl: `${base}${jobPath(job.id)}`,
        settingsUrl,
        unsubscribeUrl: unsubscribe.pageUrl,
      },
    });
    return { ...email, headers: unsubscribe.headers };
  }

  /** The digest: jobs grouped by the alert that found them, oldest alert first, at most 50 jobs. */
  private digestEmail(
    recipient: AlertRecipient,
    userId: string,
    items: { item: EmailDue; job: NotifiedJob }[],
    alerts: Map<number, AlertRecord>,
  ) {
    const t = translator(recipient.locale);
    const { base, unsubscribe, settingsUrl, notificationsUrl } = this.urls(userId);
    const shown = items.slice(0, ALERT_DIGEST_MAX_JOBS);
    const groups = new Map<number | null, NotifiedJob[]>();
    for (const { item, job } of shown) {
      const key = item.alertId !== null && alerts.has(item.alertId) ? item.alertId : null;
      groups.set(key, [...(groups.get(key) ?? []), job]);
    }
    const ordered = [...groups.entries()].sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b));
    const sections = ordered.map(([alertId, jobs]) => {
      const alert = alertId === null ? undefined : alerts.get(alertId);
      const heading = alert
        ? t('alerts.emails.digest.group', { alert: alertLabel(alert, t, recipient.locale) })
        : t('alerts.page.deletedAlert');
      const lines = jobs.map((job) =>
        t('alerts.emails.digest.item', {
          title: job.title,
          city: job.city,
          pay: formatMoney(job.dailySalary, job.currency, recipient.locale),
          jobUrl: `${base}${jobPath(job.id)}`,
        }),
      );
      return [heading, ...lines].join('\n');
    });
    const more = items.length - shown.length;
    if (more > 0) sections.push(t('alerts.emails.digest.more', { count: more }));
    const email = renderEmail('alerts.emails.digest', {
      to: recipient.email,
      locale: recipient.locale,
      params: {
        siteName: this.deps.env.brand.siteName,
        name: recipient.name,
        count: items.length,
        groups: sections.join('\n\n'),
        notificationsUrl,
        settingsUrl,
        unsubscribeUrl: unsubscribe.pageUrl,
      },
    });
    return { ...email, headers: unsubscribe.headers };
  }
}
