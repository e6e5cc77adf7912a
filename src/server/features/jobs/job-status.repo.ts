import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { jobExpiry, type JobStatus } from '../../../shared/jobs';

type JobChanges = Partial<typeof jobs.$inferInsert>;

/** A status change: the statuses it starts from and what it writes (besides `updated_at`). */
interface Transition {
  from: readonly JobStatus[];
  set: (now: Date) => JobChanges;
}

/** Not held for a moderator and not removed: what a poster's own changes start from. */
const POSTER_OWNED = ['active', 'closed', 'expired'] as const;

/**
 * Every change of a job's status (issue #23), by name. Posting inserts a job active or held (the
 * jobs service); everything after goes through here, whichever feature asks.
 */
const TRANSITIONS = {
  /** The poster closes it. */
  close: { from: POSTER_OWNED, set: () => ({ status: 'closed', closedWhenFilled: false }) },
  /** The poster shows a closed job again until its expiry (the service refuses an expired one). */
  reopen: { from: POSTER_OWNED, set: () => ({ status: 'active', closedWhenFilled: false }) },
  /** The poster renews it: active again for JOB_TTL_DAYS from now. */
  renew: {
    from: POSTER_OWNED,
    set: (now) => ({ status: 'active', closedWhenFilled: false, expiresAt: jobExpiry(now) }),
  },
  /** An edit with scam wording waits for a moderator (a held job stays held as it was). */
  holdEditedForWording: { from: POSTER_OWNED, set: () => ({ status: 'held', reviewReason: 'wording' }) },
  /** An edit linked to a job removed as a scam waits for a moderator (decision 0023). */
  holdEditedAsLinked: { from: POSTER_OWNED, set: () => ({ status: 'held', reviewReason: 'linked' }) },
  /** Enough people reported it (moderation). */
  holdForReports: { from: ['active'], set: () => ({ status: 'held', reviewReason: 'reports' }) },
  /** Its poster had another job removed as a scam (moderation, decision 0023). */
  holdAsLinked: { from: ['active'], set: () => ({ status: 'held', reviewReason: 'linked' }) },
  /** A moderator approves a held job. */
  approve: { from: ['held'], set: () => ({ status: 'active', reviewReason: null }) },
  /** A moderator removes it, whatever its status. */
  remove: {
    from: ['active', 'closed', 'expired', 'held'],
    set: () => ({ status: 'removed', reviewReason: null }),
  },
  /** Its poster was banned: their live and held jobs go. */
  removeBanned: { from: ['active', 'held'], set: () => ({ status: 'removed', reviewReason: null }) },
  /** Its last place was filled (messaging's hires, decision 0016). */
  fill: { from: ['active'], set: () => ({ status: 'closed', closedWhenFilled: true }) },
  /** A hire of a job closed because it was full was undone: open again. */
  unfill: { from: ['closed'], set: () => ({ status: 'active', closedWhenFilled: false }) },
  /** Past its expiry (the sweep; listings filter on expires_at anyway). */
  expire: { from: ['active'], set: () => ({ status: 'expired' }) },
  /** Its poster deleted their account: every job of theirs is closed, whatever its status. */
  closeForDeletedAccount: {
    from: ['active', 'closed', 'expired', 'held', 'removed'],
    set: () => ({ status: 'closed' }),
  },
} as const satisfies Record<string, Transition>;

export type JobTransition = keyof typeof TRANSITIONS;

/** The transitions that name one job. */
export type OneJobTransition = Exclude<
  JobTransition,
  'holdAsLinked' | 'removeBanned' | 'expire' | 'closeForDeletedAccount'
>;

/**
 * The one owner of job status changes (issue #23): which changes are allowed from which status, and
 * the write. Other features are given this object by app.ts and call it, inside their own transaction
 * (`tx`) when the change belongs to one. Each method answers which jobs changed.
 */
export class JobStatuses {
  constructor(private readonly db: Database) {}

  /** One job's change; false when its status did not allow it (nothing written). */
  async change(
    transition: OneJobTransition,
    jobId: number,
    now: Date,
    tx: Database = this.db,
  ): Promise<boolean> {
    const ids = await this.write(tx, transition, [eq(jobs.id, jobId), ...this.extra(transition)], now);
    return ids.length > 0;
  }

  /**
   * Holds a live job once `threshold` different users have open reports about it. True when this
   * call held it (a job already held or no longer live is left as it is).
   */
  async holdWhenReported(
    jobId: number,
    threshold: number,
    now: Date,
    tx: Database = this.db,
  ): Promise<boolean> {
    const openReports = sql`(select count(*) from reports
      where target_kind = 'job' and target_id = ${jobId} and resolved_at is null)`;
    const ids = await this.write(
      tx,
      'holdForReports',
      [eq(jobs.id, jobId), sql`${openReports} >= ${threshold}`],
      now,
    );
    return ids.length > 0;
  }

  /** Holds a poster's live jobs other than `exceptJobId` (one of theirs was removed as a scam). */
  async holdLinked(userId: string, exceptJobId: number, now: Date, tx: Database = this.db): Promise<number> {
    const ids = await this.write(
      tx,
      'holdAsLinked',
      [eq(jobs.userId, userId), ne(jobs.id, exceptJobId)],
      now,
    );
    return ids.length;
  }

  /** Removes a banned poster's live and held jobs. */
  async removeBanned(userId: string, now: Date, tx: Database = this.db): Promise<number> {
    return (await this.write(tx, 'removeBanned', [eq(jobs.userId, userId)], now)).length;
  }

  /** Closes every job of an account being deleted. */
  async closeForDeletedAccount(userId: string, now: Date, tx: Database = this.db): Promise<number> {
    return (await this.write(tx, 'closeForDeletedAccount', [eq(jobs.userId, userId)], now)).length;
  }

  /** Marks active jobs whose expiry has passed as expired (keeps the partial indexes lean). */
  async expireDue(now: Date, tx: Database = this.db): Promise<number> {
    const due = sql`${jobs.expiresAt} <= ${now.toISOString()}::timestamptz`;
    return (await this.write(tx, 'expire', [due], now)).length;
  }

  /** Conditions a one-job transition adds: only a job closed because it was full opens on a hire undone. */
  private extra(transition: OneJobTransition): SQL[] {
    return transition === 'unfill' ? [eq(jobs.closedWhenFilled, true)] : [];
  }

  private async write(
    tx: Database,
    name: JobTransition,
    where: (SQL | undefined)[],
    now: Date,
  ): Promise<number[]> {
    const transition: Transition = TRANSITIONS[name];
    const rows = await tx
      .update(jobs)
      .set({ ...transition.set(now), updatedAt: now })
      .where(and(inArray(jobs.status, [...transition.from]), ...where))
      .returning({ id: jobs.id });
    return rows.map((row) => row.id);
  }
}
