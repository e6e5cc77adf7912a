import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import {
  JOB_COLUMNS,
  sqlList,
  toAlertRecord,
  toNotifiedJob,
  type AlertRecord,
  type NotifiedJob,
  type RawAlert,
  type RawJob,
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

/** A notification claimed for an email, as the database returns it. */
interface RawEmailDue {
  id: number | string;
  user_id: string;
  job_id: number | string;
  alert_id: number | string | null;
}

function toEmailDue(row: RawEmailDue): EmailDue {
  return {
    id: Number(row.id),
    userId: row.user_id,
    jobId: Number(row.job_id),
    alertId: row.alert_id === null ? null : Number(row.alert_id),
  };
}

/** Alert emails: claiming what is due (each once, across instances) and reading what an email shows. */
export class AlertEmailsRepo {
  constructor(private readonly db: Database) {}

  /**
   * Claims up to `limit` notifications of users who want an email per job (at most once: claimed before
   * sending, so two instances never send one twice).
   */
  async claimInstantEmails(limit: number, now: Date): Promise<EmailDue[]> {
    const rows = await queryRows<RawEmailDue>(
      this.db,
      sql`update notifications set emailed_at = ${now.toISOString()}::timestamptz
          where id in (
            select n.id from notifications n left join profiles p on p.user_id = n.user_id
            where n.emailed_at is null and coalesce(p.alert_emails, 'instant') = 'instant'
            order by n.id limit ${limit}
            for update of n skip locked
          )
          returning id, user_id, job_id, alert_id`,
    );
    return rows.map(toEmailDue);
  }

  /**
   * Claims up to `limit` users whose daily digest is due: they chose daily, their oldest waiting job has
   * waited `intervalMs`, and no digest went out in that time. The claim stamps alert_digest_sent_at.
   */
  async claimDigestUsers(limit: number, now: Date, intervalMs: number): Promise<string[]> {
    const at = now.toISOString();
    const dueBefore = new Date(now.getTime() - intervalMs).toISOString();
    const rows = await queryRows<{ user_id: string }>(
      this.db,
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
    const rows = await queryRows<RawEmailDue>(
      this.db,
      sql`update notifications set emailed_at = ${now.toISOString()}::timestamptz
          where user_id = ${userId} and emailed_at is null
          returning id, user_id, job_id, alert_id`,
    );
    return rows.map(toEmailDue).sort((a, b) => a.id - b.id);
  }

  async recipient(userId: string): Promise<AlertRecipient | null> {
    const rows = await queryRows<AlertRecipient>(
      this.db,
      sql`select name, email, locale from "user" where id = ${userId}`,
    );
    return rows[0] ?? null;
  }

  async jobsByIds(ids: readonly number[]): Promise<Map<number, NotifiedJob>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<RawJob>(
      this.db,
      sql`select ${JOB_COLUMNS} from jobs j where j.id in (${sqlList(ids)})`,
    );
    const jobs = rows.map(toNotifiedJob).filter((job): job is NotifiedJob => job !== null);
    return new Map(jobs.map((job) => [job.id, job]));
  }

  async alertsByIds(ids: readonly number[]): Promise<Map<number, AlertRecord>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<RawAlert>(
      this.db,
      sql`select * from job_alerts where id in (${sqlList(ids)})`,
    );
    return new Map(rows.map((row) => [Number(row.id), toAlertRecord(row)]));
  }
}
