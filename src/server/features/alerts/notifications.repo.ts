import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { checkedRows, column } from '../../db/rows';
import { jobAlerts, jobs, notifications } from '../../db/schema';
import {
  notifiedJobColumns,
  toAlertRecord,
  toNotifiedJob,
  type AlertRecord,
  type NotifiedJob,
} from './alerts.rows';

export interface NotificationRecord {
  id: number;
  userId: string;
  createdAt: string;
  read: boolean;
  job: NotifiedJob | null;
  alert: AlertRecord | null;
}

/** The in-app list of notifications: pages, the unread count, read markers. */
export class NotificationsRepo {
  constructor(private readonly db: Database) {}

  async listNotifications(
    userId: string,
    before: number | undefined,
    limit: number,
  ): Promise<NotificationRecord[]> {
    const rows = await this.db
      .select({
        id: notifications.id,
        userId: notifications.userId,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
        job: notifiedJobColumns,
        alert: getTableColumns(jobAlerts),
      })
      .from(notifications)
      .innerJoin(jobs, eq(jobs.id, notifications.jobId))
      .leftJoin(jobAlerts, eq(jobAlerts.id, notifications.alertId))
      .where(
        and(
          eq(notifications.userId, userId),
          before === undefined ? undefined : lt(notifications.id, before),
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
      job: toNotifiedJob(row.job),
      alert: row.alert ? toAlertRecord(row.alert) : null,
    }));
  }

  /** Unread notifications, counted no further than `cap`. */
  async unreadCount(userId: string, cap: number): Promise<number> {
    const rows = await checkedRows(
      this.db,
      z.object({ n: column.number }),
      sql`select count(*) as n from (
            select 1 from notifications where user_id = ${userId} and read_at is null limit ${cap}
          ) as capped`,
    );
    return rows[0]?.n ?? 0;
  }

  async markRead(userId: string, upTo: number | undefined, now: Date): Promise<void> {
    await this.db.execute(
      sql`update notifications set read_at = ${now.toISOString()}::timestamptz
          where user_id = ${userId} and read_at is null
          ${upTo === undefined ? sql`` : sql`and id <= ${upTo}`}`,
    );
  }
}
