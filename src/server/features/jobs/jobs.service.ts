import { AppError, forbidden, notFound, validationFailed } from '../../errors';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import {
  JOB_NOT_FOUND_MESSAGE,
  NEW_ACCOUNT_JOB_LIMIT_MESSAGE,
  PHONE_NOT_VERIFIED_MESSAGE,
  type Job,
  type JobListResponse,
  type ParsedJobInput,
  type ParsedJobListQuery,
} from '../../../shared/api/jobs';
import { validationKey } from '../../../shared/api/validation';
import { categoryLabel, isFeaturedUrgency } from '../../../shared/categories';
import { currencyForCountry, findCity, locationLabel, parseLocation, type City } from '../../../shared/geo';
import {
  categoryGroupCategories,
  citiesWithLocationContaining,
  decodeJobCursor,
  effectiveJobStatus,
  encodeJobCursor,
  fingerprint,
  jobExpiry,
  jobSearchText,
  jobTypeCategories,
  payRanges,
  searchWords,
  type JobCursor,
  type JobOrder,
  type PayRange,
} from '../../../shared/jobs';
import { normalizePhone } from '../../../shared/identifiers';
import { JOB_COUNT_EXACT_LIMIT, NEW_ACCOUNT_HOURS, NEW_ACCOUNT_LIVE_JOBS_MAX } from '../../../shared/limits';
import { detectScam } from '../../../shared/safety/scam-detector';
import { findScamIdentifiers } from '../../../shared/safety/scam-identifiers';
import { dateInZone, isCalendarDate, isPastWorkDate, workWhenRange } from '../../../shared/shifts';

/** Whose "today" a day filter means when the browser did not say (the country's main zone). */
const COUNTRY_ZONE = { IN: 'Asia/Kolkata', US: 'America/New_York' } as const;
import type { JobRecord, JobsRepo, ListConditions, ListScope, NewJob } from './jobs.repo';

export type { ParsedJobListQuery };

/** Posting is limited per user: a generous budget for a real employer, a wall for a script. */
export const JOB_POST_LIMIT: RateLimitRule = { name: 'jobs-post:user', limit: 20, windowMs: 60 * 60_000 };
/** Edits and status changes, per user. */
export const JOB_EDIT_LIMIT: RateLimitRule = { name: 'jobs-edit:user', limit: 120, windowMs: 60 * 60_000 };
/**
 * Call reveals a poster's number (lists and pages never carry it, so they cannot be scraped for numbers).
 * A person calls a few employers an hour; a scraper wants thousands. Per user: 60 an hour, a call a minute
 * for an hour, far beyond anyone looking for work. Per IP (an IPv6 /64 counts as one): 300 an hour, more
 * generous because Indian mobile carriers put many people behind one IPv4 address (carrier-grade NAT), and
 * signed-out visitors, who may call (spec), are counted only there. A number seen once is remembered by the
 * browser, so calling it again costs nothing.
 */
export const PHONE_REVEAL_IP_LIMIT: RateLimitRule = {
  name: 'jobs-phone:ip',
  limit: 300,
  windowMs: 60 * 60_000,
};
export const PHONE_REVEAL_USER_LIMIT: RateLimitRule = {
  name: 'jobs-phone:user',
  limit: 60,
  windowMs: 60 * 60_000,
};
/** The most jobs GET /api/me/jobs returns (newest first). */
export const MY_JOBS_LIMIT = 500;

/** ISO 8601 with milliseconds from the repo's microsecond text. */
const toIso = (text: string) => `${text.slice(0, 23)}Z`;

