import { bigint, boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { SCAM_IDENTIFIER_KINDS } from '../../../shared/safety/scam-identifiers';
import { jobs } from './jobs';

/**
 * Moderators' decisions as labelled examples (issue #25 item 3, decision 0023): a job removed as a scam
 * (scam true) or a held job approved (scam false), with its text as it was then. One row per job, the
 * latest decision winning. Kept when the job or its poster is deleted (the wording is what the detector
 * learns from); `npm run scams:export` writes them into the training files.
 */
export const scamExamples = pgTable('scam_examples', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  jobId: bigint('job_id', { mode: 'number' })
    .unique()
    .references(() => jobs.id, { onDelete: 'set null' }),
  text: text('text').notNull(),
  scam: boolean('scam').notNull(),
  dailySalary: integer('daily_salary'),
  currency: text('currency', { enum: ['INR', 'USD'] }),
  category: text('category'),
  citySlug: text('city_slug'),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
});

/**
 * The phone numbers, UPI ids and messenger handles of jobs removed as scams (issue #25 item 4): a new
 * post carrying one is held (review reason `linked`). The removed job's title is copied so moderators see
 * the link even after the job is deleted.
 */
export const scamIdentifiers = pgTable(
  'scam_identifiers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: SCAM_IDENTIFIER_KINDS }).notNull(),
    value: text('value').notNull(),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('scam_identifiers_job_value_key').on(t.jobId, t.kind, t.value),
    index('scam_identifiers_value_idx').on(t.kind, t.value),
  ],
);
