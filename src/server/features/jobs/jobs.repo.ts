import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, scamExamples, scamIdentifiers, user } from '../../db/schema';
import { timestampText } from '../../db/timestamps';
import type { CountryCode } from '../../../shared/geo';
import type { ScamIdentifier } from '../../../shared/safety/scam-identifiers';
import { JobPhonesRepo } from './job-phones.repo';
import { JobStatuses } from './job-status.repo';
import { JobsListingRepo } from './jobs-listing.repo';
import { JOB_FIELDS, type JobRecord, type NewJob } from './jobs.rows';

export type { JobRecord, NewJob };

/** Live jobs of a category in a city needed before their median counts as the norm. */
const PAY_NORM_MIN_JOBS = 3;

/** One job, a poster's jobs, posting and editing, and what a post is checked against. */
export class JobsRepo {
  constructor(private readonly db: Database) {}

  async findById(id: number): Promise<(JobRecord & { posterName: string | null }) | undefined> {
    const [row] = await this.db
      .select({
        ...JOB_FIELDS,
        posterName: sql<string | null>`(select name from "user" where "user".id = jobs.user_id)`,
      })
      .from(jobs)
      .where(eq(jobs.id, id));
    return row;
  }

  async findByIds(ids: readonly number[]): Promise<JobRecord[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(JOB_FIELDS)
      .from(jobs)
      .where(inArray(jobs.id, [...ids]));
  }

  async listByUser(userId: string, limit: number): Promise<JobRecord[]> {
    return this.db
      .select(JOB_FIELDS)
      .from(jobs)
      .where(eq(jobs.userId, userId))
      .orderBy(sql`created_at desc nulls last, id desc nulls last`)
      .limit(limit);
  }

  /**
   * Whether a post is linked to a job removed as a scam (decision 0023): its poster had one removed, or
   * it carries one of those jobs' phone numbers, UPI ids or messenger handles.
   */
  async linkedToScam(userId: string, identifiers: readonly ScamIdentifier[]): Promise<boolean> {
    const byPoster = this.db
      .select({ one: sql`1` })
      .from(scamExamples)
      .innerJoin(jobs, eq(jobs.id, scamExamples.jobId))
      .where(and(eq(scamExamples.scam, true), eq(jobs.userId, userId)));
    const pairs = sql.join(
      identifiers.map((found) => sql`(${found.kind}, ${found.value})`),
      sql`, `,
    );
    const byIdentifier = this.db
      .select({ one: sql`1` })
      .from(scamIdentifiers)
      .where(sql`(${scamIdentifiers.kind}, ${scamIdentifiers.value}) in (${pairs})`);
    const [row] = await this.db
      .select({
        linked: sql<boolean>`exists (${byPoster})${identifiers.length > 0 ? sql` or exists (${byIdentifier})` : sql``}`,
      })
      .from(sql`(select 1) as one`);
    return row?.linked === true;
  }

  /**
   * The usual daily pay of a category in a city: the median of its live jobs there when there are at
   * least PAY_NORM_MIN_JOBS, else the median of its live jobs in the country (the same minimum), else
   * undefined (the scam detector's "pay far above the norm", decision 0023).
   */
  async payNorm(category: string, citySlug: string, country: CountryCode): Promise<number | undefined> {
    const median = (where: SQL) =>
      sql<number | null>`(select percentile_disc(0.5) within group (order by daily_salary) from jobs
           where status = 'active' and category = ${category} and ${where}
           having count(*) >= ${PAY_NORM_MIN_JOBS})`.mapWith((value) =>
        value === null ? null : Number(value),
      );
    const [row] = await this.db
      .select({ city: median(sql`city_slug = ${citySlug}`), country: median(sql`country = ${country}`) })
      .from(sql`(select 1) as one`);
    return row?.city ?? row?.country ?? undefined;
  }

  /**
   * What the new-account cap needs (issue #24): when the account was made (null: no such account) and
   * how many of its jobs are live or waiting for a review (held), leaving out `exceptJobId`.
   */
  async posterStanding(
    userId: string,
    now: Date,
    exceptJobId?: number,
  ): Promise<{ since: Date; liveJobs: number } | null> {
    const [row] = await this.db
      .select({
        since: sql<string>`${timestampText('"user".created_at', 'milliseconds')}`,
        live: sql<number>`(select count(*) from jobs j where j.user_id = ${userId}
               and ${exceptJobId === undefined ? sql`true` : sql`j.id <> ${exceptJobId}`}
               and (j.status = 'held'
                    or (j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz)))`.mapWith(
          Number,
        ),
      })
      .from(user)
      .where(eq(user.id, userId));
    return row ? { since: new Date(row.since), liveJobs: row.live } : null;
  }

  async insert(job: NewJob): Promise<number> {
    const [row] = await this.db.insert(jobs).values(job).returning({ id: jobs.id });
    if (!row) throw new Error('job insert returned no row');
    return row.id;
  }

  /** A post's or edit's columns; its status changes go through JobStatuses (job-status.repo.ts). */
  async update(
    id: number,
    changes: Omit<Partial<NewJob>, 'status' | 'reviewReason' | 'closedWhenFilled'>,
  ): Promise<void> {
    await this.db.update(jobs).set(changes).where(eq(jobs.id, id));
  }
}

/** The jobs feature's repos, one per concern (app.ts builds them once). */
export interface JobsRepos {
  jobs: JobsRepo;
  listing: JobsListingRepo;
  phones: JobPhonesRepo;
  statuses: JobStatuses;
}

export function jobsRepos(db: Database): JobsRepos {
  return {
    jobs: new JobsRepo(db),
    listing: new JobsListingRepo(db),
    phones: new JobPhonesRepo(db),
    statuses: new JobStatuses(db),
  };
}
