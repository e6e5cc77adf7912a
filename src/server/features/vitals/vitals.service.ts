import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import type { ParsedVitalsReport, VitalsSummary, VitalSummary } from '../../../shared/api/vitals';
import { rateVital, VITAL_METRICS, VITALS_DAYS, type VitalMetric } from '../../../shared/vitals';
import { ROUTES, type RouteName } from '../../../shared/routes';
import type { VitalSample, VitalsRepo } from './vitals.repo';

/**
 * Reports per network (an IPv4 address or an IPv6 /64): a sampled page view sends one, so this is far
 * more than the people behind one address send; past it, reports are dropped (a carrier's shared address
 * loses some field data, the table cannot be flooded from one network).
 */
export const VITALS_LIMIT: RateLimitRule = { name: 'vitals:ip', limit: 120, windowMs: 60 * 60_000 };

const DAY_MS = 24 * 60 * 60_000;

/** The UTC day of a time, 'YYYY-MM-DD'. */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

/** Field data (decision 0022): stores sampled page views' Core Web Vitals and sums them up as p75s. */
export class VitalsService {
  constructor(
    private readonly repo: VitalsRepo,
    private readonly limiter: RateLimiter,
    private readonly now: () => Date,
  ) {}

  /** Counts against VITALS_LIMIT for the sender's network, then keeps the day, page type and values. */
  async record(report: ParsedVitalsReport, ip: string): Promise<void> {
    await this.limiter.consume(VITALS_LIMIT, ip);
    const samples: VitalSample[] = VITAL_METRICS.flatMap((metric) => {
      const value = report.metrics[metric];
      return value === undefined ? [] : [{ metric, value }];
    });
    await this.repo.insert(utcDay(this.now()), report.page, samples);
  }

  /** The last VITALS_DAYS days (today in UTC included): p75 per page type and metric, most reported first. */
  async summary(): Promise<VitalsSummary> {
    const now = this.now();
    const from = utcDay(new Date(now.getTime() - (VITALS_DAYS - 1) * DAY_MS));
    const pages = new Map<RouteName, Partial<Record<VitalMetric, VitalSummary>>>();
    for (const row of await this.repo.percentiles(from)) {
      // A page type renamed or gone since (kept at most a week) is left out.
      if (!Object.hasOwn(ROUTES, row.page)) continue;
      const metrics = pages.get(row.page as RouteName) ?? {};
      metrics[row.metric] = { p75: row.p75, samples: row.samples, rating: rateVital(row.metric, row.p75) };
      pages.set(row.page as RouteName, metrics);
    }
    const views = (metrics: Partial<Record<VitalMetric, VitalSummary>>) =>
      Math.max(...Object.values(metrics).map((metric) => metric.samples));
    return {
      from,
      to: utcDay(now),
      pages: [...pages]
        .map(([page, metrics]) => ({ page, metrics }))
        .sort((a, b) => views(b.metrics) - views(a.metrics) || a.page.localeCompare(b.page)),
    };
  }

  /** Forgets the days the table no longer shows (one day of margin: VITALS_DAYS + 1 are kept). */
  async prune(): Promise<void> {
    await this.repo.deleteBefore(utcDay(new Date(this.now().getTime() - VITALS_DAYS * DAY_MS)));
  }
}
