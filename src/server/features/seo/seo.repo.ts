import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { timestampText } from '../../db/timestamps';

const liveJob = (now: Date) => sql`status = 'active' and expires_at > ${now.toISOString()}::timestamptz`;

/** What the sitemap reads: live jobs by id range, never all at once. */
export class SitemapRepo {
  constructor(private readonly db: Database) {}

  /**
   * Job sitemaps are id ranges of `pageSize` ids, so each holds at most that many URLs however jobs come
   * and go: the ranges with a live job, with their newest change.
   */
  jobBuckets(pageSize: number, now: Date): Promise<{ bucket: number; lastmod: string | null }[]> {
    return queryRows(
      this.db,
      sql`select (id / ${pageSize})::int as bucket, ${timestampText('max(updated_at)', 'seconds')} as lastmod
          from jobs where ${liveJob(now)} group by 1 order by 1`,
    );
  }

  /** Up to `limit` live jobs with after < id < before, in id order. */
  async liveJobsBetween(
    after: number,
    before: number,
    now: Date,
    limit: number,
  ): Promise<{ id: number; lastmod: string }[]> {
    const rows = await queryRows<{ id: number | string; lastmod: string }>(
      this.db,
      sql`select id, ${timestampText('updated_at', 'seconds')} as lastmod from jobs
          where id > ${after} and id < ${before} and ${liveJob(now)} order by id limit ${limit}`,
    );
    return rows.map((row) => ({ id: Number(row.id), lastmod: row.lastmod }));
  }
}
