import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { CountryCode } from '../../../shared/geo';
import {
  iso,
  JOB_COLUMNS,
  toAlertRecord,
  toNotifiedJob,
  type AlertRecord,
  type NotifiedJob,
  type RawJob,
} from './alerts.rows';

export interface NotificationRecord {
  id: number;
  userId: string;
  createdAt: string;
  read: boolean;
  job: NotifiedJob | null;
  alert: AlertRecord | null;
}

type RawNotification = RawJob & {
  id: number | string;
  user_id: string;
  created_at: string | Date;
  read_at: string | Date | null;
  alert_id: number | string | null;
  a_country: CountryCode | null;
  a_city: string | null;
  a_category: string | null;
  a_min_pay: number | null;
  a_words: string | null;
  a_created_at: string | Date | null;
};

function toNotificationRecord(row: RawNotification): NotificationRecord {
  return {
    id: Number(row.id),
    userId: row.user_id,
    createdAt: iso(row.created_at),
    read: row.read_at !== null,
    job: toNotifiedJob(row),
    alert:
      row.alert_id === null
        ? null
        : toAlertRecord({
            id: row.alert_id,
            user_id: row.user_id,
            country: row.a_country as CountryCode,
            city: row.a_city,
            category: row.a_category,
            min_pay: row.a_min_pay,
            words: row.a_words,
            created_at: row.a_created_at as string,
          }),
  };
}

/** The in-app list of notifications: pages, the unread count, read markers. */
export class NotificationsRepo {
  constructor(private readonly db: Database) {}

  async listNotifications(
    userId: string,
    before: number | undefined,
    limit: number,
  ): Promise<NotificationRecord[]> {
    const rows = await queryRows<RawNotification>(
      this.db,
      sql`select n.id, n.user_id, n.created_at, n.read_at, a.id as alert_id, a.country as a_country,
                 a.city as a_city, a.category as a_category, a.min_pay as a_min_pay, a.words as a_words,
                 a.created_at as a_created_at, ${JOB_COLUMNS}
          from notifications n
          join jobs j on j.id = n.job_id
          left join job_alerts a on a.id = n.alert_id
          where n.user_id = ${userId} ${before === undefined ? sql`` : sql`and n.id < ${before}`}
          order by n.id desc limit ${limit}`,
    );
    return rows.map(toNotificationRecord);
  }

  /** Unread notifications, counted no further than `cap`. */
  async unreadCount(userId: string, cap: number): Promise<number> {
    const rows = await queryRows<{ n: number | string }>(
      this.db,
      sql`select count(*) as n from (
            select 1 from notifications where user_id = ${userId} and read_at is null limit ${cap}
          ) as capped`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async markRead(userId: string, upTo: number | undefined, now: Date): Promise<void> {
    await this.db.execute(
      sql`update notifications set read_at = ${now.toISOString()}::timestamptz
          where user_id = ${userId} and read_at is null
          ${upTo === undefined ? sql`` : sql`and id <= ${upTo}`}`,
    );
  }
}
