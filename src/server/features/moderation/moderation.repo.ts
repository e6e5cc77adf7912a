import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertReport, type NewReport } from '../../db/reports';
import { checkedRows } from '../../db/rows';
import { jobs, moderationActions, reports, session, user, userBans } from '../../db/schema';
import { timestampText } from '../../db/timestamps';
import type { ModerationActionName, ModerationLogEntry } from '../../../shared/api/moderation';
import { findScamIdentifiers } from '../../../shared/safety/scam-identifiers';
import { ModerationPhonesRepo } from './moderation-phones.repo';
import { ModerationQueueRepo } from './moderation-queue.repo';
import { dbNumber, type ReportTargetKind } from './moderation.rows';
import { z } from 'zod';

export type { ReportTargetKind };

const LOG_LIMIT = 100;

/**
 * The job status changes moderation makes, through the jobs feature's JobStatuses (the one owner of
 * job status changes, given by app.ts); `tx`: the moderator's transaction.
 */
export interface ModerationJobStatuses {
  holdWhenReported(jobId: number, threshold: number, now: Date): Promise<boolean>;
  change(transition: 'approve' | 'remove', jobId: number, now: Date, tx: Database): Promise<boolean>;
  holdLinked(userId: string, exceptJobId: number, now: Date, tx: Database): Promise<number>;
  removeBanned(userId: string, now: Date, tx: Database): Promise<number>;
}

export interface PublicJob {
  id: number;
  userId: string | null;
}

/** A job as a moderator's decision reads it (locked). */
interface ModeratedJob {
  userId: string | null;
  title: string;
  description: string;
  phone: string;
  dailySalary: number;
  currency: 'INR' | 'USD';
  category: string;
  citySlug: string;
}

/** Who acts and when, for the audit log. */
export interface AuditEntry {
  moderatorId: string;
  moderatorEmail: string;
  now: Date;
}

/**
 * Keeps a moderator's decision and the job's text as a labelled example (one per job, the latest
 * decision winning). True when it changed what was kept.
 */
async function keepExample(
  db: Database,
  jobId: number,
  job: ModeratedJob,
  scam: boolean,
  at: string,
): Promise<boolean> {
  const rows = await checkedRows(
    db,
    z.object({ id: dbNumber }),
    sql`insert into scam_examples (job_id, text, scam, daily_salary, currency, category, city_slug, decided_at)
        values (${jobId}, ${`${job.title}\n\n${job.description}`}, ${scam}, ${job.dailySalary}, ${job.currency},
                ${job.category}, ${job.citySlug}, ${at}::timestamptz)
        on conflict (job_id) do update set text = excluded.text, scam = excluded.scam,
          decided_at = excluded.decided_at
        where scam_examples.scam <> excluded.scam or scam_examples.text <> excluded.text
        returning id`,
  );
  return rows.length > 0;
}

/** Keeps the phone numbers, UPI ids and handles of a job removed as a scam (its contact number too). */
async function keepIdentifiers(db: Database, jobId: number, job: ModeratedJob, at: string): Promise<void> {
  for (const found of findScamIdentifiers(`${job.title}\n${job.description}`, job.phone)) {
    await db.execute(
      sql`insert into scam_identifiers (kind, value, job_id, job_title, created_at)
          values (${found.kind}, ${found.value}, ${jobId}, ${job.title}, ${at}::timestamptz)
          on conflict (job_id, kind, value) do nothing`,
    );
  }
}

async function resolveReports(db: Database, kind: ReportTargetKind, id: number, now: Date): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ resolvedAt: now })
    .where(and(eq(reports.targetKind, kind), eq(reports.targetId, id), isNull(reports.resolvedAt)))
    .returning({ id: reports.id });
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
  await db.insert(moderationActions).values({
    moderatorId: entry.moderatorId,
    moderatorEmail: entry.moderatorEmail,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    createdAt: entry.now,
  });
}

/** Reports, moderators' actions (approve, remove, dismiss, ban) and their audit log. */
export class ModerationRepo {
  constructor(
    private readonly db: Database,
    private readonly statuses: ModerationJobStatuses,
  ) {}

