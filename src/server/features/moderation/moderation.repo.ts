import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { insertReport, type NewReport } from '../../db/reports';
import type {
  RepeatPhone,
  UnverifiedPhoneJob,
  ModerationActionName,
  ModerationLogEntry,
  ReportSummary,
  ScamLink,
} from '../../../shared/api/moderation';
import type { ReportReason } from '../../../shared/api/safety';
import { timestampText } from '../../db/timestamps';
import { findScamIdentifiers, type ScamIdentifierKind } from '../../../shared/safety/scam-identifiers';

/** How many items of each kind the queue shows at once (oldest first). */
const QUEUE_LIMIT = 100;
const LOG_LIMIT = 100;
const RECENT_MESSAGES = 5;

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export type ReportTargetKind = 'job' | 'message' | 'conversation';

export interface Person {
  id: string | null;
  name: string | null;
  banned: boolean;
}

export interface QueuedJobRow {
  id: number;
  poster: Person;
}

export interface QueuedMessageRow {
  id: number;
  conversationId: number;
  jobTitle: string;
  content: string;
  createdAt: string;
  sender: Person;
}

export interface QueuedConversationRow {
  id: number;
  jobTitle: string;
  reported: Person;
}

export interface PublicJob {
  id: number;
  userId: string | null;
}

interface PersonColumns {
  person_id: string | null;
  person_name: string | null;
  person_banned: boolean;
}

const person = (row: PersonColumns): Person => ({
  id: row.person_id,
  name: row.person_name,
  banned: row.person_banned,
});

/** Joins `user` and `user_bans` for the user id in `column` as person_id, person_name, person_banned. */
const personColumns = (column: string) =>
  sql.raw(`${column} as person_id, (select name from "user" where id = ${column}) as person_name,
    exists (select 1 from user_bans where user_id = ${column}) as person_banned`);

interface ModeratedJobRow {
  status: string;
  user_id: string | null;
  title: string;
  description: string;
  phone: string;
  daily_salary: number;
  currency: 'INR' | 'USD';
  category: string;
  city_slug: string;
}

/** A queued job as scamLinks needs it. */
export interface LinkableJob {
  id: number;
  userId: string | null;
  text: string;
  phone: string | null;
}

/**
 * Keeps a moderator's decision and the job's text as a labelled example (one per job, the latest
 * decision winning). True when it changed what was kept.
 */
async function keepExample(
  db: Database,
  jobId: number,
  job: ModeratedJobRow,
  scam: boolean,
  at: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into scam_examples (job_id, text, scam, daily_salary, currency, category, city_slug, decided_at)
        values (${jobId}, ${`${job.title}\n\n${job.description}`}, ${scam}, ${job.daily_salary}, ${job.currency},
                ${job.category}, ${job.city_slug}, ${at}::timestamptz)
        on conflict (job_id) do update set text = excluded.text, scam = excluded.scam,
          decided_at = excluded.decided_at
        where scam_examples.scam <> excluded.scam or scam_examples.text <> excluded.text
        returning id`,
  );
  return rows.length > 0;
}

/** Keeps the phone numbers, UPI ids and handles of a job removed as a scam (its contact number too). */
async function keepIdentifiers(db: Database, jobId: number, job: ModeratedJobRow, at: string): Promise<void> {
  for (const found of findScamIdentifiers(`${job.title}\n${job.description}`, job.phone)) {
    await db.execute(
      sql`insert into scam_identifiers (kind, value, job_id, job_title, created_at)
          values (${found.kind}, ${found.value}, ${jobId}, ${job.title}, ${at}::timestamptz)
          on conflict (job_id, kind, value) do nothing`,
    );
  }
}

/** Who acts and when, for the audit log. */
export interface AuditEntry {
  moderatorId: string;
  moderatorEmail: string;
  now: Date;
}

async function resolveReports(db: Database, kind: ReportTargetKind, id: number, now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update reports set resolved_at = ${now.toISOString()}::timestamptz
        where target_kind = ${kind} and target_id = ${id} and resolved_at is null
        returning id`,
  );
  return rows.length;
}

