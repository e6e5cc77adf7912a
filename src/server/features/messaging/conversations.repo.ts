import type { JobStatus } from '../../../shared/jobs';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { checkedRows, column } from '../../db/rows';
import { conversations, jobs } from '../../db/schema';
import { timestampText } from '../../db/timestamps';
import {
  isMember,
  MESSAGE_COLUMNS,
  microsToIso,
  optionalMessage,
  toOptionalMessage,
  type MessageRow,
  type Participants,
} from './messaging.rows';

export interface JobForConversation {
  id: number;
  userId: string | null;
  title: string;
  status: JobStatus;
  expiresAt: Date;
}

/** A block between the user and the other person: 'by-me' wins when both blocked. */
export type BlockState = 'none' | 'by-me' | 'by-them';

export interface ConversationRow extends Participants {
  id: number;
  jobId: number;
  jobTitle: string;
  jobPhone: string;
  jobStatus: JobStatus;
  jobExpiresAt: string;
  /** The worker of this conversation is hired for the job. */
  hired: boolean;
  otherName: string | null;
  employerLastReadId: number | null;
  workerLastReadId: number | null;
  lastMessage: MessageRow | null;
  unreadCount: number;
  blocked: BlockState;
  /** updated_at with microseconds, for the list's keyset cursor. */
  updatedKey: string;
}

export interface ListAfter {
  updatedKey: string;
  id: number;
}

/** A row of conversationRows' SQL: the conversation, its job, the other person and the last message (lm). */
const rawConversation = z.intersection(
  z.object({
    cid: column.number,
    job_id: column.number,
    job_title: z.string(),
    job_phone: z.string(),
    job_status: z.enum(jobs.status.enumValues),
    job_expires_key: z.string(),
    employer_id: z.string().nullable(),
    worker_id: z.string().nullable(),
    other_name: z.string().nullable(),
    employer_last_read_id: column.number.nullable(),
    worker_last_read_id: column.number.nullable(),
    unread_count: column.number,
    blocked_by_me: z.boolean(),
    blocked_by_them: z.boolean(),
    hired: z.boolean(),
    updated_key: z.string(),
  }),
  optionalMessage,
);

function toConversationRow(row: z.output<typeof rawConversation>): ConversationRow {
  return {
    id: row.cid,
    jobId: row.job_id,
    jobTitle: row.job_title,
    jobPhone: row.job_phone,
    jobStatus: row.job_status,
    jobExpiresAt: microsToIso(row.job_expires_key),
    employerId: row.employer_id,
    workerId: row.worker_id,
    otherName: row.other_name,
    employerLastReadId: row.employer_last_read_id,
    workerLastReadId: row.worker_last_read_id,
    lastMessage: toOptionalMessage(row),
    unreadCount: row.unread_count,
    blocked: row.blocked_by_me ? 'by-me' : row.blocked_by_them ? 'by-them' : 'none',
    hired: row.hired,
    updatedKey: row.updated_key,
  };
}

/** Conversations about jobs: finding, creating and listing them. Every read is scoped to a member. */
export class ConversationsRepo {
  constructor(private readonly db: Database) {}

  async findJob(jobId: number): Promise<JobForConversation | null> {
    const [row] = await this.db
      .select({
        id: jobs.id,
        userId: jobs.userId,
        title: jobs.title,
        status: jobs.status,
        expiresAt: jobs.expiresAt,
      })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    return row ?? null;
  }

