import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { checkedRows, column } from '../../db/rows';
import { timestampText } from '../../db/timestamps';
import {
  blockedBetweenMembers,
  isMember,
  MESSAGE_COLUMNS,
  optionalMessage,
  rawMessage,
  toMessage,
  toOptionalMessage,
  type MessageRow,
  type Participants,
} from './messaging.rows';

const participantColumns = { employer_id: z.string().nullable(), worker_id: z.string().nullable() };

/** insertMessage's row: the sender's membership, the block, and the message when one was inserted. */
const insertedRow = z.intersection(
  z.object({
    is_member: z.boolean(),
    member_employer: z.string().nullable(),
    member_worker: z.string().nullable(),
    is_blocked: z.boolean().nullable(),
  }),
  optionalMessage,
);

export interface NewMessage {
  conversationId: number;
  senderId: string;
  content: string;
  clientId: string;
  now: Date;
}

/** Messages of conversations: pages of a thread, idempotent sends, read markers and unread counts. */
export class MessagesRepo {
  constructor(private readonly db: Database) {}

  /** Up to `limit` messages older than `before` (or the newest), ascending; one extra tells if more exist. */
  async messagesBefore(conversationId: number, before: number | null, limit: number): Promise<MessageRow[]> {
    const rows = await checkedRows(
      this.db,
      rawMessage,
      sql`select ${MESSAGE_COLUMNS} from messages m
          where m.conversation_id = ${conversationId} ${before ? sql`and m.id < ${before}` : sql``}
          order by m.id desc limit ${limit}`,
    );
    return rows.map(toMessage).reverse();
  }

  /** Up to `limit` messages newer than `after`, ascending. */
  async messagesAfter(conversationId: number, after: number, limit: number): Promise<MessageRow[]> {
    const rows = await checkedRows(
      this.db,
      rawMessage,
      sql`select ${MESSAGE_COLUMNS} from messages m
          where m.conversation_id = ${conversationId} and m.id > ${after}
          order by m.id asc limit ${limit}`,
    );
    return rows.map(toMessage);
  }

  async insertMessage(
    input: NewMessage,
  ): Promise<{ participants: Participants | null; message: MessageRow | null; blocked: boolean }> {
    const { conversationId, senderId, content, clientId, now } = input;
    const rows = await checkedRows(
      this.db,
      insertedRow,
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
      message: toOptionalMessage(row),
      blocked: row.is_blocked === true,
    };
  }

  async findMessageByClientId(senderId: string, clientId: string): Promise<MessageRow | null> {
    const rows = await checkedRows(
      this.db,
      rawMessage,
      sql`select ${MESSAGE_COLUMNS} from messages m where m.sender_id = ${senderId} and m.client_id = ${clientId}`,
    );
    return rows[0] ? toMessage(rows[0]) : null;
  }

  /** A message with its conversation's participants (what the live push needs). */
  async messageForPush(messageId: number): Promise<(MessageRow & Participants) | null> {
    const rows = await checkedRows(
      this.db,
      rawMessage.extend(participantColumns),
      sql`select ${MESSAGE_COLUMNS}, c.employer_id, c.worker_id
          from messages m join conversations c on c.id = m.conversation_id where m.id = ${messageId}`,
    );
    const row = rows[0];
    return row ? { ...toMessage(row), employerId: row.employer_id, workerId: row.worker_id } : null;
  }

  /** A message of a conversation the user is in: its sender (null for a deleted account). */
  async messageSenderFor(userId: string, messageId: number): Promise<{ senderId: string | null } | null> {
    const rows = await checkedRows(
      this.db,
      z.object({ sender_id: z.string().nullable() }),
      sql`select m.sender_id from messages m join conversations c on c.id = m.conversation_id
          where m.id = ${messageId} and ${isMember(userId)}`,
    );
    const row = rows[0];
    return row ? { senderId: row.sender_id } : null;
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
    const rows = await checkedRows(
      this.db,
      z.object({
        ...participantColumns,
        before_id: column.number.nullable(),
        after_id: column.number.nullable(),
      }),
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
    const before = row.before_id ?? 0;
    const after = row.after_id ?? 0;
    return { employerId: row.employer_id, workerId: row.worker_id, lastReadId: after, moved: after > before };
  }

  /** Messages from others after the user's read marker, over every conversation of the user. */
  async unreadTotal(userId: string): Promise<number> {
    const rows = await checkedRows(
      this.db,
      z.object({ total: column.number }),
      sql`select count(*) as total
          from conversations c join messages m on m.conversation_id = c.id
          where ${isMember(userId)}
            and m.id > coalesce(case when c.employer_id = ${userId} then c.employer_last_read_id
                                     else c.worker_last_read_id end, 0)
            and m.sender_id is distinct from ${userId}`,
    );
    return rows[0]?.total ?? 0;
  }
}
