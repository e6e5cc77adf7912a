/** Ratings between posters and workers. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt } from './columns';
import { jobs } from './jobs';

/**
 * Ratings (issue #12): each side of a job may rate the other once per job. A worker rating the poster
 * (`rater_role` worker) also says whether they were paid in full and on time. The rated user may
 * answer once, publicly.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    raterId: text('rater_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rateeId: text('ratee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    raterRole: text('rater_role', { enum: ['worker', 'employer'] }).notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    paidOnTime: boolean('paid_on_time'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_job_rater_ratee_key').on(t.jobId, t.raterId, t.rateeId),
    index('ratings_ratee_idx').on(t.rateeId, t.createdAt.desc()),
    check('ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);
