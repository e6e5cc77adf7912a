/** Profiles and jobs. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CategorySlug } from '../../../shared/categories';
import type { PayMethod } from '../../../shared/shifts';
import { user } from './auth';
import { createdAt } from './columns';

/** Per-user profile details; name, email and phone live on `user`. Removed with the user. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  bio: text('bio'),
  location: text('location'),
  skills: text('skills'),
  avatarUrl: text('avatar_url'),
  /** "Email me about new messages when I'm away" (Settings; the emails' unsubscribe link turns it off). */
  messageEmails: boolean('message_emails').notNull().default(true),
  /** Job alert emails (issue #12): one per new matching job, one daily digest, or none (Settings). */
  alertEmails: text('alert_emails', { enum: ['instant', 'daily', 'off'] })
    .notNull()
    .default('instant'),
  /** When the last daily digest of job alerts went out (at most one a day). */
  alertDigestSentAt: timestamp('alert_digest_sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Jobs. A deleted poster's jobs stay (closed) with user_id set to null. Public URL: /job/{id}.
 * `search_text` is the lower-cased title, description, location and category label, precomputed at
 * write time and indexed with pg_trgm for substring search.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    category: text('category').notNull().$type<CategorySlug>(),
    dailySalary: integer('daily_salary').notNull(),
    currency: text('currency', { enum: ['INR', 'USD'] }).notNull(),
    location: text('location').notNull(),
    city: text('city').notNull(),
    citySlug: text('city_slug').notNull(),
    state: text('state').notNull(),
    stateGroup: text('state_group').notNull(),
    country: text('country', { enum: ['IN', 'US'] }).notNull(),
    description: text('description').notNull(),
    phone: text('phone').notNull(),
    /**
     * The Call number in E.164 (issue #24), written by the jobs service with `phone`: what is matched
     * against `verified_phones` for "Phone verified" and the moderators' unverified and repeat numbers.
     * Null when the number cannot be read as one (jobs from before #24 only).
     */
    phoneE164: text('phone_e164'),
    timing: text('timing', { enum: ['morning', 'evening', 'full-day', 'flexible'] }),
    urgency: text('urgency', { enum: ['normal', 'urgent', 'immediate'] })
      .notNull()
      .default('normal'),
    featured: boolean('featured').notNull().default(false),
    // Shift details (issue #12): "YYYY-MM-DD" | "any" | "flexible"; "HH:MM"; null when not given.
    workDate: text('work_date'),
    startTime: text('start_time'),
    hoursPerDay: integer('hours_per_day'),
    days: integer('days'),
    workersNeeded: integer('workers_needed').notNull().default(1),
    payTiming: text('pay_timing', { enum: ['same-day', 'end-of-job', 'weekly'] }),
    payMethods: text('pay_methods')
      .array()
      .notNull()
      .$type<PayMethod[]>()
      .default(sql`'{}'::text[]`),
    mealsProvided: boolean('meals_provided'),
    travelPaid: boolean('travel_paid'),
    /** Closed because its last place was filled (a hire undone reopens it); false for a manual close. */
    closedWhenFilled: boolean('closed_when_filled').notNull().default(false),
    /**
     * held: kept out of every list until a moderator looks (scam wording or 3 reports, `review_reason`);
     * removed: taken down by a moderator (or its poster was banned).
     */
    status: text('status', { enum: ['active', 'closed', 'expired', 'held', 'removed'] })
      .notNull()
      .default('active'),
    reviewReason: text('review_reason', { enum: ['wording', 'reports', 'linked'] }),
    isDemo: boolean('is_demo').notNull().default(false),
    /** When saved job alerts were matched against this job; null until then (live jobs are matched once). */
    alertsMatchedAt: timestamp('alerts_matched_at', { withTimezone: true }),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Listings: the leading columns give the order; the trailing ones let counts and filters be
    // answered from the index alone (index-only scans), see docs/decisions/0008-job-search.md.
    index('jobs_active_newest_idx')
      .on(t.country, t.createdAt.desc(), t.id.desc(), t.expiresAt, t.category, t.timing, t.dailySalary)
      .where(sql`${t.status} = 'active'`),
    // City listings: featured first, then newest (spec 9), one index range per city slug / state group.
    index('jobs_active_city_featured_idx')
      .on(
        t.country,
        t.citySlug,
        t.featured.desc(),
        t.createdAt.desc(),
        t.id.desc(),
        t.expiresAt,
        t.category,
        t.timing,
        t.dailySalary,
      )
      .where(sql`${t.status} = 'active'`),
    index('jobs_active_group_featured_idx')
      .on(t.country, t.stateGroup, t.featured.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
    index('jobs_active_salary_idx')
      .on(t.country, t.dailySalary, t.id, t.expiresAt, t.category, t.timing)
      .where(sql`${t.status} = 'active'`),
    // Counts of job-type / timing / pay filters, index-only (one range per category).
    index('jobs_active_category_idx')
      .on(t.country, t.category, t.timing, t.dailySalary, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // The expiry sweep (active jobs past expires_at become 'expired').
    index('jobs_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('jobs_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('jobs_user_idx').on(t.userId, t.createdAt.desc()),
    // Live jobs by Call number: repeats of a banned account's numbers (moderation).
    index('jobs_active_phone_idx')
      .on(t.phoneE164)
      .where(sql`${t.status} = 'active'`),
    // The moderation queue's held jobs.
    index('jobs_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    // Live jobs whose alerts are still to be matched (the background matcher's queue).
    index('jobs_alerts_pending_idx')
      .on(t.id)
      .where(sql`${t.alertsMatchedAt} is null and ${t.status} = 'active'`),
  ],
);
