/** Reports, bans and the moderators' audit log. */
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt } from './columns';

/**
 * Reports of a job, a message or a conversation (the other person in it), one per reporter and item.
 * `resolved_at` is set when a moderator has dealt with the item.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind', { enum: ['job', 'message', 'conversation'] }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** The user the report is about (the job's poster, the message's sender, the other participant). */
    reportedUserId: text('reported_user_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['money', 'fake', 'abuse', 'other'] }).notNull(),
    details: text('details'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_key').on(t.reporterId, t.targetKind, t.targetId),
    index('reports_open_idx')
      .on(t.targetKind, t.targetId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** Banned users: no sign-in, posting or messaging. */
export const userBans = pgTable('user_bans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  bannedBy: text('banned_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** The moderators' audit log: who did what to which item, when. Kept when people are deleted. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    moderatorId: text('moderator_id').references(() => user.id, { onDelete: 'set null' }),
    moderatorEmail: text('moderator_email').notNull(),
    action: text('action', { enum: ['approve', 'remove', 'dismiss', 'ban'] }).notNull(),
    targetKind: text('target_kind', { enum: ['job', 'message', 'conversation', 'user'] }).notNull(),
    targetId: text('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt.desc())],
);
