import { AppError, validationFailed } from '../../errors';
import type { JobListResponse, ParsedJobListQuery } from '../../../shared/api/jobs';
import type { CategorySlug } from '../../../shared/categories';
import { currencyForCountry, findCity, findCityBySlug, type City } from '../../../shared/geo';
import { readSearchText } from '../../../shared/search-lookup';
import {
  categoryGroupCategories,
  citiesWithLocationContaining,
  decodeJobCursor,
  encodeJobCursor,
  fingerprint,
  jobTypeCategories,
  payRanges,
  searchWords,
  type JobCursor,
  type JobOrder,
  type PayRange,
} from '../../../shared/jobs';
import { JOB_COUNT_EXACT_LIMIT } from '../../../shared/limits';
import { dateInZone, workWhenRange } from '../../../shared/shifts';
import type { JobsListingRepo, ListConditions, ListScope } from './jobs-listing.repo';
import type { JobRecord } from './jobs.rows';
import { toJob } from './job-view';

/** Whose "today" a day filter means when the browser did not say (the country's main zone). */
const COUNTRY_ZONE = { IN: 'Asia/Kolkata', US: 'America/New_York' } as const;

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

/** How long a search stays known as matching more than 1,000 jobs (a hint for the plan, never data). */
const FREQUENT_SEARCH_TTL_MS = 10 * 60_000;
/** The count line of a search known to match more than 1,000 jobs: "1,000+". */
const CAPPED_TOTAL = { count: JOB_COUNT_EXACT_LIMIT, capped: true } as const;
const FREQUENT_SEARCHES_KEPT = 1000;

/** Listings (decision 0008): filters, sorts, keyset cursors, capped totals, a city's two sections. */
export class JobListing {
  /** Query fingerprints of searches that matched more than 1,000 jobs, until when. */
  private readonly frequentSearches = new Map<string, number>();

  constructor(
    private readonly repo: JobsListingRepo,
    private readonly now: () => Date,
  ) {}

  /** A listing page: filters, sort, keyset cursor, capped total; city listings in two sections. */
  async list(query: ParsedJobListQuery, viewerId: string | null): Promise<JobListResponse> {
    const now = this.now();
    let country = query.country;
    const search = readSearch(query.search ?? '');
    let cityText = query.city && query.city.toLowerCase() !== 'all' ? query.city : undefined;
    let builtInCity = cityText ? (findCity(cityText) ?? cityNamedIn(cityText)) : undefined;
    if (!cityText && search.city) {
      builtInCity = search.city;
      cityText = search.city.name;
    }
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
      words: search.words,
      searchCategories: search.categories,
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
        search.categories,
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
            section: index,
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
}

/**
 * A free-text search read in any of the app's languages (issue #27): a city named in another script
 * (`মুম্বাই`, `पुण्यात`) becomes the listing's city and leaves the words; category words in another language
 * (`சமையல்`, `pintor`) stay words and also match their categories' jobs. English words keep the plain
 * rule (spec 5: ANY word in the job's text), which already finds English city names and trades.
 */
function readSearch(text: string): { words: string[]; categories: CategorySlug[]; city?: City } {
  if (!text.trim()) return { words: [], categories: [] };
  const reading = readSearchText(text);
  const translated = reading.matches.filter((match) => match.lang !== 'en');
  if (translated.length === 0) return { words: searchWords(text), categories: [] };
  const cityMatch = translated.find((match) => match.kind === 'city');
  const city = cityMatch ? findCityBySlug(cityMatch.value) : undefined;
  const cityWords = new Set(
    translated.filter((match) => match.kind === 'city' && city).map((match) => match.text),
  );
  const kept = [
    ...reading.rest,
    ...new Set(reading.matches.map((match) => match.text).filter((word) => !cityWords.has(word))),
  ];
  const categories = [
    ...new Set(
      translated.filter((match) => match.kind === 'category').map((match) => match.value as CategorySlug),
    ),
  ].sort();
  return { words: searchWords(kept.join(' ')), categories, city };
}

/** A built-in city written in another script in the city field ("মুম্বাই"): the whole text names it. */
function cityNamedIn(text: string): City | undefined {
  const reading = readSearchText(text);
  const slug = reading.citySlugs[0];
  return reading.rest.length === 0 && reading.citySlugs.length === 1 && slug
    ? findCityBySlug(slug)
    : undefined;
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
