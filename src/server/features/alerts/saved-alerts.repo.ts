import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { AlertSearch } from '../../../shared/alerts';
import type { AlertEmails } from '../../../shared/api/alerts';
import { toAlertRecord, type AlertRecord, type RawAlert } from './alerts.rows';

/** Saved alerts and the email choice, per user. */
export class SavedAlertsRepo {
  constructor(private readonly db: Database) {}

  async listByUser(userId: string): Promise<AlertRecord[]> {
    const rows = await queryRows<RawAlert>(
      this.db,
      sql`select * from job_alerts where user_id = ${userId} order by created_at desc, id desc`,
    );
    return rows.map(toAlertRecord);
  }

  async findSame(userId: string, search: AlertSearch): Promise<AlertRecord | undefined> {
    const rows = await queryRows<RawAlert>(
      this.db,
      sql`select * from job_alerts where user_id = ${userId} and country = ${search.country}
            and city is not distinct from ${search.city}
            and category is not distinct from ${search.category}
            and min_pay is not distinct from ${search.minPay}::integer
            and words is not distinct from ${search.words}
          limit 1`,
    );
    return rows[0] ? toAlertRecord(rows[0]) : undefined;
  }

  /** Inserts the alert unless the user already has `max`; undefined when at the limit. */
  async insertBelowLimit(
    userId: string,
    search: AlertSearch,
    now: Date,
    max: number,
  ): Promise<AlertRecord | undefined> {
    const rows = await queryRows<RawAlert>(
      this.db,
      sql`insert into job_alerts (user_id, country, city, category, min_pay, words, created_at)
          select ${userId}, ${search.country}, ${search.city}, ${search.category}, ${search.minPay}::integer,
                 ${search.words}, ${now.toISOString()}::timestamptz
          where (select count(*) from job_alerts where user_id = ${userId}) < ${max}
          returning *`,
    );
    return rows[0] ? toAlertRecord(rows[0]) : undefined;
  }

  /** Deletes one of the user's alerts; false when there is no such alert of theirs. */
  async delete(userId: string, id: number): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`delete from job_alerts where id = ${id} and user_id = ${userId} returning id`,
    );
    return rows.length > 0;
  }

  // Email choice

  /** The user's choice ('instant' without a profile row); null when the user does not exist. */
  async emailChoice(userId: string): Promise<AlertEmails | null> {
    const rows = await queryRows<{ alert_emails: AlertEmails | null }>(
      this.db,
      sql`select p.alert_emails from "user" u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
    );
    const row = rows[0];
    return row ? (row.alert_emails ?? 'instant') : null;
  }

  /**
   * Saves the choice; false when the user does not exist. Anything but a daily digest drops what was
   * waiting for one (marked as handled): switching back to daily later never mails a backlog.
   */
  async setEmailChoice(userId: string, emails: AlertEmails, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await queryRows<{ user_id: string }>(
        tx,
        sql`insert into profiles (user_id, alert_emails)
            select id, ${emails} from "user" where id = ${userId}
            on conflict (user_id) do update set alert_emails = excluded.alert_emails
            returning user_id`,
      );
      if (rows.length === 0) return false;
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