  /** A job anyone may see and report: live and not past its expiry. */
  async findPublicJob(id: number, now: Date): Promise<PublicJob | undefined> {
    const [row] = await this.db
      .select({ id: jobs.id, userId: jobs.userId })
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.status, 'active'), gt(jobs.expiresAt, now)));
    return row;
  }

  /** Records a report unless this user already reported the item; false when they had. */
  insertReport(report: NewReport): Promise<boolean> {
    return insertReport(this.db, report);
  }

  /**
   * Holds a live job once `threshold` different users have open reports about it. Returns true when
   * this call held it (a job already held or no longer live is left as it is).
   */
  holdWhenReported(jobId: number, threshold: number, now: Date): Promise<boolean> {
    return this.statuses.holdWhenReported(jobId, threshold, now);
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
      const [job] = await tx
        .select({
          status: jobs.status,
          userId: jobs.userId,
          title: jobs.title,
          description: jobs.description,
          phone: jobs.phone,
          dailySalary: jobs.dailySalary,
          currency: jobs.currency,
          category: jobs.category,
          citySlug: jobs.citySlug,
        })
        .from(jobs)
        .where(eq(jobs.id, id))
        .for('update');
      if (!job) return undefined;
      const statusChanged = await this.statuses.change(action, id, audit.now, tx);
      const resolved = await resolveReports(tx, 'job', id, audit.now);
      let learned = false;
      if (action === 'approve' && job.status === 'held') learned = await keepExample(tx, id, job, false, at);
      if (action === 'remove' && options.asScam) {
        learned = await keepExample(tx, id, job, true, at);
        await keepIdentifiers(tx, id, job, at);
        if (job.userId !== null) await this.statuses.holdLinked(job.userId, id, audit.now, tx);
      }
      const changed = statusChanged || resolved > 0 || learned;
      if (changed) await logAction(tx, { ...audit, action, targetKind: 'job', targetId: String(id) });
      const removed =
        action === 'remove' && statusChanged ? { userId: job.userId, title: job.title } : undefined;
      return { changed, removed };
    });
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
    const rows = await this.db.select({ id: user.id }).from(user).where(eq(user.id, id));
    return rows.length > 0;
  }

  /**
   * Bans a user in one transaction: the ban row, their live and held jobs removed, the open reports
   * about them closed, their sessions deleted. False when they were banned already (nothing changes).
   */
  async ban(userId: string, audit: AuditEntry): Promise<boolean> {
    const at = audit.now.toISOString();
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(userBans)
        .values({ userId, bannedBy: audit.moderatorId, createdAt: audit.now })
        .onConflictDoNothing({ target: userBans.userId })
        .returning({ userId: userBans.userId });
      if (inserted.length === 0) return false;
      await this.statuses.removeBanned(userId, audit.now, tx);
      await tx.execute(
        sql`update reports set resolved_at = ${at}::timestamptz
            where resolved_at is null
              and (reported_user_id = ${userId}
                   or (target_kind = 'job' and target_id in (select id from jobs where user_id = ${userId})))`,
      );
      await tx.delete(session).where(eq(session.userId, userId));
      await logAction(tx, { ...audit, action: 'ban', targetKind: 'user', targetId: userId });
      return true;
    });
  }

  async recipient(userId: string): Promise<{ name: string; email: string; locale: string } | undefined> {
    const [row] = await this.db
      .select({ name: user.name, email: user.email, locale: user.locale })
      .from(user)
      .where(eq(user.id, userId));
    return row;
  }

  async log(): Promise<ModerationLogEntry[]> {
    return this.db
      .select({
        id: moderationActions.id,
        moderatorEmail: moderationActions.moderatorEmail,
        action: moderationActions.action,
        targetKind: moderationActions.targetKind,
        targetId: moderationActions.targetId,
        createdAt: sql<string>`${timestampText('moderation_actions.created_at', 'milliseconds')}`,
      })
      .from(moderationActions)
      .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
      .limit(LOG_LIMIT);
  }
}

/** The moderation feature's repos, one per concern (app.ts builds them with the jobs' JobStatuses). */
export interface ModerationRepos {
  actions: ModerationRepo;
  queue: ModerationQueueRepo;
  phones: ModerationPhonesRepo;
}

export function moderationRepos(db: Database, statuses: ModerationJobStatuses): ModerationRepos {
  return {
    actions: new ModerationRepo(db, statuses),
    queue: new ModerationQueueRepo(db),
    phones: new ModerationPhonesRepo(db),
  };
}