async function logAction(
  db: Database,
  entry: AuditEntry & {
    action: ModerationActionName;
    targetKind: ModerationLogEntry['targetKind'];
    targetId: string;
  },
): Promise<void> {
  await db.execute(
    sql`insert into moderation_actions (moderator_id, moderator_email, action, target_kind, target_id, created_at)
        values (${entry.moderatorId}, ${entry.moderatorEmail}, ${entry.action}, ${entry.targetKind},
                ${entry.targetId}, ${entry.now.toISOString()}::timestamptz)`,
  );
}

export class ModerationRepo {
  constructor(private readonly db: Database) {}

  /** A job anyone may see and report: live and not past its expiry. */
  async findPublicJob(id: number, now: Date): Promise<PublicJob | undefined> {
    const [row] = await queryRows<{ id: number | string; user_id: string | null }>(
      this.db,
      sql`select id, user_id from jobs
          where id = ${id} and status = 'active' and expires_at > ${now.toISOString()}::timestamptz`,
    );
    return row ? { id: Number(row.id), userId: row.user_id } : undefined;
  }

  /** Records a report unless this user already reported the item; false when they had. */
  insertReport(report: NewReport): Promise<boolean> {
    return insertReport(this.db, report);
  }

  /**
   * Holds a live job once `threshold` different users have open reports about it. Returns true when
   * this call held it (a job already held or no longer live is left as it is).
   */
  async holdWhenReported(jobId: number, threshold: number, now: Date): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`update jobs set status = 'held', review_reason = 'reports', updated_at = ${now.toISOString()}::timestamptz
          where id = ${jobId} and status = 'active'
            and (select count(*) from reports
                 where target_kind = 'job' and target_id = ${jobId} and resolved_at is null) >= ${threshold}
          returning id`,
    );
    return rows.length > 0;
  }

  /** Held jobs and jobs with open reports (not removed), oldest first. */
  async queuedJobs(): Promise<QueuedJobRow[]> {
    const rows = await queryRows<PersonColumns & { id: number | string }>(
      this.db,
      sql`select id, ${personColumns('jobs.user_id')} from jobs
          where status = 'held'
             or (status <> 'removed' and id in (
                  select target_id from reports where target_kind = 'job' and resolved_at is null))
          order by created_at, id
          limit ${QUEUE_LIMIT}`,
    );
    return rows.map((row) => ({ id: Number(row.id), poster: person(row) }));
  }

  /** Live jobs whose Call number their poster has not verified (issue #24), oldest first. */
  async unverifiedPhoneJobs(now: Date): Promise<UnverifiedPhoneJob[]> {
    const rows = await queryRows<
      PersonColumns & { id: number | string; title: string; phone: string; created: string }
    >(
      this.db,
      sql`select j.id, j.title, j.phone, ${timestampText('j.created_at', 'milliseconds')} as created,
                 ${personColumns('j.user_id')}
          from jobs j
          where j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz
            and not exists (select 1 from verified_phones v
                            where v.user_id = j.user_id and v.phone = j.phone_e164)
          order by j.created_at, j.id
          limit ${QUEUE_LIMIT}`,
    );
    return rows.map((row) => ({
      jobId: Number(row.id),
      jobTitle: row.title,
      phone: row.phone,
      poster: person(row),
      createdAt: row.created,
    }));
  }

  /**
   * Numbers a banned account verified, used again by someone else (issue #24): live jobs carrying one,
   * and refused attempts to verify one (the last 30 days), newest first.
   */
  async repeatPhones(now: Date): Promise<RepeatPhone[]> {
    const bannedHolder = (phone: string, other: string) =>
      sql.raw(`(select u.name from verified_phones v join user_bans b on b.user_id = v.user_id
                join "user" u on u.id = v.user_id
                where v.phone = ${phone} and v.user_id is distinct from ${other} limit 1)`);
    type Row = PersonColumns & {
      kind: 'job' | 'attempt';
      phone: string;
      job_id: number | string | null;
      title: string | null;
      banned_name: string | null;
      at: string;
    };
    const since = new Date(now.getTime() - 30 * 24 * 60 * 60_000).toISOString();
    const rows = await queryRows<Row>(
      this.db,
      sql`select * from (
            select 'job' as kind, j.phone_e164 as phone, j.id as job_id, j.title,
                   ${bannedHolder('j.phone_e164', 'j.user_id')} as banned_name,
                   ${timestampText('j.created_at', 'milliseconds')} as at, j.created_at as sort_at,
                   ${personColumns('j.user_id')}
            from jobs j
            where j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz
              and exists (select 1 from verified_phones v join user_bans b on b.user_id = v.user_id
                          where v.phone = j.phone_e164 and v.user_id is distinct from j.user_id)
            union all
            select 'attempt' as kind, a.phone, null as job_id, null as title,
                   ${bannedHolder('a.phone', 'a.user_id')} as banned_name,
                   ${timestampText('a.created_at', 'milliseconds')} as at, a.created_at as sort_at,
                   ${personColumns('a.user_id')}
            from phone_repeat_attempts a
            where a.created_at > ${since}::timestamptz
          ) as repeats
          order by sort_at desc
          limit ${QUEUE_LIMIT}`,
    );
    return rows.map((row) => ({
      kind: row.kind,
      phone: row.phone,
      jobId: row.job_id === null ? null : Number(row.job_id),
      jobTitle: row.title,
      person: person(row),
      bannedName: row.banned_name,
      at: row.at,
    }));
  }

  /** Reported messages with open reports, oldest first. */
  async queuedMessages(): Promise<QueuedMessageRow[]> {
    const rows = await queryRows<
      PersonColumns & {
        id: number | string;
        conversation_id: number | string;
        title: string;
        content: string;
        created: string;
      }
    >(
      this.db,
      sql`select m.id, m.conversation_id, j.title, m.content, ${timestampText('m.created_at', 'milliseconds')} as created,
                 ${personColumns('m.sender_id')}
          from messages m
          join conversations c on c.id = m.conversation_id
          join jobs j on j.id = c.job_id
          where m.id in (select target_id from reports where target_kind = 'message' and resolved_at is null)
          order by m.id
          limit ${QUEUE_LIMIT}`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      conversationId: Number(row.conversation_id),
      jobTitle: row.title,
      content: row.content,
      createdAt: row.created,
      sender: person(row),
    }));
  }

  /** Reported conversations: one row per conversation and reported person, oldest report first. */
  async queuedConversations(): Promise<QueuedConversationRow[]> {
    const rows = await queryRows<PersonColumns & { id: number | string; title: string }>(
      this.db,
      sql`select r.target_id as id, j.title, ${personColumns('r.reported_user_id')}
          from (select target_id, reported_user_id, min(created_at) as first_at from reports
                where target_kind = 'conversation' and resolved_at is null
                group by target_id, reported_user_id) r
          join conversations c on c.id = r.target_id
          join jobs j on j.id = c.job_id
          order by r.first_at
          limit ${QUEUE_LIMIT}`,
    );
    return rows.map((row) => ({ id: Number(row.id), jobTitle: row.title, reported: person(row) }));
  }

  /** A person's latest messages in a conversation, oldest first. */
  async recentMessages(
    conversationId: number,
    senderId: string | null,
  ): Promise<{ id: number; content: string; createdAt: string }[]> {
    if (senderId === null) return [];
    const rows = await queryRows<{ id: number | string; content: string; created: string }>(
      this.db,
      sql`select id, content, ${timestampText('created_at', 'milliseconds')} as created from messages
          where conversation_id = ${conversationId} and sender_id = ${senderId}
          order by id desc limit ${RECENT_MESSAGES}`,
    );
    return rows
      .reverse()
      .map((row) => ({ id: Number(row.id), content: row.content, createdAt: row.created }));
  }

  /** Open reports of the given items, oldest first, keyed by target id (reporters are never returned). */
  async openReports(kind: ReportTargetKind, ids: readonly number[]): Promise<Map<number, ReportSummary[]>> {
    const byTarget = new Map<number, ReportSummary[]>();
    if (ids.length === 0) return byTarget;
    const rows = await queryRows<{
      target_id: number | string;
      reason: ReportReason;
      details: string | null;
      created: string;
    }>(
      this.db,
      sql`select target_id, reason, details, ${timestampText('created_at', 'milliseconds')} as created from reports
          where target_kind = ${kind} and target_id in (${list(ids)}) and resolved_at is null
          order by created_at, id`,
    );
    for (const row of rows) {
      const id = Number(row.target_id);
      const reports = byTarget.get(id) ?? [];
      reports.push({ reason: row.reason, details: row.details, createdAt: row.created });
      byTarget.set(id, reports);
    }
    return byTarget;
  }

  /**
   * Approves or removes a job in one transaction that locks its row, so two moderators acting at once
   * are applied one after the other: approve turns held into active, remove turns any status into
   * removed; both close the job's open reports. The action is logged only when it changed something.
   * Approving a held job keeps its text as a legitimate example; removing as a scam keeps it as a scam
   * example, keeps its phone numbers, UPI ids and handles, and holds its poster's other live jobs
   * (decision 0023). Undefined when there is no such job.
   */
  async moderateJob(
    id: number,
    action: 'approve' | 'remove',
    audit: AuditEntry,
    options: { asScam?: boolean } = {},
  ): Promise<{ changed: boolean; removed?: { userId: string | null; title: string } } | undefined> {
    const at = audit.now.toISOString();
    return this.db.transaction(async (tx) => {
      const [job] = await queryRows<ModeratedJobRow>(
        tx,
        sql`select status, user_id, title, description, phone, daily_salary, currency, category, city_slug
            from jobs where id = ${id} for update`,
      );
      if (!job) return undefined;
      const nextStatus = action === 'approve' ? (job.status === 'held' ? 'active' : null) : 'removed';
      const statusChanged = nextStatus !== null && nextStatus !== job.status;
      if (statusChanged) {
        await tx.execute(
          sql`update jobs set status = ${nextStatus}, review_reason = null, updated_at = ${at}::timestamptz
              where id = ${id}`,
        );
      }
      const resolved = await resolveReports(tx, 'job', id, audit.now);
      let learned = false;
      if (action === 'approve' && job.status === 'held') learned = await keepExample(tx, id, job, false, at);
      if (action === 'remove' && options.asScam) {
        learned = await keepExample(tx, id, job, true, at);
        await keepIdentifiers(tx, id, job, at);
        if (job.user_id !== null) {
          await tx.execute(
            sql`update jobs set status = 'held', review_reason = 'linked', updated_at = ${at}::timestamptz
                where user_id = ${job.user_id} and id <> ${id} and status = 'active'`,
          );
        }
      }
      const changed = statusChanged || resolved > 0 || learned;
      if (changed) await logAction(tx, { ...audit, action, targetKind: 'job', targetId: String(id) });
      const removed =
        action === 'remove' && statusChanged ? { userId: job.user_id, title: job.title } : undefined;
      return { changed, removed };
    });
  }

  /**
   * The removed-as-scam jobs a job is linked to: the same poster, or a phone number, UPI id or handle
   * they share (for the moderation queue).
   */
  async scamLinks(jobs: readonly LinkableJob[]): Promise<Map<number, ScamLink[]>> {
    const byJob = new Map<number, ScamLink[]>();
    if (jobs.length === 0) return byJob;
    const posters = [...new Set(jobs.flatMap((job) => (job.userId === null ? [] : [job.userId])))];
    const identifiers = jobs.flatMap((job) => findScamIdentifiers(job.text, job.phone));
    const [posterRows, identifierRows] = await Promise.all([
      posters.length === 0
        ? []
        : queryRows<{ id: number | string; user_id: string; title: string }>(
            this.db,
            sql`select j.id, j.user_id, j.title from scam_examples e join jobs j on j.id = e.job_id
                where e.scam and j.user_id in (${list(posters)}) order by e.decided_at desc`,
          ),
      identifiers.length === 0
        ? []
        : queryRows<{
            kind: ScamIdentifierKind;
            value: string;
            job_id: number | string | null;
            job_title: string;
          }>(
            this.db,
            sql`select kind, value, job_id, job_title from scam_identifiers
                where value in (${list([...new Set(identifiers.map((found) => found.value))])})
                order by created_at desc`,
          ),
    ]);
    for (const job of jobs) {
      const links: ScamLink[] = [];
      for (const row of posterRows) {
        if (row.user_id === job.userId && Number(row.id) !== job.id) {
          links.push({ kind: 'poster', value: null, jobId: Number(row.id), jobTitle: row.title });
        }
      }
      const own = findScamIdentifiers(job.text, job.phone);
      for (const row of identifierRows) {
        const jobId = row.job_id === null ? null : Number(row.job_id);
        if (jobId === job.id) continue;
        if (own.some((found) => found.kind === row.kind && found.value === row.value)) {
          links.push({ kind: row.kind, value: row.value, jobId, jobTitle: row.job_title });
        }
      }
      if (links.length > 0) byJob.set(job.id, links);
    }
    return byJob;
  }

  /** Closes the open reports of a message or conversation (logged when there were any). */
  async dismissReports(kind: 'message' | 'conversation', id: number, audit: AuditEntry): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const resolved = await resolveReports(tx, kind, id, audit.now);
      if (resolved > 0)
        await logAction(tx, { ...audit, action: 'dismiss', targetKind: kind, targetId: String(id) });
      return resolved > 0;
    });
  }

  async userExists(id: string): Promise<boolean> {
    const rows = await queryRows(this.db, sql`select 1 from "user" where id = ${id}`);
    return rows.length > 0;
  }

  /**
   * Bans a user in one transaction: the ban row, their live and held jobs removed, the open reports
   * about them closed, their sessions deleted. False when they were banned already (nothing changes).
   */
  async ban(userId: string, audit: AuditEntry): Promise<boolean> {
    const at = audit.now.toISOString();
    return this.db.transaction(async (tx) => {
      const inserted = await queryRows<{ user_id: string }>(
        tx,
        sql`insert into user_bans (user_id, banned_by, created_at) values (${userId}, ${audit.moderatorId}, ${at}::timestamptz)
            on conflict (user_id) do nothing returning user_id`,
      );
      if (inserted.length === 0) return false;
      await tx.execute(
        sql`update jobs set status = 'removed', review_reason = null, updated_at = ${at}::timestamptz
            where user_id = ${userId} and status in ('active', 'held')`,
      );
      await tx.execute(
        sql`update reports set resolved_at = ${at}::timestamptz
            where resolved_at is null
              and (reported_user_id = ${userId}
                   or (target_kind = 'job' and target_id in (select id from jobs where user_id = ${userId})))`,
      );
      await tx.execute(sql`delete from session where user_id = ${userId}`);
      await logAction(tx, { ...audit, action: 'ban', targetKind: 'user', targetId: userId });
      return true;
    });
  }

  async recipient(userId: string): Promise<{ name: string; email: string; locale: string } | undefined> {
    const [row] = await queryRows<{ name: string; email: string; locale: string }>(
      this.db,
      sql`select name, email, locale from "user" where id = ${userId}`,
    );
    return row;
  }

  async log(): Promise<ModerationLogEntry[]> {
    const rows = await queryRows<{
      id: number | string;
      moderator_email: string;
      action: ModerationActionName;
      target_kind: ModerationLogEntry['targetKind'];
      target_id: string;
      created: string;
    }>(
      this.db,
      sql`select id, moderator_email, action, target_kind, target_id, ${timestampText('created_at', 'milliseconds')} as created
          from moderation_actions order by created_at desc, id desc limit ${LOG_LIMIT}`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      moderatorEmail: row.moderator_email,
      action: row.action,
      targetKind: row.target_kind,
      targetId: row.target_id,
      createdAt: row.created,
    }));
  }
}
