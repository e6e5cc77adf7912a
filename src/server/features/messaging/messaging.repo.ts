import type { JobStatus } from '../../../shared/jobs';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { insertReport, type NewReport } from '../../db/reports';
import { conversations, profiles, userBlocks } from '../../db/schema';
import { timestampText } from '../../db/timestamps';

export type Role = 'employer' | 'worker';

export interface JobForConversation {
  id: number;
  userId: string | null;
  title: string;
  status: JobStatus;
  expiresAt: Date;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: string | null;
  content: string;
  clientId: string;
  createdAt: string;
}

export interface Participants {
  employerId: string | null;
  workerId: string | null;
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

export interface BlockedUserRow {
  userId: string;
  name: string;
  createdAt: string;
}

export type { NewReport };

export interface ListAfter {
  updatedKey: string;
  id: number;
}

export interface Recipient {
  name: string;
  email: string;
  locale: string;
  messageEmails: boolean;
}

interface RawMessage {
  id: number | string;
  conversation_id: number | string;
  sender_id: string | null;
  content: string;
  client_id: string;
  created_key: string;
}

const MESSAGE_COLUMNS = sql`m.id, m.conversation_id, m.sender_id, m.content, m.client_id,
  ${timestampText('m.created_at', 'microseconds')} as created_key`;

function toMessage(row: RawMessage): MessageRow {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    senderId: row.sender_id,
    content: row.content,
    clientId: row.client_id,
    createdAt: `${row.created_key.slice(0, 23)}Z`,
  };
}

/** "This user is the conversation's employer or worker", for a conversations row aliased c. */
const isMember = (userId: string) => sql`(c.employer_id = ${userId} or c.worker_id = ${userId})`;

/** "One of the two people in conversation c has blocked the other". */
const blockedBetweenMembers = sql`exists (
  select 1 from user_blocks b
  where (b.blocker_id = c.employer_id and b.blocked_id = c.worker_id)
     or (b.blocker_id = c.worker_id and b.blocked_id = c.employer_id))`;

/** Conversations and messages. Every query about a conversation is scoped to one of its members. */
export class MessagingRepo {
  constructor(private readonly db: Database) {}

  async findJob(jobId: number): Promise<JobForConversation | null> {
    const rows = await queryRows<{
      id: number | string;
      user_id: string | null;
      title: string;
      status: JobForConversation['status'];
      expires_at: string | Date;
    }>(this.db, sql`select id, user_id, title, status, expires_at from jobs where id = ${jobId}`);
    const row = rows[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      userId: row.user_id,
      title: row.title,
      status: row.status,
      expiresAt: new Date(row.expires_at),
    };
  }