export function toJob(record: JobRecord, now: Date, viewerId: string | null, nearby?: boolean): Job {
  const job: Job = {
    id: record.id,
    title: record.title,
    category: record.category,
    categoryLabel: categoryLabel(record.category),
    dailySalary: record.dailySalary,
    currency: record.currency,
    location: record.location,
    city: record.city,
    citySlug: record.citySlug,
    state: record.state,
    stateGroup: record.stateGroup,
    country: record.country,
    description: record.description,
    // Only the poster gets the number with the job; everyone else asks revealPhone (rate-limited) on Call.
    phone: viewerId !== null && record.userId === viewerId ? record.phone : null,
    timing: record.timing,
    urgency: record.urgency,
    featured: record.featured,
    status: effectiveJobStatus(record.status, toIso(record.expiresAt), now),
    reviewReason: record.status === 'held' ? record.reviewReason : null,
    workDate: record.workDate,
    startTime: record.startTime,
    hoursPerDay: record.hoursPerDay,
    days: record.days,
    workersNeeded: record.workersNeeded,
    hiredCount: record.hiredCount,
    payTiming: record.payTiming,
    payMethods: record.payMethods,
    mealsProvided: record.mealsProvided,
    travelPaid: record.travelPaid,
    isDemo: record.isDemo,
    createdAt: toIso(record.createdAt),
    updatedAt: toIso(record.updatedAt),
    expiresAt: toIso(record.expiresAt),
    isOwner: viewerId !== null && record.userId === viewerId,
    posterId: record.userId,
    phoneVerified: record.phoneVerified,
    posterSince: record.posterSince,
  };
  if (nearby !== undefined) job.nearby = nearby;
  return job;
}

/** The keys a cursor keeps for an order. */
function cursorKey(order: JobOrder, last: JobRecord): NonNullable<JobCursor['after']> {
  return {
    id: last.id,
    createdAt: order === 'newest' || order === 'featured-newest' ? last.createdAt : undefined,
    featured: order === 'featured-newest' ? last.featured : undefined,
    dailySalary: order === 'pay-desc' || order === 'pay-asc' ? last.dailySalary : undefined,
  };
}

interface Section {
  scope: ListScope;
  nearby?: boolean;
}

/**
 * The rules of a post or edit beyond its contract (the route's schema checked the rest): the location's
 * built-in city, and a work date that has not passed there.
 */
export function checkJobInput(input: ParsedJobInput, now: Date): City {
  const city = parseLocation(input.location);
  if (!city) throw validationFailed({ location: validationKey('jobLocation') });
  const { workDate } = input;
  if (workDate && isCalendarDate(workDate) && isPastWorkDate(workDate, city.country, now)) {
    throw validationFailed({ workDate: validationKey('workDatePast') });
  }
  return city;
}

/**
 * The Call number in E.164, read in the job's country as sign-up reads a phone; a number that cannot
 * be read as one is refused like a badly typed one (it could never be verified).
 */
export function jobPhoneE164(phone: string, city: City): string {
  const e164 = normalizePhone(phone, city.country);
  if (!e164) throw validationFailed({ phone: validationKey('jobPhone') });
  return e164;
}

/** 422 phone_not_verified: the poster has not verified this Call number (params.phone: its E.164). */
export const phoneNotVerified = (phone: string) =>
  new AppError(422, 'phone_not_verified', PHONE_NOT_VERIFIED_MESSAGE, { params: { phone } });

function jobColumns(input: ParsedJobInput, city: City) {
  const location = locationLabel(city);
  return {
    title: input.title,
    category: input.category,
    dailySalary: input.dailySalary,
    currency: currencyForCountry(city.country),
    location,
    city: city.name,
    citySlug: city.slug,
    state: city.state,
    stateGroup: city.stateGroup,
    country: city.country,
    description: input.description,
    phone: input.phone,
    phoneE164: jobPhoneE164(input.phone, city),
    timing: input.timing,
    urgency: input.urgency,
    featured: isFeaturedUrgency(input.urgency),
    workDate: input.workDate,
    startTime: input.startTime,
    hoursPerDay: input.hoursPerDay,
    days: input.days,
    workersNeeded: input.workersNeeded,
    payTiming: input.payTiming,
    payMethods: input.payMethods,
    mealsProvided: input.mealsProvided,
    travelPaid: input.travelPaid,
    searchText: jobSearchText({
      title: input.title,
      description: input.description,
      location,
      categoryLabel: categoryLabel(input.category),
    }),
  } satisfies Partial<NewJob>;
}

