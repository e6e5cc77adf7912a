import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { timestampText } from '../../db/timestamps';

const liveJob = (now: Date) => and(eq(jobs.status, 'active'), gt(jobs.expiresAt, now));

/** What the sitemap reads: live jobs by id range, never all at once. */
export class SitemapRepo {
  constructor(private readonly db: Database) {}

  /**
   * Job sitemaps are id ranges of `pageSize` ids, so each holds at most that many URLs however jobs come
   * and go: the ranges with a live job, with their newest change.
   */
  jobBuckets(pageSize: number, now: Date): Promise<{ bucket: number; lastmod: string | null }[]> {
    const bucket = sql<number>`(${jobs.id} / ${pageSize})::int`;
    return this.db
      .select({ bucket, lastmod: timestampText('max(jobs.updated_at)', 'seconds') })
      .from(jobs)
      .where(liveJob(now))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
  }

  /** Up to `limit` live jobs with after < id < before, in id order. */
  liveJobsBetween(
    after: number,
    before: number,
    now: Date,
    limit: number,
  ): Promise<{ id: number; lastmod: string }[]> {
    return this.db
      .select({ id: jobs.id, lastmod: timestampText('jobs.updated_at', 'seconds') })
      .from(jobs)
      .where(and(gt(jobs.id, after), lt(jobs.id, before), liveJob(now)))
      .orderBy(jobs.id)
      .limit(limit);
  }
}
