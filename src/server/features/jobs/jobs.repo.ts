import { and, eq, sql, type SQL } from 'drizzle-orm';
import { jobs, phoneRepeatAttempts } from '../../db/schema';
import type { CategorySlug, Timing } from '../../../shared/categories';
import type { CountryCode } from '../../../shared/geo';
import type { JobOrder, JobStatus, PayRange } from '../../../shared/jobs';
import type { ScamIdentifier } from '../../../shared/safety/scam-identifiers';
import type { PayMethod, PayTiming } from '../../../shared/shifts';

import { queryRows, type Database } from '../../db/client';
import { timestampText } from '../../db/timestamps';

/** A job as the service sees it (timestamps with microseconds kept as text for exact cursors). */
export interface JobRecord {
  id: number;
  userId: string | null;
  title: string;
  category: CategorySlug;
  dailySalary: number;
  currency: 'INR' | 'USD';
  location: string;
  city: string;
  citySlug: string;
  state: string;
  stateGroup: string;
  country: CountryCode;
  description: string;
  phone: string;
  timing: Timing | null;
  urgency: 'normal' | 'urgent' | 'immediate';
  featured: boolean;
  status: JobStatus;
  reviewReason: 'wording' | 'reports' | 'linked' | null;
  workDate: string | null;
  startTime: string | null;
  hoursPerDay: number | null;
  days: number | null;
  workersNeeded: number;
  hiredCount: number;
  payTiming: PayTiming | null;
  payMethods: PayMethod[];
  mealsProvided: boolean | null;
  travelPaid: boolean | null;
  isDemo: boolean;
  /** ISO 8601 UTC with microseconds: "2026-06-01T10:00:00.123456Z". */
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  /** The Call number is one its poster verified with an SMS code (`verified_phones`, issue #24). */
  phoneVerified: boolean;
  /** When the poster's account was made (ISO, seconds); null once the account is deleted. */
  posterSince: string | null;
}

export type NewJob = typeof jobs.$inferInsert;

/** Live jobs of a category in a city needed before their median counts as the norm. */
const PAY_NORM_MIN_JOBS = 3;

/** The filters every listing query shares. */
export interface ListConditions {
  country: CountryCode;
  now: Date;
  /** Lower-cased search words: ANY of them in search_text. */
  words: readonly string[];
  categories: readonly CategorySlug[] | null;
  payRanges: readonly PayRange[] | null;
  timings: readonly Timing[] | null;
  /** Only featured (urgent or immediate) jobs. */
  urgentOnly: boolean;
  /** Work on a day in this range (inclusive), or on any day / flexible. */
  workDates?: { from: string; to: string };
  payTiming?: PayTiming;
}

/** Which part of the country a section covers. */
export interface ListScope {
  /** The job's city is one of these (empty: nothing matches). */
  citySlugs?: readonly string[];
  stateGroup?: string;
  excludeCitySlugs?: readonly string[];
}

export interface ListAfter {
  id: number;
  createdAt?: string;
  featured?: boolean;
  dailySalary?: number;
}

/** Above this many city slugs or pay ranges, one query with IN / OR replaces per-range branches. */
const MAX_BRANCHES = 8;

const COLUMNS = sql`${sql.raw(`id, user_id, title, category, daily_salary, currency, location, city, city_slug,
  state, state_group, country, description, phone, timing, urgency, featured, status, review_reason, work_date, start_time, hours_per_day, days,
  workers_needed, pay_timing, pay_methods, meals_provided, travel_paid, is_demo, created_at,
  (select count(*) from job_hires h where h.job_id = jobs.id) as hired_count,
  exists (select 1 from verified_phones v where v.user_id = jobs.user_id and v.phone = jobs.phone_e164)
    as phone_verified`)},
  (select ${timestampText('u.created_at', 'seconds')} from "user" u where u.id = jobs.user_id) as poster_since,
  ${timestampText('created_at', 'microseconds')} as created_key,
  ${timestampText('updated_at', 'microseconds')} as updated_key,
  ${timestampText('expires_at', 'microseconds')} as expires_key`;

