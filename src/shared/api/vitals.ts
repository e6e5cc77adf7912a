import { z } from 'zod';
import { ROUTES, type RouteName } from '../routes';
import { VITAL_MAX, VITAL_METRICS, VITAL_RATINGS, type VitalMetric } from '../vitals';

/**
 * Field data (issue #22 item 5, decision 0022): real page views' Core Web Vitals.
 *
 *  POST /api/vitals             vitalsReportSchema -> 204. Sent by a sampled page view as it is left or
 *                               hidden (navigator.sendBeacon: a text/plain body holding the JSON, which
 *                               this route alone reads as JSON; application/json works too). Signed in
 *                               or not; the Origin check applies as to every write. 400 validation_failed
 *                               (an unknown page type, a negative or missing number, no metric at all);
 *                               429 rate_limited (VITALS_LIMIT per network). Values above VITAL_MAX count
 *                               as VITAL_MAX. Stored: the UTC day, the page type, the metric, the value;
 *                               never an address, a user, a time of day or a URL.
 *  GET  /api/moderation/vitals  (moderators) -> vitalsSummarySchema: p75 per page type and metric over
 *                               the last VITALS_DAYS days (UTC); 404 not_found for everyone else.
 */

const ROUTE_NAMES = Object.keys(ROUTES) as [RouteName, ...RouteName[]];

const metricValue = (metric: VitalMetric) =>
  z
    .number('Must be a number')
    .min(0, 'Must be 0 or more')
    .transform((value) => Math.min(value, VITAL_MAX[metric]))
    .optional();

export const vitalsReportSchema = z.object({
  /** The page type: the route (src/shared/routes.ts) of the page the visit landed on, never its address. */
  page: z.enum(ROUTE_NAMES, 'Unknown page type'),
  metrics: z
    .object({
      LCP: metricValue('LCP'),
      INP: metricValue('INP'),
      CLS: metricValue('CLS'),
      FCP: metricValue('FCP'),
      TTFB: metricValue('TTFB'),
    })
    .refine(
      (metrics) => Object.values<number | undefined>(metrics).some((value) => value !== undefined),
      'No metric',
    ),
});
export type VitalsReport = z.input<typeof vitalsReportSchema>;
export type ParsedVitalsReport = z.output<typeof vitalsReportSchema>;

const metricSummarySchema = z.object({
  /** The 75th percentile (the smallest sample that at least 75 % of samples are not above). */
  p75: z.number(),
  samples: z.number().int(),
  rating: z.enum(VITAL_RATINGS),
});
export type VitalSummary = z.infer<typeof metricSummarySchema>;

export const vitalsSummarySchema = z.object({
  /** The first and last day covered (UTC, YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  /** Page types with reports, the most reported first. */
  pages: z.array(
    z.object({
      page: z.enum(ROUTE_NAMES),
      metrics: z.partialRecord(z.enum(VITAL_METRICS), metricSummarySchema),
    }),
  ),
});
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;
