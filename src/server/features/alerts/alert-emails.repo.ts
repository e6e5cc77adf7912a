import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { checkedRows, column } from '../../db/rows';
import { jobAlerts, jobs, user } from '../../db/schema';
import {
  notifiedJobColumns,
  toAlertRecord,
  toNotifiedJob,
  type AlertRecord,
  type NotifiedJob,
} from './alerts.rows';

/** A claimed notification to email: who, which job, which alert. */
export interface EmailDue {
  id: number;
  userId: string;
  jobId: number;
  alertId: number | null;
}

export interface AlertRecipient {
  name: string;
  email: string;
  locale: string;
}

/** A notification claimed for an email, as the claims' `returning` gives it. */
const emailDue = z
  .object({
    id: column.number,
    user_id: z.string(),
    job_id: column.number,
    alert_id: column.number.nullable(),
  })
  .transform((row): EmailDue => ({
    id: row.id,
    userId: row.user_id,
    jobId: row.job_id,
    alertId: row.alert_id,
  }));

/** Alert emails: claiming what is due (each once, across instances) and reading what an email shows. */
export class AlertEmailsRepo {
  constructor(private readonly db: Database) {}

  /**
   * Claims up to `limit` notifications of users who want an email per job (at most once: claimed before
   * sending, so two instances never send one twice).
   */
  async claimInstantEmails(limit: number, now: Date): Promise<EmailDue[]> {
    return checkedRows(
      this.db,
      emailDue,
      sql`update notifications set emailed_at = ${now.toISOString()}::timestamptz
          where id in (
            select n.id from notifications n left join profiles p on p.user_id = n.user_id
            where n.emailed_at is null and coalesce(p.alert_emails, 'instant') = 'instant'
            order by n.id limit ${limit}
            for update of n skip locked
          )
          returning id, user_id, job_id, alert_id`,
    );
  }

  /**
   * Claims up to `limit` users whose daily digest is due: they chose daily, their oldest waiting job has
   * waited `intervalMs`, and no digest went out in that time. The claim stamps alert_digest_sent_at.
   */
  async claimDigestUsers(limit: number, now: Date, intervalMs: number): Promise<string[]> {
    const at = now.toISOString();
    const dueBefore = new Date(now.getTime() - intervalMs).toISOString();
    const rows = await checkedRows(
      this.db,
      z.object({ user_id: z.string() }),
      sql`update profiles set alert_digest_sent_at = ${at}::timestamptz
          where user_id in (
            select p.user_id from profiles p
            where p.alert_emails = 'daily'
              and (p.alert_digest_sent_at is null or p.alert_digest_sent_at <= ${dueBefore}::timestamptz)
              and exists (
                select 1 from notifications n
                where n.user_id = p.user_id and n.emailed_at is null and n.created_at <= ${dueBefore}::timestamptz
              )
            limit ${limit}
            for update of p skip locked
          )
          returning user_id`,
    );
    return rows.map((row) => row.user_id);
  }

  /** Claims everything waiting for the user's digest (oldest first). */
  async claimWaiting(userId: string, now: Date): Promise<EmailDue[]> {
    const rows = await checkedRows(
      this.db,
      emailDue,
      sql`update notifications set emailed_at = ${now.toISOString()}::timestamptz
          where user_id = ${userId} and emailed_at is null
          returning id, user_id, job_id, alert_id`,
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  async recipient(userId: string): Promise<AlertRecipient | null> {
    const [row] = await this.db
      .select({ name: user.name, email: user.email, locale: user.locale })
      .from(user)
      .where(eq(user.id, userId));
    return row ?? null;
  }

  async jobsByIds(ids: readonly number[]): Promise<Map<number, NotifiedJob>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select(notifiedJobColumns)
      .from(jobs)
      .where(inArray(jobs.id, [...ids]));
    return new Map(rows.map((row) => [row.id, toNotifiedJob(row)]));
  }

  async alertsByIds(ids: readonly number[]): Promise<Map<number, AlertRecord>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(jobAlerts)
      .where(inArray(jobAlerts.id, [...ids]));
    return new Map(rows.map((row) => [row.id, toAlertRecord(row)]));
  }
}
