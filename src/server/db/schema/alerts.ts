/** Job alerts and their notifications. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt } from './columns';
import { jobs } from './jobs';

/**
 * Saved searches ("Alert me", issue #12), at most 10 per user. Null filters match everything; the
 * others mean what the job list's query parameters of the same name mean.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    country: text('country', { enum: ['IN', 'US'] }).notNull(),
    /** A city slug or city text (the list's `city`). */
    city: text('city'),
    /** A category group id or category slug (the list's `category`). */
    category: text('category'),
    /** Daily pay at least (the list's `minPay`). */
    minPay: integer('min_pay'),
    /** Search words (the list's `search`). */
    words: text('words'),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt),
    index('job_alerts_match_idx').on(t.country, t.category, t.city),
  ],
);

/**
 * A user's in-app notifications: for now, a new job matching one of their alerts (one per user and
 * job however many alerts match). `emailed_at` is null while it waits for a daily digest.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['job-alert'] })
      .notNull()
      .default('job-alert'),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    alertId: bigint('alert_id', { mode: 'number' }).references(() => jobAlerts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_job_key').on(t.userId, t.jobId),
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unemailed_idx')
      .on(t.userId)
      .where(sql`${t.emailedAt} is null`),
  ],
);