/** How long a search stays known as matching more than 1,000 jobs (a hint for the plan, never data). */
const FREQUENT_SEARCH_TTL_MS = 10 * 60_000;
/** The count line of a search known to match more than 1,000 jobs: "1,000+". */
const CAPPED_TOTAL = { count: JOB_COUNT_EXACT_LIMIT, capped: true } as const;
const FREQUENT_SEARCHES_KEPT = 1000;

export class JobsService {
  /** Query fingerprints of searches that matched more than 1,000 jobs, until when. */
  private readonly frequentSearches = new Map<string, number>();

  constructor(
    private readonly repo: JobsRepo,
    private readonly now: () => Date,
    private readonly limiter: RateLimiter,
    /** Called after a job goes live (saved job alerts are matched in the background, decision 0017). */
    private readonly onJobLive: () => void = () => {},
  ) {}

  /** A listing page: filters, sort, keyset cursor, capped total; city listings in two sections. */
  async list(query: ParsedJobListQuery, viewerId: string | null): Promise<JobListResponse> {
    const now = this.now();
    let country = query.country;
    const cityText = query.city && query.city.toLowerCase() !== 'all' ? query.city : undefined;
    const builtInCity = cityText ? findCity(cityText) : undefined;
    if (builtInCity) country = builtInCity.country;

    const fields: Record<string, string> = {};
    const typeCategories = jobTypeCategories(query.types);
    if (!typeCategories) fields.types = 'Unknown job type';
    const groupCategories = query.category ? categoryGroupCategories(query.category) : null;
    if (groupCategories === undefined) fields.category = 'Unknown category';
    const bandRanges = payRanges(currencyForCountry(country), query.pay);
    if (!bandRanges) fields.pay = 'Unknown pay range for this currency';
    if (query.minPay !== undefined && query.maxPay !== undefined && query.minPay > query.maxPay) {
      fields.maxPay = 'The highest pay must not be below the lowest';
    }
    const ranges = bandRanges && withinBounds(bandRanges, query.minPay, query.maxPay);
    if (Object.keys(fields).length > 0) throw validationFailed(fields);

    let categories: ListConditions['categories'] = null;
    if (typeCategories && typeCategories.length > 0) categories = typeCategories;
    if (groupCategories) {
      categories = categories ? categories.filter((slug) => groupCategories.includes(slug)) : groupCategories;
    }
    const conditions: ListConditions = {
      country,
      now,
      words: searchWords(query.search ?? ''),
      categories,
      payRanges: ranges && ranges.length > 0 ? ranges : null,
      timings: query.timing.length > 0 ? [...new Set(query.timing)].sort() : null,
      urgentOnly: query.urgent,
      workDates: query.when
        ? workWhenRange(query.when, query.today ?? dateInZone(now, COUNTRY_ZONE[country]))
        : undefined,
      payTiming: query.payTiming,
    };

    const sections: Section[] = [];
    if (builtInCity) {
      const own = citiesWithLocationContaining(builtInCity.name, country).map((city) => city.slug);
      sections.push({ scope: { citySlugs: own }, nearby: false });
      sections.push({
        scope: { stateGroup: builtInCity.stateGroup, excludeCitySlugs: own },
        nearby: true,
      });
    } else if (cityText) {
      const slugs = citiesWithLocationContaining(cityText, country).map((city) => city.slug);
      sections.push({ scope: { citySlugs: slugs } });
    } else {
      sections.push({ scope: {} });
    }

    const order: JobOrder = query.sort === 'newest' ? (cityText ? 'featured-newest' : 'newest') : query.sort;
    const queryKey = fingerprint(
      JSON.stringify([
        country,
        conditions.words,
        builtInCity?.slug ?? cityText?.toLowerCase() ?? null,
        conditions.categories ? [...conditions.categories].sort() : null,
        conditions.payRanges,
        conditions.timings,
        conditions.urgentOnly,
        conditions.workDates ?? null,
        conditions.payTiming ?? null,
      ]),
    );
    let cursor: JobCursor | undefined;
    if (query.cursor) {
      cursor = decodeJobCursor(query.cursor);
      if (
        !cursor ||
        cursor.order !== order ||
        cursor.query !== queryKey ||
        cursor.section >= sections.length
      ) {
        throw new AppError(400, 'invalid_cursor', 'This list has changed. Please reload it.');
      }
    }

    const city = builtInCity
      ? {
          name: builtInCity.name,
          slug: builtInCity.slug,
          state: builtInCity.state,
          stateGroup: builtInCity.stateGroup,
        }
      : null;

    // A search's first page: one pass over up to 1,001 matches (the trigram index answers a rare word
    // once, not twice). With 1,000 or fewer that pass has them all: it gives the page and the exact
    // total. With more, the total is "1,000+" and the page query reads the newest in index order.
    // A search known to match more than 1,000 jobs skips that pass: its count and page run side by side.
    const frequentUntil = this.frequentSearches.get(queryKey);
    const knownFrequent = frequentUntil !== undefined && frequentUntil > now.getTime();
    let knownTotal = cursor?.total ?? (knownFrequent ? CAPPED_TOTAL : undefined);
    if (!cursor && !knownFrequent && conditions.words.length > 0 && sections.length === 1) {
      const scope = (sections[0] as Section).scope;
      const cap = JOB_COUNT_EXACT_LIMIT + 1;
      const first = await this.repo.firstPageOfMatches(conditions, scope, order, query.limit + 1, cap);
      if (first.matched < cap) {
        const rows = first.rows.slice(0, query.limit);
        const last = rows[rows.length - 1];
        const total = { count: first.matched, capped: false };
        return {
          jobs: rows.map((record) => toJob(record, now, viewerId)),
          nextCursor:
            first.rows.length > query.limit && last
              ? encodeJobCursor({ order, query: queryKey, section: 0, after: cursorKey(order, last), total })
              : null,
          total: total.count,
          totalIsCapped: false,
          city,
          country,
        };
      }
      knownTotal = CAPPED_TOTAL;
      this.rememberFrequent(queryKey, now);
    }

    // The first page counts (in parallel with the page); later pages repeat the figure from the cursor.
    const [page, total] = await Promise.all([
      this.page(conditions, sections, order, queryKey, cursor, query.limit),
      knownTotal ??
        this.repo
          .countSection(conditions, (sections[0] as Section).scope, JOB_COUNT_EXACT_LIMIT + 1)
          .then((count) => ({
            count: Math.min(count, JOB_COUNT_EXACT_LIMIT),
            capped: count > JOB_COUNT_EXACT_LIMIT,
          })),
    ]);
    return {
      jobs: page.rows.map(({ record, nearby }) => toJob(record, now, viewerId, nearby)),
      nextCursor: page.next ? encodeJobCursor({ ...page.next, total }) : null,
      total: total.count,
      totalIsCapped: total.capped,
      city,
      country,
    };
  }