const OUTPUT_COLUMNS = sql.raw(`id, user_id, title, category, daily_salary, currency, location, city,
  city_slug, state, state_group, country, description, phone, timing, urgency, featured, status, review_reason, work_date,
  start_time, hours_per_day, days, workers_needed, pay_timing, pay_methods, meals_provided, travel_paid, is_demo,
  hired_count, phone_verified, poster_since, created_key, updated_key, expires_key`);

interface RawJobRow {
  id: number | string;
  user_id: string | null;
  title: string;
  category: CategorySlug;
  daily_salary: number;
  currency: 'INR' | 'USD';
  location: string;
  city: string;
  city_slug: string;
  state: string;
  state_group: string;
  country: CountryCode;
  description: string;
  phone: string;
  timing: Timing | null;
  urgency: JobRecord['urgency'];
  featured: boolean;
  status: JobRecord['status'];
  review_reason: JobRecord['reviewReason'];
  work_date: string | null;
  start_time: string | null;
  hours_per_day: number | null;
  days: number | null;
  workers_needed: number;
  hired_count: number | string;
  pay_timing: PayTiming | null;
  pay_methods: PayMethod[] | string | null;
  meals_provided: boolean | null;
  travel_paid: boolean | null;
  is_demo: boolean;
  created_key: string;
  updated_key: string;
  expires_key: string;
  phone_verified: boolean;
  poster_since: string | null;
}

/** A text[] as the driver hands it over: an array (pg, PGlite) or its literal "{a,b}". */
function textArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}

