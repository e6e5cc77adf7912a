import { sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { jobs } from '../../db/schema';
import { timestampText } from '../../db/timestamps';

/**
 * A job as the repos select it for the service: the columns of `jobs` (their types follow
 * db/schema/jobs.ts), what is counted or looked up beside them, and the timestamps as ISO text with
 * microseconds (exact keyset cursors). `toJob` (job-view.ts) turns it into the API's `jobSchema`.
 */
export const JOB_FIELDS = {
  id: jobs.id,
  userId: jobs.userId,
  title: jobs.title,
  category: jobs.category,
  dailySalary: jobs.dailySalary,
  currency: jobs.currency,
  location: jobs.location,
  city: jobs.city,
  citySlug: jobs.citySlug,
  state: jobs.state,
  stateGroup: jobs.stateGroup,
  country: jobs.country,
  description: jobs.description,
  phone: jobs.phone,
  timing: jobs.timing,
  urgency: jobs.urgency,
  featured: jobs.featured,
  status: jobs.status,
  reviewReason: jobs.reviewReason,
  workDate: jobs.workDate,
  startTime: jobs.startTime,
  hoursPerDay: jobs.hoursPerDay,
  days: jobs.days,
  workersNeeded: jobs.workersNeeded,
  payTiming: jobs.payTiming,
  payMethods: jobs.payMethods,
  mealsProvided: jobs.mealsProvided,
  travelPaid: jobs.travelPaid,
  isDemo: jobs.isDemo,
  /** Places filled. */
  hiredCount: sql<number>`(select count(*) from job_hires h where h.job_id = jobs.id)`
    .mapWith(Number)
    .as('hired_count'),
  /** The Call number is one its poster verified with an SMS code (`verified_phones`, issue #24). */
  phoneVerified: sql<boolean>`exists (select 1 from verified_phones v
      where v.user_id = jobs.user_id and v.phone = jobs.phone_e164)`.as('phone_verified'),
  /** When the poster's account was made (ISO, seconds); null once the account is deleted. */
  posterSince: sql<string | null>`(select ${timestampText('u.created_at', 'seconds')}
      from "user" u where u.id = jobs.user_id)`.as('poster_since'),
  /** ISO 8601 UTC with microseconds: "2026-06-01T10:00:00.123456Z". */
  createdAt: sql<string>`${timestampText('jobs.created_at', 'microseconds')}`.as('created_key'),
  updatedAt: sql<string>`${timestampText('jobs.updated_at', 'microseconds')}`.as('updated_key'),
  expiresAt: sql<string>`${timestampText('jobs.expires_at', 'microseconds')}`.as('expires_key'),
};

/** A job as the service sees it. */
export type JobRecord = SelectResultFields<typeof JOB_FIELDS>;

export type NewJob = typeof jobs.$inferInsert;