  /** Fills a page from the cursor's section onwards; the next cursor names the section it continues in. */
  private async page(
    conditions: ListConditions,
    sections: Section[],
    order: JobOrder,
    queryKey: string,
    cursor: JobCursor | undefined,
    limit: number,
  ): Promise<{ rows: { record: JobRecord; nearby?: boolean }[]; next: JobCursor | null }> {
    const rows: { record: JobRecord; nearby?: boolean }[] = [];
    let index = cursor?.section ?? 0;
    let after = cursor?.after;
    while (index < sections.length) {
      const section = sections[index] as Section;
      const need = limit - rows.length;
      const found = await this.repo.listSection(conditions, section.scope, order, after, need + 1);
      rows.push(...found.slice(0, need).map((record) => ({ record, nearby: section.nearby })));
      if (found.length > need) {
        const last = (rows[rows.length - 1] as { record: JobRecord }).record;
        return {
          rows,
          next: {
            order,
            query: queryKey,
            section: index as 0 | 1,
            after: cursorKey(order, last),
          },
        };
      }
      index += 1;
      after = undefined;
      if (rows.length === limit) {
        // The page ends exactly where a section does: a next page exists if a later section has jobs.
        for (let next = index; next < sections.length; next++) {
          const peek = await this.repo.listSection(
            conditions,
            (sections[next] as Section).scope,
            order,
            undefined,
            1,
          );
          if (peek.length > 0) return { rows, next: { order, query: queryKey, section: next as 0 | 1 } };
        }
        return { rows, next: null };
      }
    }
    return { rows, next: null };
  }

