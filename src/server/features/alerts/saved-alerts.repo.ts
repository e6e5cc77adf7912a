import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { checkedRows, column, rowCount } from '../../db/rows';
import { jobAlerts, profiles, user } from '../../db/schema';
import type { AlertSearch } from '../../../shared/alerts';
import type { AlertEmails } from '../../../shared/api/alerts';
import { toAlertRecord, type AlertRecord } from './alerts.rows';

/** Saved alerts and the email choice, per user. */
export class SavedAlertsRepo {
  constructor(private readonly db: Database) {}

  async listByUser(userId: string): Promise<AlertRecord[]> {
    const rows = await this.db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId))
      .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
    return rows.map(toAlertRecord);
  }

  async findSame(userId: string, search: AlertSearch): Promise<AlertRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(jobAlerts)
      .where(
        and(
          eq(jobAlerts.userId, userId),
          eq(jobAlerts.country, search.country),
          sql`${jobAlerts.city} is not distinct from ${search.city}`,
          sql`${jobAlerts.category} is not distinct from ${search.category}`,
          sql`${jobAlerts.minPay} is not distinct from ${search.minPay}::integer`,
          sql`${jobAlerts.words} is not distinct from ${search.words}`,
        ),
      )
      .limit(1);
    return row ? toAlertRecord(row) : undefined;
  }

  /** Inserts the alert unless the user already has `max`; undefined when at the limit. */
  async insertBelowLimit(
    userId: string,
    search: AlertSearch,
    now: Date,
    max: number,
  ): Promise<AlertRecord | undefined> {
    const [inserted] = await checkedRows(
      this.db,
      z.object({ id: column.number }),
      sql`insert into job_alerts (user_id, country, city, category, min_pay, words, created_at)
          select ${userId}, ${search.country}, ${search.city}, ${search.category}, ${search.minPay}::integer,
                 ${search.words}, ${now.toISOString()}::timestamptz
          where (select count(*) from job_alerts where user_id = ${userId}) < ${max}
          returning id`,
    );
    if (!inserted) return undefined;
    const [row] = await this.db.select().from(jobAlerts).where(eq(jobAlerts.id, inserted.id));
    return row ? toAlertRecord(row) : undefined;
  }

  /** Deletes one of the user's alerts; false when there is no such alert of theirs. */
  async delete(userId: string, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(jobAlerts)
      .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
      .returning({ id: jobAlerts.id });
    return deleted.length > 0;
  }

  // Email choice

  /** The user's choice ('instant' without a profile row); null when the user does not exist. */
  async emailChoice(userId: string): Promise<AlertEmails | null> {
    const [row] = await this.db
      .select({ alertEmails: profiles.alertEmails })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId));
    return row ? (row.alertEmails ?? 'instant') : null;
  }

  /**
   * Saves the choice; false when the user does not exist. Anything but a daily digest drops what was
   * waiting for one (marked as handled): switching back to daily later never mails a backlog.
   */
  async setEmailChoice(userId: string, emails: AlertEmails, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const saved = await rowCount(
        tx,
        sql`insert into profiles (user_id, alert_emails)
            select id, ${emails} from "user" where id = ${userId}
            on conflict (user_id) do update set alert_emails = excluded.alert_emails
            returning user_id`,
      );
      if (saved === 0) return false;
      if (emails !== 'daily') {
        await tx.execute(
          sql`update notifications set emailed_at = ${now.toISOString()}::timestamptz
              where user_id = ${userId} and emailed_at is null`,
        );
      }
      return true;
    });
  }
}
