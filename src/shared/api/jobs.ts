import { z } from 'zod';
import { CATEGORY_SLUGS, TIMINGS, URGENCIES } from '../categories';
import { parseLocation } from '../geo';
import {
  CLOCK_TIME,
  HOURS_PER_DAY_MAX,
  isCalendarDate,
  PAY_METHODS,
  PAY_TIMINGS,
  WORK_DAY_ANY,
  WORK_DAY_FLEXIBLE,
  WORK_DAYS_MAX,
  WORK_WHEN,
  WORKERS_MAX,
} from '../shifts';
import {
  DAILY_SALARY_MAX,
  DAILY_SALARY_MIN,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  JOBS_PAGE_SIZE,
  PHONE_MIN_DIGITS,
} from '../limits';
import { idParams } from './ids';
import { numberInput } from './numbers';
import { validationKey, type ValidationName } from './validation';

/**
 * The jobs API contract.
 *  GET    /api/jobs                 listing (jobListQuerySchema -> jobListResponseSchema)
 *  GET    /api/jobs/:id             one job -> jobSchema (404 not_found when missing or not a number;
 *                                   410 gone when closed or expired: jobGoneResponseSchema, the job is in `job`)
 *  POST   /api/jobs                 create (signed in; jobInputSchema) -> 201 jobSchema
 *                                   401 unauthorized "You must be logged in to post a job."; 400 validation_failed
 *                                   with one message per bad field in `fields`; 429 rate_limited (20 posts an hour);
 *                                   422 phone_not_verified: the Call number is not one the poster verified
 *                                   (./job-phones.ts verifies it; params.phone is the number in E.164);
 *                                   403 new_account_job_limit: an account younger than 24 hours has 3 live jobs
 *  PATCH  /api/jobs/:id             edit (poster only; jobInputSchema) -> jobSchema (422 phone_not_verified too)
 *  POST   /api/jobs/:id/close | /reopen | /renew   (poster only) -> jobSchema
 *                                   reopen of an expired job: 409 conflict (renew it instead); renew: active again
 *                                   for 30 days from now. 401 signed out, 403 forbidden for others, 404 missing.
 *  POST   /api/jobs/:id/phone       the poster's number for Call -> jobPhoneResponseSchema, without signing
 *                                   in; 404 when the job is not public; 429 rate_limited per IP and per user
 *  GET    /job/:id/call             the same reveal for a page without JavaScript: 302 to tel:{number}
 *  GET    /api/me/jobs              the signed-in user's jobs, every status, newest first -> myJobsResponseSchema
 *  GET    /api/geo/reverse?lat&lon  reverse geocoding through our server -> reverseGeocodeResponseSchema
 *                                   400 bad coordinates; 502 geocoder_unavailable; 504 geocoder_timeout; 429
 * Listing errors: 400 validation_failed for an unknown job type / pay band (`fields.types` / `fields.pay`)
 * or category, 400 bad_request code 'invalid_cursor' for a cursor of another query (reload the first page).
 */
/** The job-adding call's answer without a session (spec section 8). */
export const POST_SIGNED_OUT_MESSAGE = 'You must be logged in to post a job.';

export const JOB_STATUSES = ['active', 'closed', 'expired', 'held', 'removed'] as const;

/** Why a job is held: scam wording, reports, or a link to a job removed as a scam (decision 0023). */
export const REVIEW_REASONS = ['wording', 'reports', 'linked'] as const;