  private rememberFrequent(queryKey: string, now: Date): void {
    this.frequentSearches.delete(queryKey);
    this.frequentSearches.set(queryKey, now.getTime() + FREQUENT_SEARCH_TTL_MS);
    if (this.frequentSearches.size > FREQUENT_SEARCHES_KEPT) {
      const oldest = this.frequentSearches.keys().next().value;
      if (oldest !== undefined) this.frequentSearches.delete(oldest);
    }
  }

  /**
   * One job for its page: 404 when missing, 410 (with the job) when closed or expired. A held or
   * removed job exists only for its poster (404 for everyone else, crawlers included).
   */
  async get(id: number, viewerId: string | null): Promise<{ job: Job; posterName: string | null }> {
    const record = await this.repo.findById(id);
    if (!record) throw notFound(JOB_NOT_FOUND_MESSAGE);
    const hidden = record.status === 'held' || record.status === 'removed';
    if (hidden && (viewerId === null || record.userId !== viewerId)) throw notFound(JOB_NOT_FOUND_MESSAGE);
    return { job: toJob(record, this.now(), viewerId), posterName: record.posterName };
  }

  /** A post with strong scam wording is held for a moderator (status held); anything else goes live. */
  async create(userId: string, input: ParsedJobInput): Promise<Job> {
    const city = checkJobInput(input, this.now());
    await this.checkPhone(userId, input.phone, city);
    await this.limiter.consume(JOB_POST_LIMIT, userId);
    await this.checkNewAccountCap(userId);
    const now = this.now();
    const reviewReason = await this.reviewReason(userId, input, city);
    const held = reviewReason !== null;
    const id = await this.repo.insert({
      ...jobColumns(input, city),
      userId,
      status: held ? 'held' : 'active',
      reviewReason,
      isDemo: false,
      createdAt: now,
      updatedAt: now,
      expiresAt: jobExpiry(now),
    });
    const job = await this.reload(id, userId);
    if (!held) this.onJobLive();
    return job;
  }

  /**
   * An edit is checked like a new post: scam wording holds the job. A held job stays held until a
   * moderator looks (editing the wording out does not release it); a removed job cannot be edited.
   */
  async update(userId: string, id: number, input: ParsedJobInput): Promise<Job> {
    const record = await this.ownJob(userId, id);
    refuseRemoved(record);
    const city = checkJobInput(input, this.now());
    await this.checkPhone(userId, input.phone, city);
    await this.limiter.consume(JOB_EDIT_LIMIT, userId);
    const reviewReason = record.status === 'held' ? null : await this.reviewReason(userId, input, city);
    await this.repo.update(id, {
      ...jobColumns(input, city),
      ...(reviewReason ? { status: 'held' as const, reviewReason } : {}),
      updatedAt: this.now(),
    });
    return this.reload(id, userId);
  }

  async close(userId: string, id: number): Promise<Job> {
    refuseUnderReview(await this.ownJob(userId, id));
    await this.limiter.consume(JOB_EDIT_LIMIT, userId);
    await this.repo.update(id, { status: 'closed', closedWhenFilled: false, updatedAt: this.now() });
    return this.reload(id, userId);
  }