  /** The conversation for (job, employer, worker), if it exists. */
  async findConversationId(jobId: number, employerId: string, workerId: string): Promise<number | null> {
    const rows = await queryRows<{ id: number | string }>(
      this.db,
      sql`select id from conversations
          where job_id = ${jobId} and employer_id = ${employerId} and worker_id = ${workerId}`,
    );
    return rows[0] ? Number(rows[0].id) : null;
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

  private async conversationRows(userId: string, where: ReturnType<typeof sql>, limit: number) {
    const rows = await queryRows<
      RawMessage & {
        cid: number | string;
        job_id: number | string;
        job_title: string;
        job_phone: string;
        job_status: ConversationRow['jobStatus'];
        job_expires_key: string;
        employer_id: string | null;
        worker_id: string | null;
        other_name: string | null;
        employer_last_read_id: number | string | null;
        worker_last_read_id: number | string | null;
        unread_count: number | string;
        blocked_by_me: boolean;
        blocked_by_them: boolean;
        hired: boolean;
        updated_key: string;
      }
    >(
      this.db,
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
    return rows.map((row): ConversationRow => ({
      id: Number(row.cid),
      jobId: Number(row.job_id),
      jobTitle: row.job_title,
      jobPhone: row.job_phone,
      jobStatus: row.job_status,
      jobExpiresAt: `${row.job_expires_key.slice(0, 23)}Z`,
      employerId: row.employer_id,
      workerId: row.worker_id,
      otherName: row.other_name,
      employerLastReadId: row.employer_last_read_id === null ? null : Number(row.employer_last_read_id),
      workerLastReadId: row.worker_last_read_id === null ? null : Number(row.worker_last_read_id),
      lastMessage: row.id === null || row.id === undefined ? null : toMessage(row),
      unreadCount: Number(row.unread_count),
      blocked: row.blocked_by_me ? 'by-me' : row.blocked_by_them ? 'by-them' : 'none',
      hired: row.hired,
      updatedKey: row.updated_key,
    }));
  }

  /** The participants, when the user is one of them. */
  async participantsFor(userId: string, conversationId: number): Promise<Participants | null> {
    const rows = await queryRows<{ employer_id: string | null; worker_id: string | null }>(
      this.db,
      sql`select c.employer_id, c.worker_id from conversations c
          where c.id = ${conversationId} and ${isMember(userId)}`,
    );
    const row = rows[0];
    return row ? { employerId: row.employer_id, workerId: row.worker_id } : null;
  }

  /** Up to `limit` messages older than `before` (or the newest), ascending; one extra tells if more exist. */
  async messagesBefore(conversationId: number, before: number | null, limit: number): Promise<MessageRow[]> {
    const rows = await queryRows<RawMessage>(
      this.db,
      sql`select ${MESSAGE_COLUMNS} from messages m
          where m.conversation_id = ${conversationId} ${before ? sql`and m.id < ${before}` : sql``}
          order by m.id desc limit ${limit}`,
    );
    return rows.map(toMessage).reverse();
  }

  /** Up to `limit` messages newer than `after`, ascending. */
  async messagesAfter(conversationId: number, after: number, limit: number): Promise<MessageRow[]> {
    const rows = await queryRows<RawMessage>(
      this.db,
      sql`select ${MESSAGE_COLUMNS} from messages m
          where m.conversation_id = ${conversationId} and m.id > ${after}
          order by m.id asc limit ${limit}`,
    );
    return rows.map(toMessage);
  }

  /**
   * Stores a message when the sender is a member, in one statement: the conversation row is locked
   * first, so within a conversation ids are given in commit order (a client that asks "after my last
   * id" never misses one), and the sender's own read marker moves to it. A (sender, clientId) already
   * used inserts nothing: `message` is then null and the caller looks up the stored one. While either
   * member has blocked the other nothing is inserted and `blocked` is true.
   */
  async insertMessage(input: {
    conversationId: number;
    senderId: string;
    content: string;
    clientId: string;
    now: Date;
  }): Promise<{ participants: Participants | null; message: MessageRow | null; blocked: boolean }> {
    const { conversationId, senderId, content, clientId, now } = input;
    const rows = await queryRows<
      Partial<RawMessage> & {
        member_employer: string | null;
        member_worker: string | null;
        is_member: boolean;
        is_blocked: boolean | null;
      }
    >(
      this.db,
      sql`with conv as (
            select c.id, c.employer_id, c.worker_id, ${blockedBetweenMembers} as blocked from conversations c
            where c.id = ${conversationId} and ${isMember(senderId)}
            for update
          ), ins as (
            insert into messages (conversation_id, sender_id, content, client_id, created_at)
            select conv.id, ${senderId}, ${content}, ${clientId}, ${now.toISOString()}::timestamptz from conv
            where not conv.blocked
            on conflict (sender_id, client_id) do nothing
            returning id, conversation_id, sender_id, content, client_id, created_at
          ), upd as (
            update conversations c set
              updated_at = ins.created_at,
              employer_last_read_id = case when c.employer_id = ${senderId} then ins.id
                                           else c.employer_last_read_id end,
              worker_last_read_id = case when c.worker_id = ${senderId} then ins.id
                                         else c.worker_last_read_id end
            from ins where c.id = ins.conversation_id
            returning c.id
          )
          select exists (select 1 from conv) as is_member,
            (select employer_id from conv) as member_employer,
            (select worker_id from conv) as member_worker,
            (select blocked from conv) as is_blocked,
            ins.id, ins.conversation_id, ins.sender_id, ins.content, ins.client_id,
            ${timestampText('ins.created_at', 'microseconds')} as created_key
          from (select 1) one left join ins on true`,
    );
    const row = rows[0];
    if (!row?.is_member) return { participants: null, message: null, blocked: false };
    return {
      participants: { employerId: row.member_employer, workerId: row.member_worker },
      message: row.id === null || row.id === undefined ? null : toMessage(row as RawMessage),
      blocked: row.is_blocked === true,
    };
  }

  async findMessageByClientId(senderId: string, clientId: string): Promise<MessageRow | null> {
    const rows = await queryRows<RawMessage>(
      this.db,
      sql`select ${MESSAGE_COLUMNS} from messages m where m.sender_id = ${senderId} and m.client_id = ${clientId}`,
    );
    return rows[0] ? toMessage(rows[0]) : null;
  }

  /** A message with its conversation's participants (what the live push needs). */
  async messageForPush(messageId: number): Promise<(MessageRow & Participants) | null> {
    const rows = await queryRows<RawMessage & { employer_id: string | null; worker_id: string | null }>(
      this.db,
      sql`select ${MESSAGE_COLUMNS}, c.employer_id, c.worker_id
          from messages m join conversations c on c.id = m.conversation_id where m.id = ${messageId}`,
    );
    const row = rows[0];
    return row ? { ...toMessage(row), employerId: row.employer_id, workerId: row.worker_id } : null;
  }

  /**
   * Moves the member's read marker forward to `messageId` (never back, never past the newest message).
   * Null when the user is not a member.
   */
  async markRead(
    userId: string,
    conversationId: number,
    messageId: number,
  ): Promise<(Participants & { lastReadId: number; moved: boolean }) | null> {
    const rows = await queryRows<{
      employer_id: string | null;
      worker_id: string | null;
      before_id: number | string | null;
      after_id: number | string | null;
    }>(
      this.db,
      sql`with target as (
            select c.id, c.employer_id, c.worker_id,
              case when c.employer_id = ${userId} then c.employer_last_read_id else c.worker_last_read_id end
                as before_id,
              (select max(m.id) from messages m where m.conversation_id = c.id and m.id <= ${messageId}) as upto
            from conversations c where c.id = ${conversationId} and ${isMember(userId)}
            for update
          ), upd as (
            update conversations c set
              employer_last_read_id = case when c.employer_id = ${userId}
                then greatest(coalesce(c.employer_last_read_id, 0), coalesce(t.upto, 0))
                else c.employer_last_read_id end,
              worker_last_read_id = case when c.worker_id = ${userId}
                then greatest(coalesce(c.worker_last_read_id, 0), coalesce(t.upto, 0))
                else c.worker_last_read_id end
            from target t where c.id = t.id
            returning case when c.employer_id = ${userId} then c.employer_last_read_id
                           else c.worker_last_read_id end as after_id
          )
          select t.employer_id, t.worker_id, t.before_id, (select after_id from upd) as after_id from target t`,
    );
    const row = rows[0];
    if (!row) return null;
    const before = Number(row.before_id ?? 0);
    const after = Number(row.after_id ?? 0);
    return { employerId: row.employer_id, workerId: row.worker_id, lastReadId: after, moved: after > before };
  }

  /** Messages from others after the user's read marker, over every conversation of the user. */
  async unreadTotal(userId: string): Promise<number> {
    const rows = await queryRows<{ total: number | string }>(
      this.db,
      sql`select count(*) as total
          from conversations c join messages m on m.conversation_id = c.id
          where ${isMember(userId)}
            and m.id > coalesce(case when c.employer_id = ${userId} then c.employer_last_read_id
                                     else c.worker_last_read_id end, 0)
            and m.sender_id is distinct from ${userId}`,
    );
    return Number(rows[0]?.total ?? 0);
  }

  /** Name, address, language and email switch of a user (null when the account is gone). */
  async recipient(userId: string): Promise<Recipient | null> {
    const rows = await queryRows<{
      name: string;
      email: string;
      locale: string;
      message_emails: boolean | null;
    }>(
      this.db,
      sql`select u.name, u.email, u.locale, p.message_emails
          from "user" u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
    );
    const row = rows[0];
    return row
      ? { name: row.name, email: row.email, locale: row.locale, messageEmails: row.message_emails ?? true }
      : null;
  }

  /**
   * Claims the right to email `role` about this conversation now: true for exactly one caller when the
   * last such email is older than `gapMs` (or there was none).
   */
  async claimEmailSlot(conversationId: number, role: Role, now: Date, gapMs: number): Promise<boolean> {
    const column = sql.raw(role === 'employer' ? 'employer_emailed_at' : 'worker_emailed_at');
    const since = new Date(now.getTime() - gapMs).toISOString();
    const rows = await queryRows<{ id: number | string }>(
      this.db,
      sql`update conversations set ${column} = ${now.toISOString()}::timestamptz
          where id = ${conversationId} and (${column} is null or ${column} <= ${since}::timestamptz)
          returning id`,
    );
    return rows.length > 0;
  }

  async messageEmailsEnabled(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ enabled: profiles.messageEmails })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row?.enabled ?? true;
  }

  /** Turns message emails on or off; returns false when the user does not exist. */
  async setMessageEmails(userId: string, enabled: boolean): Promise<boolean> {
    const rows = await queryRows<{ user_id: string }>(
      this.db,
      sql`insert into profiles (user_id, message_emails)
          select id, ${enabled} from "user" where id = ${userId}
          on conflict (user_id) do update set message_emails = excluded.message_emails
          returning user_id`,
    );
    return rows.length > 0;
  }

  /** Whether either of the two has blocked the other. */
  async isBlockedBetween(a: string, b: string): Promise<boolean> {
    const rows = await queryRows<{ blocked: boolean }>(
      this.db,
      sql`select exists (
            select 1 from user_blocks
            where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a})
          ) as blocked`,
    );
    return rows[0]?.blocked === true;
  }

  /** Blocks `blockedId`; blocking again changes nothing (the first date stays). */
  async block(blockerId: string, blockedId: string, now: Date): Promise<void> {
    await this.db
      .insert(userBlocks)
      .values({ blockerId, blockedId, createdAt: now })
      .onConflictDoNothing({ target: [userBlocks.blockerId, userBlocks.blockedId] });
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    await this.db.execute(
      sql`delete from user_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`,
    );
  }

  /** The people the user blocked, newest first. */
  async blockedBy(blockerId: string): Promise<BlockedUserRow[]> {
    const rows = await queryRows<{ user_id: string; name: string; created_key: string }>(
      this.db,
      sql`select b.blocked_id as user_id, u.name, ${timestampText('b.created_at', 'microseconds')} as created_key
          from user_blocks b join "user" u on u.id = b.blocked_id
          where b.blocker_id = ${blockerId}
          order by b.created_at desc, b.blocked_id`,
    );
    return rows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      createdAt: `${row.created_key.slice(0, 23)}Z`,
    }));
  }

  /** A message of a conversation the user is in: its sender (null for a deleted account). */
  async messageSenderFor(userId: string, messageId: number): Promise<{ senderId: string | null } | null> {
    const rows = await queryRows<{ sender_id: string | null }>(
      this.db,
      sql`select m.sender_id from messages m join conversations c on c.id = m.conversation_id
          where m.id = ${messageId} and ${isMember(userId)}`,
    );
    const row = rows[0];
    return row ? { senderId: row.sender_id } : null;
  }

  /** Stores a report unless this reporter already reported this item; true when this call stored it. */
  insertReport(report: NewReport): Promise<boolean> {
    return insertReport(this.db, report);
  }

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
      const [row] = await queryRows<{
        job_id: number | string;
        worker_id: string | null;
        status: JobStatus;
        live: boolean;
        workers_needed: number;
        closed_when_filled: boolean;
        wrote: boolean;
      }>(
        tx,
        sql`select j.id as job_id, c.worker_id, j.status, j.expires_at > ${at}::timestamptz as live,
                   j.workers_needed, j.closed_when_filled,
                   exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id = c.worker_id)
                     as wrote
            from conversations c join jobs j on j.id = c.job_id
            where c.id = ${conversationId} and c.employer_id = ${employerId}
            for update of j`,
      );
      if (!row) return null;
      const jobId = Number(row.job_id);
      const count = async () =>
        Number(
          (
            await queryRows<{ n: number | string }>(
              tx,
              sql`select count(*) as n from job_hires where job_id = ${jobId}`,
            )
          )[0]?.n ?? 0,
        );
      let status = row.status;
      if (hired) {
        if (!row.worker_id || !row.wrote) return { outcome: 'not_messaged' };
        const already = await queryRows(
          tx,
          sql`select 1 from job_hires where job_id = ${jobId} and worker_id = ${row.worker_id}`,
        );
        if (already.length === 0) {
          if (status !== 'active' || !row.live) return { outcome: 'job_closed' };
          if ((await count()) >= row.workers_needed) return { outcome: 'job_full' };
          await tx.execute(
            sql`insert into job_hires (job_id, worker_id, conversation_id, hired_at)
                values (${jobId}, ${row.worker_id}, ${conversationId}, ${at}::timestamptz)`,
          );
          if ((await count()) >= row.workers_needed) {
            status = 'closed';
            await tx.execute(
              sql`update jobs set status = 'closed', closed_when_filled = true, updated_at = ${at}::timestamptz
                  where id = ${jobId}`,
            );
          }
        }
      } else if (row.worker_id) {
        const removed = await queryRows(
          tx,
          sql`delete from job_hires where job_id = ${jobId} and worker_id = ${row.worker_id} returning job_id`,
        );
        if (removed.length > 0 && status === 'closed' && row.closed_when_filled && row.live) {
          status = 'active';
          await tx.execute(
            sql`update jobs set status = 'active', closed_when_filled = false, updated_at = ${at}::timestamptz
                where id = ${jobId}`,
          );
        }
      }
      return {
        outcome: 'done',
        hired,
        hiredCount: await count(),
        workersNeeded: row.workers_needed,
        jobStatus: status === 'active' && !row.live ? 'expired' : status,
        workerId: row.worker_id,
      };
    });
  }
}