export const countrySchema = z.enum(['IN', 'US']);
export const JOB_SORTS = ['newest', 'pay-desc', 'pay-asc'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** 422 phone_not_verified (issue #24): the Call number must be one the poster verified by SMS. */
export const PHONE_NOT_VERIFIED_MESSAGE =
  'This Call number is not verified yet. Verify it with the code we send by SMS, then post the job.';
/** 403 new_account_job_limit (issue #24). */
export const NEW_ACCOUNT_JOB_LIMIT_MESSAGE =
  'New accounts can have at most 3 live jobs in their first 24 hours. Close a job or try again later.';
/** The answer to a job id that names no job the viewer may see (also every bad id in a path: 404). */
export const JOB_NOT_FOUND_MESSAGE = 'This job does not exist.';
/** Params of /api/jobs/:id routes. */
export const jobIdParams = idParams(JOB_NOT_FOUND_MESSAGE);

const TITLE = validationKey('jobTitle');
const LOCATION = validationKey('jobLocation');
const DESCRIPTION = validationKey('jobDescription');
const PHONE = validationKey('jobPhone');
const WORK_DATE = validationKey('workDate');
const START_TIME = validationKey('startTime');

/** A whole number from `min` to `max`, each check with its own message (numbers or their digits). */
const wholeNumber = (
  min: number,
  max: number,
  names: { number: ValidationName; whole: ValidationName; range: ValidationName },
) =>
  numberInput(
    z
      .number(validationKey(names.number))
      .int(validationKey(names.whole))
      .min(min, validationKey(names.range))
      .max(max, validationKey(names.range)),
  );

export const jobInputSchema = z.object({
  title: z.string(TITLE).trim().min(JOB_TITLE_MIN, TITLE).max(JOB_TITLE_MAX, TITLE),
  category: z.enum(CATEGORY_SLUGS, validationKey('jobCategory')),
  /** A number (or its digits as text, as the post form holds them); never a boolean. */
  dailySalary: wholeNumber(DAILY_SALARY_MIN, DAILY_SALARY_MAX, {
    number: 'dailySalaryNumber',
    whole: 'dailySalaryWhole',
    range: 'dailySalaryRange',
  }),
  /** A "City, State" from the built-in list. */
  location: z
    .string(LOCATION)
    .trim()
    .min(1, LOCATION)
    .max(200, LOCATION)
    .refine((value) => parseLocation(value) !== undefined, LOCATION),
  description: z
    .string(DESCRIPTION)
    .trim()
    .min(JOB_DESCRIPTION_MIN, DESCRIPTION)
    .max(JOB_DESCRIPTION_MAX, DESCRIPTION),
  phone: z
    .string(PHONE)
    .trim()
    .max(30, PHONE)
    .regex(/^[\d\s\-+()]+$/, PHONE)
    .refine((value) => value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, PHONE),
  timing: z.enum(TIMINGS, validationKey('jobTiming')).nullable().default(null),
  urgency: z.enum(URGENCIES, validationKey('jobUrgency')).default('normal'),
  // Shift details (issue #12): optional, except workersNeeded (1 by default).
  /** "YYYY-MM-DD", "any" (any day) or "flexible"; a date may not be in the past (checked by the server). */
  workDate: z
    .union(
      [z.literal(WORK_DAY_ANY), z.literal(WORK_DAY_FLEXIBLE), z.string().refine(isCalendarDate, WORK_DATE)],
      WORK_DATE,
    )
    .nullable()
    .default(null),
  /** "HH:MM", 24-hour clock. */
  startTime: z.string(START_TIME).regex(CLOCK_TIME, START_TIME).nullable().default(null),
  hoursPerDay: wholeNumber(1, HOURS_PER_DAY_MAX, {
    number: 'hoursPerDayNumber',
    whole: 'hoursPerDayWhole',
    range: 'hoursPerDayRange',
  })
    .nullable()
    .default(null),
  days: wholeNumber(1, WORK_DAYS_MAX, { number: 'daysNumber', whole: 'daysWhole', range: 'daysRange' })
    .nullable()
    .default(null),
  workersNeeded: wholeNumber(1, WORKERS_MAX, {
    number: 'workersNumber',
    whole: 'workersWhole',
    range: 'workersRange',
  }).default(1),
  payTiming: z.enum(PAY_TIMINGS, validationKey('payTiming')).nullable().default(null),
  payMethods: z
    .array(z.enum(PAY_METHODS, validationKey('payMethods')))
    .max(PAY_METHODS.length)
    .transform((methods) => [...new Set(methods)])
    .default([]),
  mealsProvided: z.boolean(validationKey('mealsProvided')).nullable().default(null),
  travelPaid: z.boolean(validationKey('travelPaid')).nullable().default(null),
});
export type JobInput = z.input<typeof jobInputSchema>;
export type ParsedJobInput = z.output<typeof jobInputSchema>;

export const jobSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  categoryLabel: z.string(),
  dailySalary: z.number(),
  currency: z.enum(['INR', 'USD']),
  location: z.string(),
  city: z.string(),
  citySlug: z.string(),
  state: z.string(),
  stateGroup: z.string(),
  country: countrySchema,
  description: z.string(),
  /**
   * The poster's number only for the poster (and moderators); null for everyone else, who asks
   * POST /api/jobs/:id/phone on tapping Call (rate-limited, so lists cannot be scraped for numbers).
   */
  phone: z.string().nullable(),
  timing: z.enum(TIMINGS).nullable(),
  urgency: z.enum(URGENCIES),
  featured: z.boolean(),
  /** Shift details (issue #12); null / [] / 1 for jobs posted without them. */
  workDate: z.string().nullable(),
  startTime: z.string().nullable(),
  hoursPerDay: z.number().nullable(),
  days: z.number().nullable(),
  workersNeeded: z.number(),
  /** Places filled: workers the poster marked as hired ("2 of 5 filled"). */
  hiredCount: z.number(),
  payTiming: z.enum(PAY_TIMINGS).nullable(),
  payMethods: z.array(z.enum(PAY_METHODS)),
  mealsProvided: z.boolean().nullable(),
  travelPaid: z.boolean().nullable(),
  /** held: waiting for a moderator (only its poster sees it); removed: taken down by a moderator. */
  status: z.enum(JOB_STATUSES),
  /** Why a held job waits (shown to its poster): scam wording, reports or a link to a removed scam. */
  reviewReason: z.enum(REVIEW_REASONS).nullable(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  /** True when the signed-in user posted it. */
  isOwner: z.boolean(),
  /** Who posted it, for their public profile (/u/{posterId}); null for demo jobs and deleted accounts. */
  posterId: z.string().nullable(),
  /** The Call number is one its poster verified with an SMS code ("Phone verified", issue #24). */
  phoneVerified: z.boolean(),
  /** When the poster's account was made ("Member since Nov 2026"); null once it is deleted. */
  posterSince: z.string().nullable(),
  /** On a city listing: false for the city's own jobs, true for "Nearby" jobs of the same state group. */
  nearby: z.boolean().optional(),
  /**
   * On one job's page (GET /api/jobs/:id): the post uses scam wording or pays far above the norm
   * (src/shared/safety), so workers are warned. The server decides, so the page runs no detector.
   */
  scamWarning: z.boolean().optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** Comma-separated lists in the query string: ?types=household,delivery */
const csvList = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : []))
    .pipe(z.array(item));

export const jobListQuerySchema = z.object({
  country: countrySchema.default('IN'),
  search: z.string().trim().max(200).optional(),
  /** A city slug (from /jobs/{city}) or city text (?city=): keeps jobs whose location contains it. */
  city: z.string().trim().max(100).optional(),
  /** FILTER_JOB_TYPES ids. */
  types: csvList(z.string().max(40)),
  /** PAY_BANDS ids of the listing's currency. */
  pay: csvList(z.string().max(40)),
  timing: csvList(z.enum(TIMINGS)),
  /** Daily pay bounds, both inclusive (the assistant's "above 600", a saved alert's "pay at least"). */
  minPay: numberInput(z.number().int().min(0).max(DAILY_SALARY_MAX)).optional(),
  maxPay: numberInput(z.number().int().min(0).max(DAILY_SALARY_MAX)).optional(),
  /** Work on these days: today, tomorrow or this week, counted from `today` (the visitor's own date). */
  when: z.enum(WORK_WHEN).optional(),
  today: z.string().refine(isCalendarDate, validationKey('listToday')).optional(),
  /** `?payTiming=same-day`: paid the same day. */
  payTiming: z.enum(PAY_TIMINGS).optional(),
  /** Only urgent or immediate jobs: `?urgent=1`. */
  urgent: z
    .enum(['1', 'true'])
    .optional()
    .transform((value) => value !== undefined),
  /** A single category group id (HOME_CATEGORIES / US_CATEGORIES / a category slug) for /category/{id}. */
  category: z.string().max(60).optional(),
  sort: z.enum(JOB_SORTS).default('newest'),
  cursor: z.string().max(500).optional(),
  limit: numberInput(z.number().int().min(1).max(50)).default(JOBS_PAGE_SIZE),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;
export type ParsedJobListQuery = z.output<typeof jobListQuerySchema>;

export const jobListResponseSchema = z.object({
  jobs: z.array(jobSchema),
  nextCursor: z.string().nullable(),
  /**
   * Exact up to 1,000; then 1000 with totalIsCapped (shown as "1,000+"). On a city listing: the city's
   * own jobs. Counted for the first page; pages loaded with a cursor repeat the first page's figure.
   */
  total: z.number(),
  totalIsCapped: z.boolean(),
  /** On a city listing: the city found in the built-in list. */
  city: z
    .object({ name: z.string(), slug: z.string(), state: z.string(), stateGroup: z.string() })
    .nullable(),
  /** The country listed: the query's, or the built-in city's own country on a city listing. */
  country: countrySchema.optional(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** GET /api/jobs/:id of a closed or expired job: status 410, the usual error shape plus the job itself. */
export const jobGoneResponseSchema = z.object({
  error: z.object({ code: z.literal('gone'), message: z.string() }),
  job: jobSchema,
  requestId: z.string().optional(),
});
export type JobGoneResponse = z.infer<typeof jobGoneResponseSchema>;

export const jobPhoneResponseSchema = z.object({ phone: z.string() });
export type JobPhoneResponse = z.infer<typeof jobPhoneResponseSchema>;

/** GET /api/me/jobs (the 500 most recent). */
export const myJobsResponseSchema = z.object({ jobs: z.array(jobSchema) });
export type MyJobsResponse = z.infer<typeof myJobsResponseSchema>;

export const reverseGeocodeQuerySchema = z.object({
  lat: numberInput(z.number(validationKey('latitude')).min(-90).max(90)),
  lon: numberInput(z.number(validationKey('longitude')).min(-180).max(180)),
});

export const reverseGeocodeResponseSchema = z.object({
  country: countrySchema.nullable(),
  /** The nearest built-in "City, State", when one matches. */
  location: z.string().nullable(),
});
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponseSchema>;