  /** A closed job comes back until its expiry; an expired one needs renewing (409). */
  async reopen(userId: string, id: number): Promise<Job> {
    const record = await this.ownJob(userId, id);
    refuseUnderReview(record);
    const now = this.now();
    if (effectiveJobStatus(record.status, toIso(record.expiresAt), now) === 'active') {
      return toJob(record, now, userId);
    }
    if (new Date(toIso(record.expiresAt)).getTime() <= now.getTime()) {
      throw new AppError(409, 'conflict', 'This job has expired. Renew it to show it again.');
    }
    await this.limiter.consume(JOB_EDIT_LIMIT, userId);
    await this.checkNewAccountCap(userId, id);
    await this.repo.update(id, { status: 'active', closedWhenFilled: false, updatedAt: now });
    return this.reload(id, userId);
  }

  /** Active again for JOB_TTL_DAYS from now, whether it was expired, closed or still active. */
  async renew(userId: string, id: number): Promise<Job> {
    refuseUnderReview(await this.ownJob(userId, id));
    await this.limiter.consume(JOB_EDIT_LIMIT, userId);
    await this.checkNewAccountCap(userId, id);
    const now = this.now();
    await this.repo.update(id, {
      status: 'active',
      closedWhenFilled: false,
      expiresAt: jobExpiry(now),
      updatedAt: now,
    });
    return this.reload(id, userId);
  }

  async mine(userId: string): Promise<Job[]> {
    const now = this.now();
    const records = await this.repo.listByUser(userId, MY_JOBS_LIMIT);
    return records.map((record) => toJob(record, now, userId));
  }

  /** Jobs as a moderator sees them, whatever their status, phone included (in the order of `ids`). */
  async forModeration(ids: readonly number[]): Promise<Job[]> {
    const now = this.now();
    const byId = new Map((await this.repo.findByIds(ids)).map((record) => [record.id, record]));
    return ids.flatMap((id) => {
      const record = byId.get(id);
      return record
        ? [{ ...toJob(record, now, null), phone: record.phone, reviewReason: record.reviewReason }]
        : [];
    });
  }

  /** Whether the person verified this number (E.164) with an SMS code. */
  hasVerifiedPhone(userId: string, phone: string): Promise<boolean> {
    return this.repo.hasVerifiedPhone(userId, phone);
  }

  /** The numbers the person verified: the account's own phone first, then the newest. */
  verifiedPhones(userId: string): Promise<{ phone: string; verifiedAt: string }[]> {
    return this.repo.verifiedPhones(userId);
  }

  /** A banned account's number that this person tried to verify: the moderators see it as a repeat. */
  noteRepeatAttempt(userId: string, phone: string): Promise<void> {
    return this.repo.insertRepeatAttempt(userId, phone, this.now());
  }

  /** Marks jobs past their expiry as expired; listings filter on expires_at anyway. */
  expireDue(): Promise<number> {
    return this.repo.expireDue(this.now());
  }

  /**
   * The poster's number for Call, signed in or not: counted per IP and per user before the lookup (so
   * probing ids costs too); 404 unless the job is public (active, unexpired, not held or removed).
   */
  async revealPhone(id: number, ip: string, viewerId: string | null): Promise<string> {
    await this.limiter.consume(PHONE_REVEAL_IP_LIMIT, ip);
    if (viewerId !== null) await this.limiter.consume(PHONE_REVEAL_USER_LIMIT, viewerId);
    const record = await this.repo.findById(id);
    const status = record && effectiveJobStatus(record.status, toIso(record.expiresAt), this.now());
    if (!record || status !== 'active') throw notFound('This job is not available.');
    return record.phone;
  }

