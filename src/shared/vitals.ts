/**
 * Field data (issue #22 item 5, decision 0022): the Core Web Vitals that a sample of real page views
 * report, their limits and the web-vitals thresholds. No zod here: the reporter in the browser imports it
 * (the contract is src/shared/api/vitals.ts).
 */

/** The metrics reported: the three Core Web Vitals, then First Contentful Paint and Time to First Byte. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** POST here: the browser's report of one page view (src/web/lib/vitals.ts). */
export const VITALS_ENDPOINT = '/api/vitals';

/**
 * The largest value kept per metric: anything above counts as this (still poor, never dropped). Times
 * are milliseconds (a minute is already far past "poor"); CLS is a unitless score.
 */
export const VITAL_MAX: Record<VitalMetric, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
};

/**
 * web-vitals' thresholds (the library's LCPThresholds etc.): a value up to `good` is good, above `poor`
 * is poor, in between needs improvement. Milliseconds, except CLS.
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const VITAL_RATINGS = ['good', 'needsImprovement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/** The rating of a value by web-vitals' thresholds. */
export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needsImprovement' : 'poor';
}

/** Days the moderators' table covers (today in UTC and the 6 before); samples are kept one day more. */
export const VITALS_DAYS = 7;
