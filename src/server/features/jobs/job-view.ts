import type { Job } from '../../../shared/api/jobs';
import { categoryLabel } from '../../../shared/categories';
import { effectiveJobStatus } from '../../../shared/jobs';
import type { JobRecord } from './jobs.rows';

/** ISO 8601 with milliseconds from the repo's microsecond text. */
export const toIso = (text: string) => `${text.slice(0, 23)}Z`;

/**
 * The one mapping from a job row (JobRecord, typed from the schema) to the API's `jobSchema`: the
 * status as seen now, the number only for its poster, ISO timestamps with milliseconds.
 */
export function toJob(record: JobRecord, now: Date, viewerId: string | null, nearby?: boolean): Job {
  const job: Job = {
    id: record.id,
    title: record.title,
    category: record.category,
    categoryLabel: categoryLabel(record.category),
    dailySalary: record.dailySalary,
    currency: record.currency,
    location: record.location,
    city: record.city,
    citySlug: record.citySlug,
    state: record.state,
    stateGroup: record.stateGroup,
    country: record.country,
    description: record.description,
    // Only the poster gets the number with the job; everyone else asks revealPhone (rate-limited) on Call.
    phone: viewerId !== null && record.userId === viewerId ? record.phone : null,
    timing: record.timing,
    urgency: record.urgency,
    featured: record.featured,
    status: effectiveJobStatus(record.status, toIso(record.expiresAt), now),
    reviewReason: record.status === 'held' ? record.reviewReason : null,
    workDate: record.workDate,
    startTime: record.startTime,
    hoursPerDay: record.hoursPerDay,
    days: record.days,
    workersNeeded: record.workersNeeded,
    hiredCount: record.hiredCount,
    payTiming: record.payTiming,
    payMethods: record.payMethods,
    mealsProvided: record.mealsProvided,
    travelPaid: record.travelPaid,
    isDemo: record.isDemo,
    createdAt: toIso(record.createdAt),
    updatedAt: toIso(record.updatedAt),
    expiresAt: toIso(record.expiresAt),
    isOwner: viewerId !== null && record.userId === viewerId,
    posterId: record.userId,
    phoneVerified: record.phoneVerified,
    posterSince: record.posterSince,
  };
  if (nearby !== undefined) job.nearby = nearby;
  return job;
}