  /**
   * Why a post or edit waits for a moderator, or null: strong scam wording (the shared detector, with the
   * category's usual pay in the city: decisions 0014 and 0023), else a link to a job removed as a scam
   * (its poster, or a phone number, UPI id or handle it carries).
   */
  private async reviewReason(
    userId: string,
    input: ParsedJobInput,
    city: City,
  ): Promise<'wording' | 'linked' | null> {
    const text = `${input.title}\n${input.description}`;
    const payNorm = await this.repo.payNorm(input.category, city.slug, city.country);
    const verdict = detectScam({
      kind: 'job',
      text,
      pay: { amount: input.dailySalary, currency: currencyForCountry(city.country) },
      ...(payNorm !== undefined ? { payNorm } : {}),
    });
    if (verdict.level === 'hold') return 'wording';
    const linked = await this.repo.linkedToScam(userId, findScamIdentifiers(text, input.phone));
    return linked ? 'linked' : null;
  }

  /**
   * The one rule of verified employers (issue #24): a job's Call number must be one its poster proved
   * with an SMS code (`verified_phones`). Posting, editing and the assistant all come through here.
   */
  async checkPhone(userId: string, phone: string, city: City): Promise<string> {
    const e164 = jobPhoneE164(phone, city);
    if (!(await this.repo.hasVerifiedPhone(userId, e164))) throw phoneNotVerified(e164);
    return e164;
  }

  /**
   * An account younger than NEW_ACCOUNT_HOURS may have NEW_ACCOUNT_LIVE_JOBS_MAX live (or held) jobs:
   * a throwaway account cannot flood the lists. `exceptJobId`: the job being shown again.
   */
  private async checkNewAccountCap(userId: string, exceptJobId?: number): Promise<void> {
    const now = this.now();
    const standing = await this.repo.posterStanding(userId, now, exceptJobId);
    if (!standing) return;
    if (now.getTime() - standing.since.getTime() >= NEW_ACCOUNT_HOURS * 60 * 60_000) return;
    if (standing.liveJobs < NEW_ACCOUNT_LIVE_JOBS_MAX) return;
    throw new AppError(403, 'new_account_job_limit', NEW_ACCOUNT_JOB_LIMIT_MESSAGE, {
      params: { max: NEW_ACCOUNT_LIVE_JOBS_MAX, hours: NEW_ACCOUNT_HOURS },
    });
  }

  private async ownJob(userId: string, id: number): Promise<JobRecord> {
    const record = await this.repo.findById(id);
    if (!record) throw notFound(JOB_NOT_FOUND_MESSAGE);
    if (record.userId !== userId) throw forbidden('Only the person who posted this job can change it.');
    return record;
  }

  private async reload(id: number, viewerId: string): Promise<Job> {
    const record = await this.repo.findById(id);
    if (!record) throw notFound(JOB_NOT_FOUND_MESSAGE);
    return toJob(record, this.now(), viewerId);
  }
}

/** Status changes wait for the moderator while a job is held; a removed job stays removed. */
function refuseUnderReview(record: JobRecord): void {
  if (record.status === 'held') {
    throw new AppError(409, 'under_review', 'This job is waiting for a review. We will look at it soon.');
  }
  refuseRemoved(record);
}

function refuseRemoved(record: JobRecord): void {
  if (record.status === 'removed') {
    throw new AppError(409, 'job_removed', 'This job was removed by our moderators and cannot be changed.');
  }
}

/**
 * Pay bands narrowed to inclusive bounds (ranges' max is exclusive). No bands: the bounds alone.
 * A band outside the bounds drops out; none left means nothing matches (an empty range).
 */
function withinBounds(ranges: PayRange[], minPay?: number, maxPay?: number): PayRange[] {
  if (minPay === undefined && maxPay === undefined) return ranges;
  const bound: PayRange = { min: minPay ?? 0, max: maxPay === undefined ? null : maxPay + 1 };
  if (ranges.length === 0) return [bound];
  const narrowed = ranges
    .map((range) => ({
      min: Math.max(range.min, bound.min),
      max: range.max === null ? bound.max : bound.max === null ? range.max : Math.min(range.max, bound.max),
    }))
    .filter((range) => range.max === null || range.min < range.max);
  return narrowed.length > 0 ? narrowed : [{ min: 1, max: 1 }];
}
