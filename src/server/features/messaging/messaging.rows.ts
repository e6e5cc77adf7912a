import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { column } from '../../db/rows';
import { timestampText } from '../../db/timestamps';

/** What the messaging repos share: row shapes and the SQL pieces every query about a conversation uses. */

export type Role = 'employer' | 'worker';

export interface Participants {
  employerId: string | null;
  workerId: string | null;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: string | null;
  content: string;
  clientId: string;
  createdAt: string;
}

/** A message as the SQL of MESSAGE_COLUMNS returns it, read as a MessageRow. */
const messageColumns = {
  id: column.number,
  conversation_id: column.number,
  sender_id: z.string().nullable(),
  content: z.string(),
  client_id: z.string(),
  created_key: z.string(),
};
export const rawMessage = z.object(messageColumns);
type RawMessage = z.output<typeof rawMessage>;

/** The columns of a message row aliased m, read back by toMessage. */
export const MESSAGE_COLUMNS = sql`m.id, m.conversation_id, m.sender_id, m.content, m.client_id,
  ${timestampText('m.created_at', 'microseconds')} as created_key`;

/** A timestamp read with microseconds (for exact keyset cursors) as the API's ISO text in milliseconds. */
export function microsToIso(key: string): string {
  return `${key.slice(0, 23)}Z`;
}

export function toMessage(row: RawMessage): MessageRow {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    content: row.content,
    clientId: row.client_id,
    createdAt: microsToIso(row.created_key),
  };
}

/** The message columns of a left join: all null when there is no message. */
export const optionalMessage = z.union([
  rawMessage,
  z.object({
    id: z.null(),
    conversation_id: z.null(),
    sender_id: z.null(),
    content: z.null(),
    client_id: z.null(),
    created_key: z.null(),
  }),
]);

/** The message of optionalMessage's columns, or null. */
export function toOptionalMessage(row: z.output<typeof optionalMessage>): MessageRow | null {
  return row.id === null ? null : toMessage(row);
}

/** "This user is the conversation's employer or worker", for a conversations row aliased c. */
export const isMember = (userId: string) => sql`(c.employer_id = ${userId} or c.worker_id = ${userId})`;

/** "One of the two people in conversation c has blocked the other". */
export const blockedBetweenMembers = sql`exists (
  select 1 from user_blocks b
  where (b.blocker_id = c.employer_id and b.blocked_id = c.worker_id)
     or (b.blocker_id = c.worker_id and b.blocked_id = c.employer_id))`;

/** The user's role in a conversation they are in. */
export function roleOf(userId: string, participants: Participants): Role {
  return participants.employerId === userId ? 'employer' : 'worker';
}

/** The other person of a conversation (null when they deleted their account). */
export function otherOf(userId: string, participants: Participants): string | null {
  return participants.employerId === userId ? participants.workerId : participants.employerId;
}
