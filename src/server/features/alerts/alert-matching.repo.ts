import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { checkedRows, column } from '../../db/rows';
import { jobs } from '../../db/schema';
import { CATEGORY_SLUGS, type CategorySlug } from '../../../shared/categories';
import type { CountryCode } from '../../../shared/geo';
import { sqlList } from './alerts.rows';

/** A job the matcher claimed, with what matching reads. */
export interface ClaimedJob {
  id: number;
  userId: string | null;
  country: CountryCode;
  category: CategorySlug;
  location: string;
  dailySalary: number;
  searchText: string;
  isDemo: boolean;
  /** Active and not past its expiry at claim time. */
  live: boolean;
}

/** The SQL pieces of one job's match (computed by the service from the shared rules). */
export interface MatchTerms {
  jobId: number;
  posterId: string | null;
  country: CountryCode;
  categories: readonly string[];
  citySlugs: readonly string[];
  notTextCities: readonly string[];
  /** The job's "City, State", lower-cased. */
  label: string;
  dailySalary: number;
  /** The job's search text, lower-cased. */
  searchText: string;
}

/** `column in (…)`, or false for an empty list. */
const inList = (column: SQL, values: readonly (string | number)[]) =>
  values.length > 0 ? sql`${column} in (${sqlList(values)})` : sql`false`;

/** A job the claim's `returning` gives, as a ClaimedJob. */
const claimedJob = z
  .object({
    id: column.number,
    user_id: z.string().nullable(),
    country: z.enum(jobs.country.enumValues),
    category: z.enum(CATEGORY_SLUGS),
    location: z.string(),
    daily_salary: column.number,
    search_text: z.string(),
    is_demo: z.boolean(),
    live: z.boolean(),
  })
  .transform((row): ClaimedJob => ({
    id: row.id,
    userId: row.user_id,
    country: row.country,
    category: row.category,
    location: row.location,
    dailySalary: row.daily_salary,
    searchText: row.search_text,
    isDemo: row.is_demo,
    live: row.live,
  }));

/** Matching new jobs to saved alerts (the durable queue: live jobs with alerts_matched_at null). */
export class AlertMatchingRepo {
  constructor(private readonly db: Database) {}

  /**
   * Claims up to `limit` live jobs whose alerts are not matched yet and, in the same transaction,
   * inserts their notifications (`match` computes each job's terms). Another instance skips the
   * locked rows; a crash rolls the claim back, so every job is matched exactly once.
   */
  async claimAndMatch(
    limit: number,
    now: Date,
    match: (job: ClaimedJob) => MatchTerms | null,
  ): Promise<{ jobs: number; userIds: string[] }> {
    const at = now.toISOString();
    return this.db.transaction(async (tx) => {
      const claimed = await checkedRows(
        tx,
        claimedJob,
        sql`update jobs set alerts_matched_at = ${at}::timestamptz
            where id in (
              select id from jobs where alerts_matched_at is null and status = 'active'
              order by id limit ${limit} for update skip locked
            )
            returning id, user_id, country, category, location, daily_salary, search_text, is_demo,
                      expires_at > ${at}::timestamptz as live`,
      );
      const userIds = new Set<string>();
      // Oldest job first: notification ids follow the jobs' order.
      claimed.sort((a, b) => a.id - b.id);
      for (const job of claimed) {
        const terms = match(job);
        if (!terms) continue;
        const inserted = await checkedRows(
          tx,
          z.object({ user_id: z.string() }),
          this.matchInsert(terms, at),
        );
        inserted.forEach((notification) => userIds.add(notification.user_id));
      }
      return { jobs: claimed.length, userIds: [...userIds] };
    });
  }

  /**
   * One notification per user whose alerts match the job (the lowest matching alert id is named), never
   * the poster's own. Alert emails off: born handled (emailed_at set), so no email ever goes out for it.
   */
  private matchInsert(terms: MatchTerms, at: string): SQL {
    return sql`insert into notifications (user_id, kind, job_id, alert_id, created_at, emailed_at)
      select distinct on (a.user_id) a.user_id, 'job-alert', ${terms.jobId}, a.id, ${at}::timestamptz,
        case when p.alert_emails = 'off' then ${at}::timestamptz else null end
      from job_alerts a left join profiles p on p.user_id = a.user_id
      where ${this.matchWhere(terms)}
      order by a.user_id, a.id
      on conflict (user_id, job_id) do nothing
      returning user_id`;
  }

  /** The shared rules (src/shared/alerts.ts) over job_alerts `a`; the country and category use its index. */
  private matchWhere(terms: MatchTerms): SQL {
    const cityMatch = sql`(a.city is null or ${inList(sql`a.city`, terms.citySlugs)}
      or (strpos(${terms.label}, a.city) > 0 and not ${inList(sql`a.city`, terms.notTextCities)}))`;
    return sql`a.country = ${terms.country}
      and (a.category is null or ${inList(sql`a.category`, terms.categories)})
      and ${cityMatch}
      and (a.min_pay is null or a.min_pay <= ${terms.dailySalary})
      and (a.words is null or exists (
        select 1 from unnest(string_to_array(a.words, ' ')) as w(word) where strpos(${terms.searchText}, w.word) > 0
      ))
      ${terms.posterId === null ? sql`` : sql`and a.user_id <> ${terms.posterId}`}`;
  }
}
