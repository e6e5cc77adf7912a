import type { Job, JobListResponse } from '../../../shared/api/jobs';

/**
 * Test data: a complete job as GET /api/jobs returns it (an Indian demo-free job unless overridden). Like
 * the API, it carries the phone only for its poster (isOwner); everyone else reveals it with Call.
 */
export function makeJob(overrides: Partial<Job> = {}): Job {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Cook needed ${id}`,
    category: 'cooking',
    categoryLabel: 'Cooking',
    dailySalary: 700,
    currency: 'INR',
    location: 'Mumbai, Maharashtra',
    city: 'Mumbai',
    citySlug: 'mumbai',
    state: 'Maharashtra',
    stateGroup: 'Maharashtra',
    country: 'IN',
    description: 'Vegetarian home cooking for lunch and dinner for a family of four.',
    phone: overrides.isOwner ? '98765 43210' : null,
    timing: null,
    urgency: 'normal',
    featured: false,
    status: 'active',
    reviewReason: null,
    workDate: null,
    startTime: null,
    hoursPerDay: null,
    days: null,
    workersNeeded: 1,
    hiredCount: 0,
    payTiming: null,
    payMethods: [],
    mealsProvided: null,
    travelPaid: null,
    isDemo: false,
    createdAt: '2025-01-05T08:00:00.000Z',
    updatedAt: '2025-01-05T08:00:00.000Z',
    expiresAt: '2099-02-04T08:00:00.000Z',
    isOwner: false,
    posterId: 'poster-1',
    phoneVerified: true,
    posterSince: '2024-11-02T09:00:00Z',
    ...overrides,
  };
}

/** Test data: one page of a listing. */
export function listPage(jobs: Job[], overrides: Partial<JobListResponse> = {}): JobListResponse {
  return {
    jobs,
    nextCursor: null,
    total: jobs.length,
    totalIsCapped: false,
    city: null,
    country: 'IN',
    ...overrides,
  };
}
