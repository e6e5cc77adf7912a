/** Conversations, messages, hires and blocks. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt } from './columns';
import { jobs } from './jobs';

/**
 * One conversation per (job, employer, worker). Participants deleted later become null
 * ("Deleted user"); the conversation and its messages stay for the other person.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    employerId: text('employer_id').references(() => user.id, { onDelete: 'set null' }),
    workerId: text('worker_id').references(() => user.id, { onDelete: 'set null' }),
    /** Each participant's read marker: the id of the newest message they have seen. */
    employerLastReadId: bigint('employer_last_read_id', { mode: 'number' }),
    workerLastReadId: bigint('worker_last_read_id', { mode: 'number' }),
    /** When each participant was last emailed about a new message here (at most one an hour). */
    employerEmailedAt: timestamp('employer_emailed_at', { withTimezone: true }),
    workerEmailedAt: timestamp('worker_emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_job_employer_worker_key').on(t.jobId, t.employerId, t.workerId),
    index('conversations_employer_idx').on(t.employerId, t.updatedAt.desc()),
    index('conversations_worker_idx').on(t.workerId, t.updatedAt.desc()),
  ],
);

/** Workers hired for a job from its conversations (issue #12 crews): one row per job and worker. */
export const jobHires = pgTable(
  'job_hires',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    workerId: text('worker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    hiredAt: timestamp('hired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.workerId] })],
);

/**
 * Messages with an ordered id so a client resumes after a reconnect ("give me ids > N").
 * (sender_id, client_id) is unique: resending the same client_id is idempotent.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    check('messages_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

/** Who blocked whom: neither can message the other while the row exists. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
