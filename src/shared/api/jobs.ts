import { z } from 'zod';
import { CATEGORY_SLUGS, TIMINGS, URGENCIES } from '../categories';
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

/**
 * The jobs API contract.
 *  GET    /api/jobs                 listing (jobListQuerySchema -> jobListResponseSchema)
 *  GET    /api/jobs/:id             one job (404 missing; 410 closed or expired, body still has the job)
 *  POST   /api/jobs                 create (signed in; jobInputSchema) -> 201 jobSchema
 *  PATCH  /api/jobs/:id             edit (poster only; jobInputSchema) -> jobSchema
 *  POST   /api/jobs/:id/close | /reopen | /renew   (poster only) -> jobSchema
 *  GET    /api/me/jobs              the signed-in user's jobs, every status -> { jobs }
 *  GET    /api/geo/reverse?lat&lon  reverse geocoding through our server -> reverseGeocodeResponseSchema
 */
export const countrySchema = z.enum(['IN', 'US']);
export const JOB_SORTS = ['newest', 'pay-desc', 'pay-asc'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

const phoneRule = `Please enter a valid phone number (at least ${PHONE_MIN_DIGITS} digits)`;

export const jobInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(JOB_TITLE_MIN, `Title must be ${JOB_TITLE_MIN} to ${JOB_TITLE_MAX} characters`)
    .max(JOB_TITLE_MAX, `Title must be ${JOB_TITLE_MIN} to ${JOB_TITLE_MAX} characters`),
  category: z.enum(CATEGORY_SLUGS, 'Please choose a job category'),
  dailySalary: z.coerce
    .number('Daily payment must be a number')
    .int('Daily payment must be a whole number')
    .min(DAILY_SALARY_MIN, `Daily payment must be between ${DAILY_SALARY_MIN} and 10,00,000`)
    .max(DAILY_SALARY_MAX, `Daily payment must be between ${DAILY_SALARY_MIN} and 10,00,000`),
  /** A "City, State" from the built-in list. */
  location: z.string().trim().min(1, 'Please choose a location from the list').max(200),
  description: z
    .string()
    .trim()
    .min(
      JOB_DESCRIPTION_MIN,
      `Description must be ${JOB_DESCRIPTION_MIN} to ${JOB_DESCRIPTION_MAX} characters`,
    )
    .max(
      JOB_DESCRIPTION_MAX,
      `Description must be ${JOB_DESCRIPTION_MIN} to ${JOB_DESCRIPTION_MAX} characters`,
    ),
  phone: z
    .string()
    .trim()
    .regex(/^[\d\s\-+()]+$/, phoneRule)
    .refine((value) => value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS, phoneRule),
  timing: z.enum(TIMINGS).nullable().default(null),
  urgency: z.enum(URGENCIES).default('normal'),
});
export type JobInput = z.input<typeof jobInputSchema>;

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
  phone: z.string(),
  timing: z.enum(TIMINGS).nullable(),
  urgency: z.enum(URGENCIES),
  featured: z.boolean(),
  status: z.enum(['active', 'closed', 'expired']),
  isDemo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  /** True when the signed-in user posted it. */
  isOwner: z.boolean(),
  /** On a city listing: false for the city's own jobs, true for "Nearby" jobs of the same state group. */
  nearby: z.boolean().optional(),
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
  /** A single category group id (HOME_CATEGORIES / US_CATEGORIES / a category slug) for /category/{id}. */
  category: z.string().max(60).optional(),
  sort: z.enum(JOB_SORTS).default('newest'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(JOBS_PAGE_SIZE),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

export const jobListResponseSchema = z.object({
  jobs: z.array(jobSchema),
  nextCursor: z.string().nullable(),
  /** Exact up to 1,000; then 1000 with totalIsCapped (shown as "1,000+"). On a city listing: the city's own jobs. */
  total: z.number(),
  totalIsCapped: z.boolean(),
  /** On a city listing: the city found in the built-in list. */
  city: z
    .object({ name: z.string(), slug: z.string(), state: z.string(), stateGroup: z.string() })
    .nullable(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const reverseGeocodeResponseSchema = z.object({
  country: countrySchema.nullable(),
  /** The nearest built-in "City, State", when one matches. */
  location: z.string().nullable(),
});
