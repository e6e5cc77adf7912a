import type { JobStatus } from '../../../shared/jobs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { checkedRows, column, rowCount } from '../../db/rows';
import { jobs } from '../../db/schema';

export type HireOutcome =
  | { outcome: 'not_messaged' | 'job_closed' | 'job_full' }
  | {
      outcome: 'done';
      hired: boolean;
      hiredCount: number;
      workersNeeded: number;
      jobStatus: JobStatus;
      workerId: string | null;
    };

/** The job of a conversation, its row locked, with what hiring its worker depends on. */
interface LockedJob {
  jobId: number;
  workerId: string | null;
  status: JobStatus;
  /** Still in date. */
  live: boolean;
  workersNeeded: number;
  closedWhenFilled: boolean;
  /** The worker has written in this conversation. */
  workerWrote: boolean;
}

async function lockJobOfConversation(
  tx: Database,
  employerId: string,
  conversationId: number,
  at: string,
): Promise<LockedJob | null> {
  const [row] = await checkedRows(
    tx,
    z.object({
      job_id: column.number,
      worker_id: z.string().nullable(),
      status: z.enum(jobs.status.enumValues),
      live: z.boolean(),
      workers_needed: column.number,
      closed_when_filled: z.boolean(),
      wrote: z.boolean(),
    }),
    sql`select j.id as job_id, c.worker_id, j.status, j.expires_at > ${at}::timestamptz as live,
               j.workers_needed, j.closed_when_filled,
               exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id = c.worker_id)
                 as wrote
        from conversations c join jobs j on j.id = c.job_id
        where c.id = ${conversationId} and c.employer_id = ${employerId}
        for update of j`,
  );
  if (!row) return null;
  return {
    jobId: row.job_id,
    workerId: row.worker_id,
    status: row.status,
    live: row.live,
    workersNeeded: row.workers_needed,
    closedWhenFilled: row.closed_when_filled,
    workerWrote: row.wrote,
  };
}

async function hiredCount(tx: Database, jobId: number): Promise<number> {
  const rows = await checkedRows(
    tx,
    z.object({ n: column.number }),
    sql`select count(*) as n from job_hires where job_id = ${jobId}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Closed because every place is filled ('fill'), or open again after a hire was undone ('unfill'):
 * the jobs feature's JobStatuses, the one owner of job status changes (given by app.ts), in the hire's
 * transaction.
 */
export interface HireJobStatuses {
  change(transition: 'fill' | 'unfill', jobId: number, now: Date, tx: Database): Promise<boolean>;
}

/**
 * Hires the worker (unless already hired) when the job is open and has a free place; the last place
 * filled closes the job. The job's status afterwards, or why the hire was refused.
 */
async function hire(
  statuses: HireJobStatuses,
  tx: Database,
  job: LockedJob & { workerId: string },
  conversationId: number,
  at: string,
): Promise<JobStatus | 'job_closed' | 'job_full'> {
  const already = await rowCount(
    tx,
    sql`select 1 from job_hires where job_id = ${job.jobId} and worker_id = ${job.workerId}`,
  );
  if (already > 0) return job.status;
  if (job.status !== 'active' || !job.live) return 'job_closed';
  if ((await hiredCount(tx, job.jobId)) >= job.workersNeeded) return 'job_full';
  await tx.execute(
    sql`insert into job_hires (job_id, worker_id, conversation_id, hired_at)
        values (${job.jobId}, ${job.workerId}, ${conversationId}, ${at}::timestamptz)`,
  );
  if ((await hiredCount(tx, job.jobId)) < job.workersNeeded) return job.status;
  await statuses.change('fill', job.jobId, new Date(at), tx);
  return 'closed';
}

/** Undoes the worker's hire; a job closed because it was full opens again (when still in date). */
async function unhire(
  statuses: HireJobStatuses,
  tx: Database,
  job: LockedJob & { workerId: string },
  at: string,
): Promise<JobStatus> {
  const removed = await rowCount(
    tx,
    sql`delete from job_hires where job_id = ${job.jobId} and worker_id = ${job.workerId} returning job_id`,
  );
  if (removed === 0 || job.status !== 'closed' || !job.closedWhenFilled || !job.live) return job.status;
  await statuses.change('unfill', job.jobId, new Date(at), tx);
  return 'active';
}

/** Crews (issue #12, decision 0016): the poster hires the worker of a conversation. */
export class HiresRepo {
  constructor(
    private readonly db: Database,
    private readonly statuses: HireJobStatuses,
  ) {}

  /**
   * Hires or un-hires the worker of a conversation for its job, in one transaction that locks the job
   * row, so concurrent hires fill each place once: the last place filled closes the job; undoing a hire
   * of a job closed because it was full opens it again (when still in date). Null when the user is not
   * the employer of this conversation.
   */
  async setHired(
    employerId: string,
    conversationId: number,
    hired: boolean,
    now: Date,
  ): Promise<HireOutcome | null> {
    const at = now.toISOString();
    return this.db.transaction(async (tx) => {
      const job = await lockJobOfConversation(tx, employerId, conversationId, at);
      if (!job) return null;
      const { workerId } = job;
      let status = job.status;
      if (hired) {
        if (!workerId || !job.workerWrote) return { outcome: 'not_messaged' };
        const result = await hire(this.statuses, tx, { ...job, workerId }, conversationId, at);
        if (result === 'job_closed' || result === 'job_full') return { outcome: result };
        status = result;
      } else if (workerId) {
        status = await unhire(this.statuses, tx, { ...job, workerId }, at);
      }
      return {
        outcome: 'done',
        hired,
        hiredCount: await hiredCount(tx, job.jobId),
        workersNeeded: job.workersNeeded,
        jobStatus: status === 'active' && !job.live ? 'expired' : status,
        workerId,
      };
    });
  }
}
