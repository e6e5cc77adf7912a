import { sql } from 'drizzle-orm';
import { bigint, check, date, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { VITAL_METRICS } from '../../../shared/vitals';

/**
 * Field data (issue #22 item 5, decision 0022): one row per metric of a sampled page view, kept for
 * VITALS_DAYS + 1 days (the vitals feature prunes older days), so the moderators' p75 is exact. Nothing
 * that could point to a person: the UTC day (no time), the page type (a route name, no URL), the value.
 */
export const webVitalSamples = pgTable(
  'web_vital_samples',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    metric: text('metric', { enum: VITAL_METRICS }).notNull(),
    value: doublePrecision('value').notNull(),
  },
  (t) => [
    index('web_vital_samples_day_idx').on(t.day, t.page, t.metric),
    check('web_vital_samples_value_check', sql`${t.value} >= 0`),
  ],
);
