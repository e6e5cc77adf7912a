import { sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import type { CategorySlug, Timing } from '../../../shared/categories';
import type { CountryCode } from '../../../shared/geo';
import type { JobOrder, PayRange } from '../../../shared/jobs';
import type { PayTiming } from '../../../shared/shifts';
import { JOB_FIELDS, type JobRecord } from './jobs.rows';

/** The filters every listing query shares. */
export interface ListConditions {
  country: CountryCode;
  now: Date;
  /** Lower-cased search words: ANY of them in search_text. */
  words: readonly string[];
  /**
   * Categories the search words name in another language or script (`சமையல்`, `pintor`): a job of one of
   * them matches the search too, as if a word were in its search text. Empty without such words.
   */
  searchCategories?: readonly CategorySlug[];
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
    const alternatives = conditions.words.map((word) => sql`search_text like ${likePattern(word)}`);
    if (conditions.searchCategories && conditions.searchCategories.length > 0) {
      alternatives.push(sql`category in (${list(conditions.searchCategories)})`);
    }
    parts.push(sql`(${sql.join(alternatives, sql` or `)})`);
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

/** Listings: one section's page in an order after a keyset cursor, its count, a search's first page. */
export class JobsListingRepo {
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
    if (branches.length === 1) {
      return this.db
        .select(JOB_FIELDS)
        .from(jobs)
        .where(sql.join([...base, ...(branches[0] as SQL[])], sql` and `))
        .orderBy(ORDER_BY[order])
        .limit(limit);
    }
    // The branches' union is ordered again by its output columns: created_at is selected for that.
    const selects = branches.map((branch) =>
      this.db
        .select({ ...JOB_FIELDS, created_at: jobs.createdAt })
        .from(jobs)
        .where(sql.join([...base, ...branch], sql` and `))
        .orderBy(ORDER_BY[order])
        .limit(limit),
    );
    const [first, second, ...rest] = selects as [(typeof selects)[0], (typeof selects)[0]];
    const rows = await unionAll(first, second, ...rest)
      .orderBy(ORDER_BY[order])
      .limit(limit);
    return rows.map(({ created_at: _sortKey, ...record }) => record);
  }

  /** How many jobs a section has, counting no further than `cap`. */
  async countSection(conditions: ListConditions, scope: ListScope, cap: number): Promise<number> {
    if (scope.citySlugs && scope.citySlugs.length === 0) return 0;
    const capped = this.db
      .select({ one: sql`1`.as('one') })
      .from(jobs)
      .where(sectionWhere(conditions, scope))
      .limit(cap)
      .as('capped');
    const [row] = await this.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
    return row?.n ?? 0;
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
    const matches = this.db.$with('matches').as(
      this.db
        .select({
          id: jobs.id,
          createdAt: jobs.createdAt,
          featured: jobs.featured,
          dailySalary: jobs.dailySalary,
        })
        .from(jobs)
        .where(sectionWhere(conditions, scope))
        .limit(cap),
    );
    const rows = await this.db
      .with(matches)
      .select({ ...JOB_FIELDS, matched: sql<number>`(select count(*) from matches)`.mapWith(Number) })
      .from(jobs)
      .where(sql`jobs.id in (select id from matches order by ${ORDER_BY[order]} limit ${limit})`)
      .orderBy(ORDER_BY[order]);
    return {
      rows: rows.map(({ matched: _matched, ...record }) => record),
      matched: rows[0]?.matched ?? 0,
    };
  }
}