  /** The conversation for (job, employer, worker), if it exists. */
  async findConversationId(jobId: number, employerId: string, workerId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.jobId, jobId),
          eq(conversations.employerId, employerId),
          eq(conversations.workerId, workerId),
        ),
      );
    return row?.id ?? null;
  }

  /**
   * Creates the conversation unless it exists (the unique constraint decides between concurrent calls);
   * returns its id and whether this call created it.
   */
  async findOrCreateConversation(
    jobId: number,
    employerId: string,
    workerId: string,
    now: Date,
  ): Promise<{ id: number; created: boolean }> {
    const inserted = await this.db
      .insert(conversations)
      .values({ jobId, employerId, workerId, createdAt: now, updatedAt: now })
      .onConflictDoNothing({
        target: [conversations.jobId, conversations.employerId, conversations.workerId],
      })
      .returning({ id: conversations.id });
    if (inserted[0]) return { id: inserted[0].id, created: true };
    const id = await this.findConversationId(jobId, employerId, workerId);
    if (id === null) throw new Error('conversation vanished after a conflicting insert');
    return { id, created: false };
  }

  /**
   * The user's conversations, most recently active first. An employer sees a conversation once it has
   * a message; the worker who started it sees it at once.
   */
  async listConversations(
    userId: string,
    after: ListAfter | null,
    limit: number,
  ): Promise<ConversationRow[]> {
    return this.conversationRows(
      userId,
      sql`${isMember(userId)} and (c.worker_id = ${userId} or exists (
            select 1 from messages x where x.conversation_id = c.id))
          ${after ? sql`and (c.updated_at, c.id) < (${after.updatedKey}::timestamptz, ${after.id})` : sql``}`,
      limit,
    );
  }

  async getConversation(userId: string, conversationId: number): Promise<ConversationRow | null> {
    const rows = await this.conversationRows(
      userId,
      sql`c.id = ${conversationId} and ${isMember(userId)}`,
      1,
    );
    return rows[0] ?? null;
  }

  /** The participants, when the user is one of them. */
  async participantsFor(userId: string, conversationId: number): Promise<Participants | null> {
    const rows = await checkedRows(
      this.db,
      z.object({ employer_id: z.string().nullable(), worker_id: z.string().nullable() }),
      sql`select c.employer_id, c.worker_id from conversations c
          where c.id = ${conversationId} and ${isMember(userId)}`,
    );
    const row = rows[0];
    return row ? { employerId: row.employer_id, workerId: row.worker_id } : null;
  }

  /** Conversations as the user sees them: the job, the other person, the last message, unread, blocks. */
  private async conversationRows(userId: string, where: SQL, limit: number): Promise<ConversationRow[]> {
    const rows = await checkedRows(
      this.db,
      rawConversation,
      sql`select c.id as cid, c.job_id, j.title as job_title, j.phone as job_phone, j.status as job_status,
            ${timestampText('j.expires_at', 'microseconds')} as job_expires_key,
            c.employer_id, c.worker_id, c.employer_last_read_id, c.worker_last_read_id,
            other.name as other_name, ${timestampText('c.updated_at', 'microseconds')} as updated_key,
            lm.id, lm.conversation_id, lm.sender_id, lm.content, lm.client_id, lm.created_key,
            (select count(*) from (
               select 1 from messages u
               where u.conversation_id = c.id
                 and u.id > coalesce(case when c.employer_id = ${userId} then c.employer_last_read_id
                                          else c.worker_last_read_id end, 0)
                 and u.sender_id is distinct from ${userId}
               limit 100) capped) as unread_count,
            exists (select 1 from user_blocks b where b.blocker_id = ${userId} and b.blocked_id = other.id)
              as blocked_by_me,
            exists (select 1 from user_blocks b where b.blocker_id = other.id and b.blocked_id = ${userId})
              as blocked_by_them,
            exists (select 1 from job_hires h where h.job_id = c.job_id and h.worker_id = c.worker_id) as hired
          from conversations c
          join jobs j on j.id = c.job_id
          left join "user" other on other.id =
            case when c.employer_id = ${userId} then c.worker_id else c.employer_id end
          left join lateral (
            select ${MESSAGE_COLUMNS} from messages m
            where m.conversation_id = c.id order by m.id desc limit 1
          ) lm on true
          where ${where}
          order by c.updated_at desc, c.id desc
          limit ${limit}`,
    );
    return rows.map(toConversationRow);
  }
}