function fromRaw(row: RawJobRow): JobRecord {
  return {
    id: Number(row.id),
    userId: row.user_id,
    title: row.title,
    category: row.category,
    dailySalary: Number(row.daily_salary),
    currency: row.currency,
    location: row.location,
    city: row.city,
    citySlug: row.city_slug,
    state: row.state,
    stateGroup: row.state_group,
    country: row.country,
    description: row.description,
    phone: row.phone,
    timing: row.timing,
    urgency: row.urgency,
    featured: row.featured,
    status: row.status,
    reviewReason: row.review_reason,
    workDate: row.work_date,
    startTime: row.start_time,
    hoursPerDay: row.hours_per_day === null ? null : Number(row.hours_per_day),
    days: row.days === null ? null : Number(row.days),
    workersNeeded: Number(row.workers_needed),
    hiredCount: Number(row.hired_count),
    payTiming: row.pay_timing,
    payMethods: textArray(row.pay_methods) as PayMethod[],
    mealsProvided: row.meals_provided,
    travelPaid: row.travel_paid,
    isDemo: row.is_demo,
    createdAt: row.created_key,
    updatedAt: row.updated_key,
    expiresAt: row.expires_key,
    phoneVerified: row.phone_verified,
    posterSince: row.poster_since,
  };
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** `%word%` for LIKE, with LIKE's own characters escaped. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function rangeCondition(range: PayRange): SQL {
  const parts: SQL[] = [];
  if (range.min > 0) parts.push(sql`daily_salary >= ${range.min}`);
  if (range.max !== null) parts.push(sql`daily_salary < ${range.max}`);
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

function baseConditions(conditions: ListConditions, scope: ListScope): SQL[] {
  const parts: SQL[] = [
    sql`status = 'active'`,
    sql`expires_at > ${conditions.now.toISOString()}::timestamptz`,
    sql`country = ${conditions.country}`,
  ];
  if (conditions.words.length > 0) {
    parts.push(
      sql`(${sql.join(
        conditions.words.map((word) => sql`search_text like ${likePattern(word)}`),
        sql` or `,
      )})`,
    );
  }
  if (conditions.categories) parts.push(sql`category in (${list(conditions.categories)})`);
  if (conditions.urgentOnly) parts.push(sql`featured`);
  if (conditions.workDates) {
    const { from, to } = conditions.workDates;
    parts.push(sql`((work_date >= ${from} and work_date <= ${to}) or work_date in ('any', 'flexible'))`);
  }
  if (conditions.payTiming) parts.push(sql`pay_timing = ${conditions.payTiming}`);
  if (conditions.timings) parts.push(sql`timing in (${list(conditions.timings)})`);
  if (scope.stateGroup !== undefined) parts.push(sql`state_group = ${scope.stateGroup}`);
  if (scope.excludeCitySlugs && scope.excludeCitySlugs.length > 0) {
    parts.push(sql`city_slug not in (${list(scope.excludeCitySlugs)})`);
  }
  return parts;
}

/** `nulls last` as in the indexes (drizzle-kit writes DESC NULLS LAST), so an index can give the order. */
const ORDER_BY: Record<JobOrder, SQL> = {
  newest: sql.raw('created_at desc nulls last, id desc nulls last'),
  'featured-newest': sql.raw('featured desc nulls last, created_at desc nulls last, id desc nulls last'),
  'pay-desc': sql.raw('daily_salary desc, id desc'),
  'pay-asc': sql.raw('daily_salary asc, id asc'),
};

/** The keyset condition "comes after `after` in this order" as one row comparison (index-friendly). */
function afterCondition(order: JobOrder, after: ListAfter): SQL {
  switch (order) {
    case 'newest':
      return sql`(created_at, id) < (${after.createdAt}::timestamptz, ${after.id})`;
    case 'featured-newest':
      return sql`(featured, created_at, id) < (${after.featured ?? false}, ${after.createdAt}::timestamptz, ${after.id})`;
    case 'pay-desc':
      return sql`(daily_salary, id) < (${after.dailySalary ?? 0}, ${after.id})`;
    case 'pay-asc':
      return sql`(daily_salary, id) > (${after.dailySalary ?? 0}, ${after.id})`;
  }
}

/**
 * Splits a query into branches that each read one index range in the listing's order: one per city
 * slug (city listings of several cities) and, for pay sorts, one per pay range. PostgreSQL 15 cannot
 * keep an index's order across an IN list, so a single query would sort every matching row.
 */
function branchConditions(conditions: ListConditions, scope: ListScope, order: JobOrder): SQL[][] {
  let branches: SQL[][] = [[]];
  const slugs = scope.citySlugs;
  if (slugs) {
    if (slugs.length === 1 || slugs.length > MAX_BRANCHES) {
      branches = [[slugs.length === 1 ? sql`city_slug = ${slugs[0]}` : sql`city_slug in (${list(slugs)})`]];
    } else {
      branches = slugs.map((slug) => [sql`city_slug = ${slug}`]);
    }
  }
  const ranges = conditions.payRanges;
  if (ranges && ranges.length > 0) {
    const paySort = order === 'pay-desc' || order === 'pay-asc';
    if (paySort && ranges.length > 1 && branches.length * ranges.length <= MAX_BRANCHES) {
      branches = branches.flatMap((branch) => ranges.map((range) => [...branch, rangeCondition(range)]));
    } else {
      const condition =
        ranges.length === 1
          ? rangeCondition(ranges[0] as PayRange)
          : sql`(${sql.join(
              ranges.map((range) => sql`(${rangeCondition(range)})`),
              sql` or `,
            )})`;
      branches = branches.map((branch) => [...branch, condition]);
    }
  }
  return branches;
}

/** The whole WHERE of a section (city slugs and pay ranges as IN / OR: no order is needed). */
function sectionWhere(conditions: ListConditions, scope: ListScope): SQL {
  const parts = baseConditions(conditions, scope);
  if (scope.citySlugs) parts.push(sql`city_slug in (${list(scope.citySlugs)})`);
  const ranges = conditions.payRanges;
  if (ranges && ranges.length > 0) {
    parts.push(
      sql`(${sql.join(
        ranges.map((range) => sql`(${rangeCondition(range)})`),
        sql` or `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export class JobsRepo {
  constructor(private readonly db: Database) {}

  /** One page of a listing section, in `order`, after `after`; `limit` rows at most. */
  async listSection(
    conditions: ListConditions,
    scope: ListScope,
    order: JobOrder,
    after: ListAfter | undefined,
    limit: number,
  ): Promise<JobRecord[]> {
    if (scope.citySlugs && scope.citySlugs.length === 0) return [];
    const base = baseConditions(conditions, scope);
    if (after) base.push(afterCondition(order, after));
    const branches = branchConditions(conditions, scope, order);
    const selects = branches.map(
      (branch) =>
        sql`select ${COLUMNS} from jobs where ${sql.join([...base, ...branch], sql` and `)} order by ${ORDER_BY[order]} limit ${limit}`,
    );
    const query =
      selects.length === 1
        ? (selects[0] as SQL)
        : sql`select ${OUTPUT_COLUMNS} from (${sql.join(
            selects.map((select) => sql`(${select})`),
            sql` union all `,
          )}) as branches order by ${ORDER_BY[order]} limit ${limit}`;
    const rows = await queryRows<RawJobRow>(this.db, query);
    return rows.map(fromRaw);
  }

  /** How many jobs a section has, counting no further than `cap`. */
  async countSection(conditions: ListConditions, scope: ListScope, cap: number): Promise<number> {
    if (scope.citySlugs && scope.citySlugs.length === 0) return 0;
    const [row] = await queryRows<{ n: number | string }>(
      this.db,
      sql`select count(*) as n from (select 1 from jobs where ${sectionWhere(conditions, scope)} limit ${cap}) as capped`,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * One pass over at most `cap` matches of a section: their number, and the first `limit` of them in
   * `order`. When fewer than `cap` match, that is the exact first page and total.
   */
  async firstPageOfMatches(
    conditions: ListConditions,
    scope: ListScope,
    order: JobOrder,
    limit: number,
    cap: number,
  ): Promise<{ rows: JobRecord[]; matched: number }> {
    if (scope.citySlugs && scope.citySlugs.length === 0) return { rows: [], matched: 0 };
    const rows = await queryRows<RawJobRow & { matched: number | string }>(
      this.db,
      sql`with matches as (
            select id, created_at, featured, daily_salary from jobs
            where ${sectionWhere(conditions, scope)} limit ${cap}
          ),
          top as (select id from matches order by ${ORDER_BY[order]} limit ${limit})
          select ${COLUMNS}, (select count(*) from matches) as matched
          from jobs where id in (select id from top) order by ${ORDER_BY[order]}`,
    );
    return { rows: rows.map(fromRaw), matched: Number(rows[0]?.matched ?? 0) };
  }

  async findById(id: number): Promise<(JobRecord & { posterName: string | null }) | undefined> {
    const rows = await queryRows<RawJobRow & { poster_name: string | null }>(
      this.db,
      sql`select ${COLUMNS}, (select name from "user" where "user".id = jobs.user_id) as poster_name
          from jobs where id = ${id}`,
    );
    const row = rows[0];
    return row ? { ...fromRaw(row), posterName: row.poster_name } : undefined;
  }

  async findByIds(ids: readonly number[]): Promise<JobRecord[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<RawJobRow>(
      this.db,
      sql`select ${COLUMNS} from jobs where id in (${list(ids)})`,
    );
    return rows.map(fromRaw);
  }

  async listByUser(userId: string, limit: number): Promise<JobRecord[]> {
    const rows = await queryRows<RawJobRow>(
      this.db,
      sql`select ${COLUMNS} from jobs where user_id = ${userId} order by created_at desc nulls last, id desc nulls last limit ${limit}`,
    );
    return rows.map(fromRaw);
  }

  /**
   * Whether a post is linked to a job removed as a scam (decision 0023): its poster had one removed, or
   * it carries one of those jobs' phone numbers, UPI ids or messenger handles.
   */
  async linkedToScam(userId: string, identifiers: readonly ScamIdentifier[]): Promise<boolean> {
    const pairs = sql.join(
      identifiers.map((found) => sql`(${found.kind}, ${found.value})`),
      sql`, `,
    );
    const rows = await queryRows(
      this.db,
      sql`select 1 where exists (select 1 from scam_examples e join jobs j on j.id = e.job_id
                                 where e.scam and j.user_id = ${userId})
          ${identifiers.length > 0 ? sql`or exists (select 1 from scam_identifiers where (kind, value) in (${pairs}))` : sql``}`,
    );
    return rows.length > 0;
  }

  /**
   * The usual daily pay of a category in a city: the median of its live jobs there when there are at
   * least PAY_NORM_MIN_JOBS, else the median of its live jobs in the country (the same minimum), else
   * undefined (the scam detector's "pay far above the norm", decision 0023).
   */
  async payNorm(category: string, citySlug: string, country: CountryCode): Promise<number | undefined> {
    const median = (where: SQL) =>
      sql`(select percentile_disc(0.5) within group (order by daily_salary) from jobs
           where status = 'active' and category = ${category} and ${where}
           having count(*) >= ${PAY_NORM_MIN_JOBS})`;
    const [row] = await queryRows<{ city: number | string | null; country: number | string | null }>(
      this.db,
      sql`select ${median(sql`city_slug = ${citySlug}`)} as city, ${median(sql`country = ${country}`)} as country`,
    );
    const norm = row?.city ?? row?.country ?? null;
    return norm === null ? undefined : Number(norm);
  }

  /** Whether this person proved they hold this number (E.164) with an SMS code. */
  async hasVerifiedPhone(userId: string, phone: string): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      sql`select 1 from verified_phones where user_id = ${userId} and phone = ${phone}`,
    );
    return rows.length > 0;
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
    const [row] = await queryRows<{ since: string; live: number | string }>(
      this.db,
      sql`select ${timestampText('created_at', 'milliseconds')} as since,
            (select count(*) from jobs j where j.user_id = ${userId}
               and ${exceptJobId === undefined ? sql`true` : sql`j.id <> ${exceptJobId}`}
               and (j.status = 'held'
                    or (j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz))) as live
          from "user" where id = ${userId}`,
    );
    return row ? { since: new Date(row.since), liveJobs: Number(row.live) } : null;
  }

  async verifiedPhones(userId: string): Promise<{ phone: string; verifiedAt: string }[]> {
    return queryRows<{ phone: string; verifiedAt: string }>(
      this.db,
      sql`select v.phone, ${timestampText('v.verified_at', 'seconds')} as "verifiedAt"
          from verified_phones v left join "user" u on u.id = v.user_id
          where v.user_id = ${userId}
          order by (v.phone = u.phone) desc nulls last, v.verified_at desc, v.phone`,
    );
  }

  async insertRepeatAttempt(userId: string, phone: string, now: Date): Promise<void> {
    await this.db.insert(phoneRepeatAttempts).values({ userId, phone, createdAt: now });
  }

  async insert(job: NewJob): Promise<number> {
    const [row] = await this.db.insert(jobs).values(job).returning({ id: jobs.id });
    if (!row) throw new Error('job insert returned no row');
    return row.id;
  }

  async update(id: number, changes: Partial<NewJob>): Promise<void> {
    await this.db.update(jobs).set(changes).where(eq(jobs.id, id));
  }

  /** Marks active jobs whose expiry has passed as expired (keeps the partial indexes lean). */
  async expireDue(now: Date): Promise<number> {
    const rows = await this.db
      .update(jobs)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(jobs.status, 'active'), sql`${jobs.expiresAt} <= ${now.toISOString()}::timestamptz`))
      .returning({ id: jobs.id });
    return rows.length;
  }
}
