import { sql } from 'drizzle-orm';
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

/** A message as the SQL of MESSAGE_COLUMNS returns it. */
export interface RawMessage {
  id: number | string;
  conversation_id: number | string;
  sender_id: string | null;
  content: string;
  client_id: string;
  created_key: string;
}

/** The columns of a message row aliased m, read back by toMessage. */
export const MESSAGE_COLUMNS = sql`m.id, m.conversation_id, m.sender_id, m.content, m.client_id,
  ${timestampText('m.created_at', 'microseconds')} as created_key`;

/** A timestamp read with microseconds (for exact keyset cursors) as the API's ISO text in milliseconds. */
export function microsToIso(key: string): string {
  return `${key.slice(0, 23)}Z`;
}

export function toMessage(row: RawMessage): MessageRow {
  return {
    id: Number(row.id),
    conversationId: Number(row.conversation_id),
    senderId: row.sender_id,
    content: row.content,
    clientId: row.client_id,
    createdAt: microsToIso(row.created_key),
  };
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
