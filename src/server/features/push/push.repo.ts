import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { checkedRows, column, rowCount } from '../../db/rows';
import { pushSubscriptions, user } from '../../db/schema';

export interface PushSubscriptionRow {
  id: number;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  createdAt: Date;
}

export interface NewSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  now: Date;
}

/** A job-alert notification claimed for pushing, with what its text needs. */
export interface AlertPush {
  userId: string;
  locale: string;
  jobId: number;
  title: string;
  location: string;
  dailySalary: number;
  currency: string;
}

/** claimAlertPushes' rows, as AlertPush. */
const alertPush = z
  .object({
    user_id: z.string(),
    locale: z.string(),
    job_id: column.number,
    title: z.string(),
    location: z.string(),
    daily_salary: column.number,
    currency: z.string(),
  })
  .transform((row): AlertPush => ({
    userId: row.user_id,
    locale: row.locale,
    jobId: row.job_id,
    title: row.title,
    location: row.location,
    dailySalary: row.daily_salary,
    currency: row.currency,
  }));

/** push_subscriptions, push_conversation_slots and pushed_notifications (src/server/db/schema/push.ts). */
export class PushRepo {
  constructor(private readonly db: Database) {}

  /** Inserts, or moves a known endpoint (one browser) to this user with fresh keys and label (its date kept). */
  async upsert(input: NewSubscription): Promise<PushSubscriptionRow> {
    const values = {
      userId: input.userId,
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      label: input.label,
      createdAt: input.now,
    };
    const [row] = await this.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, label: values.label },
      })
      .returning();
    if (!row) throw new Error('push subscription not stored');
    return row;
  }

  /** Drops the user's oldest devices beyond `keep`. */
  async trim(userId: string, keep: number): Promise<void> {
    await this.db.execute(
      sql`delete from push_subscriptions where user_id = ${userId} and id not in (
            select id from push_subscriptions where user_id = ${userId}
            order by created_at desc, id desc limit ${keep})`,
    );
  }

  list(userId: string): Promise<PushSubscriptionRow[]> {
    return this.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  }

  /** Deletes one of the user's devices; false when it is not theirs (or gone). */
  async remove(userId: string, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  }

  /** A subscription the push service says is gone (404/410). */
  async forget(id: number): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  }

  async touch(ids: readonly number[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(pushSubscriptions)
      .set({ lastPushedAt: now })
      .where(inArray(pushSubscriptions.id, [...ids]));
  }

  async hasDevices(userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .limit(1);
    return rows.length > 0;
  }

  async localeOf(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
    return row?.locale ?? null;
  }

  /**
   * Takes the conversation's push slot for this user when the last push is at least `gapMs` old (one
   * statement: two instances never both take it).
   */
  async claimConversationSlot(
    conversationId: number,
    userId: string,
    now: Date,
    gapMs: number,
  ): Promise<boolean> {
    const since = new Date(now.getTime() - gapMs).toISOString();
    const claimed = await rowCount(
      this.db,
      sql`insert into push_conversation_slots (conversation_id, user_id, pushed_at)
          values (${conversationId}, ${userId}, ${now.toISOString()}::timestamptz)
          on conflict (conversation_id, user_id) do update set pushed_at = excluded.pushed_at
          where push_conversation_slots.pushed_at <= ${since}::timestamptz
          returning user_id`,
    );
    return claimed > 0;
  }

  /**
   * Claims up to `batch` job-alert notifications not pushed yet, of people with a device, created since
   * `since` (a device added later does not get old matches), with the job's text.
   */
  async claimAlertPushes(batch: number, now: Date, since: Date): Promise<AlertPush[]> {
    return checkedRows(
      this.db,
      alertPush,
      sql`with claimed as (
            insert into pushed_notifications (notification_id, pushed_at)
            select n.id, ${now.toISOString()}::timestamptz from notifications n
            where n.created_at >= ${since.toISOString()}::timestamptz
              and exists (select 1 from push_subscriptions s where s.user_id = n.user_id)
              and not exists (select 1 from pushed_notifications p where p.notification_id = n.id)
            order by n.id
            limit ${batch}
            on conflict do nothing
            returning notification_id)
          select n.user_id, u.locale, j.id as job_id, j.title, j.location, j.daily_salary, j.currency
          from claimed c
          join notifications n on n.id = c.notification_id
          join "user" u on u.id = n.user_id
          join jobs j on j.id = n.job_id
          order by n.id`,
    );
  }
}
