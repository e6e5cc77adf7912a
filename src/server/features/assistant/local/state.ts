import { z } from 'zod';
import { jobSearchCriteriaSchema } from '../../../../shared/api/assistant';
import { CATEGORY_SLUGS, URGENCIES } from '../../../../shared/categories';
import { findCityBySlug } from '../../../../shared/geo';
import {
  CLOCK_TIME,
  HOURS_PER_DAY_MAX,
  isCalendarDate,
  PAY_TIMINGS,
  WORK_DAYS_MAX,
  WORKERS_MAX,
} from '../../../../shared/shifts';

/**
 * What the local engine remembers between two messages. It travels to the client in the `state` item
 * and comes back with the next request, so it is validated on the way in and ignored when invalid.
 */

/** The job post's fields, in the order the guided posting asks for them. */
export const FIELDS = [
  'title',
  'category',
  'dailySalary',
  'location',
  'description',
  'phone',
  'urgency',
  'shift',
] as const;
export type Field = (typeof FIELDS)[number];

export const draftSchema = z.object({
  title: z.string().min(1).max(100).optional(),
  category: z.enum(CATEGORY_SLUGS).optional(),
  dailySalary: z.number().int().positive().optional(),
  /** A built-in city slug; the post's location is its "City, State". */
  citySlug: z
    .string()
    .max(100)
    .refine((slug) => findCityBySlug(slug)?.slug === slug)
    .optional(),
  /** A locality of the city ("Andheri"), added to the description. */
  area: z.string().min(1).max(60).optional(),
  description: z.string().min(1).max(2000).optional(),
  phone: z.string().min(1).max(30).optional(),
  urgency: z.enum(URGENCIES).optional(),
  // Shift details (optional, asked once in one question; `shiftAsked` once answered or skipped).
  workDate: z.union([z.enum(['any', 'flexible']), z.string().refine(isCalendarDate)]).optional(),
  startTime: z.string().regex(CLOCK_TIME).optional(),
  hoursPerDay: z.number().int().min(1).max(HOURS_PER_DAY_MAX).optional(),
  days: z.number().int().min(1).max(WORK_DAYS_MAX).optional(),
  workersNeeded: z.number().int().min(1).max(WORKERS_MAX).optional(),
  payTiming: z.enum(PAY_TIMINGS).optional(),
  shiftAsked: z.literal(true).optional(),
});
export type Draft = z.infer<typeof draftSchema>;

export const localStateSchema = z.object({
  /** The last search, which refinements narrow. */
  search: jobSearchCriteriaSchema.optional(),
  /** The ids of the jobs last shown, in order ("tell me more about 2"). */
  shownIds: z.array(z.number().int().positive()).max(50).optional(),
  /** A job post in the making. */
  draft: draftSchema.optional(),
  /** What the guided posting asked last: a field, or whether to post the summary shown. */
  asking: z.enum([...FIELDS, 'confirm']).optional(),
});
export type LocalState = z.infer<typeof localStateSchema>;

/** The state the client sent back, or an empty one when it is missing or not ours. */
export function readState(raw: unknown): LocalState {
  const parsed = localStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

/** The draft's shift details. */
export const SHIFT_KEYS = [
  'workDate',
  'startTime',
  'hoursPerDay',
  'days',
  'workersNeeded',
  'payTiming',
] as const;
