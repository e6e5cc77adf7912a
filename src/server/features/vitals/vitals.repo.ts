import { asc, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webVitalSamples } from '../../db/schema';
import type { VitalMetric } from '../../../shared/vitals';

export interface VitalSample {
  metric: VitalMetric;
  value: number;
}

export interface VitalPercentileRow {
  page: string;
  metric: VitalMetric;
  p75: number;
  samples: number;
}

/** web_vital_samples: one row per metric of a sampled page view; days as 'YYYY-MM-DD' (UTC). */
export class VitalsRepo {
  constructor(private readonly db: Database) {}

  /** One page view's metrics, in one statement. */
  async insert(day: string, page: string, samples: readonly VitalSample[]): Promise<void> {
    await this.db
      .insert(webVitalSamples)
      .values(samples.map((sample) => ({ day, page, metric: sample.metric, value: sample.value })));
  }

  /**
   * The 75th percentile per page type and metric from `fromDay` on: percentile_disc, so it is a value
   * some page view really had, and at least 75 % of them were not above it.
   */
  async percentiles(fromDay: string): Promise<VitalPercentileRow[]> {
    const t = webVitalSamples;
    return this.db
      .select({
        page: t.page,
        metric: t.metric,
        p75: sql<number>`percentile_disc(0.75) within group (order by ${t.value})`.mapWith(Number),
        samples: sql<number>`count(*)::int`,
      })
      .from(t)
      .where(gte(t.day, fromDay))
      .groupBy(t.page, t.metric)
      .orderBy(asc(t.page), asc(t.metric));
  }

  /** Forgets the days before `fromDay`. */
  async deleteBefore(fromDay: string): Promise<void> {
    await this.db.delete(webVitalSamples).where(lt(webVitalSamples.day, fromDay));
  }
}
