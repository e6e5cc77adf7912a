import { FILTER_JOB_TYPES, PAY_BANDS, findCategoryGroup, type CategorySlug } from './categories';
import { CITIES, locationLabel, type City, type CountryCode, type CurrencyCode } from './geo';
import { JOB_TTL_DAYS, SEARCH_WORD_MIN_LENGTH } from './limits';

/**
 * The words of a free-text search (spec 5): split on whitespace, lower-cased, words of 2 or fewer
 * characters ignored, duplicates removed. A job matches if ANY word appears in its search text.
 */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= SEARCH_WORD_MIN_LENGTH);
  return [...new Set(words)];
}

/** The precomputed, lower-cased text a job is searched by: title, description, location, category label. */
export function jobSearchText(job: {
  title: string;
  description: string;
  location: string;
  categoryLabel: string;
}): string {
  return [job.title, job.description, job.location, job.categoryLabel].join('\n').toLowerCase();
}

/** True when the job matches a free-text search (spec 5): no words, or ANY word in its search text. */
export function matchesSearch(searchText: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = searchText.toLowerCase();
  return words.some((word) => text.includes(word));
}

/** The city rule (spec 5): the job location contains the city text, case-insensitively. */
export function locationContains(location: string, cityText: string): boolean {
  return location.toLowerCase().includes(cityText.trim().toLowerCase());
}

// Location relevance on city listings (spec 9)

export const LOCATION_RELEVANCE = { city: 100, stateGroup: 50, other: 10 } as const;

/**
 * The relevance of a job to a chosen city (spec 9): 100 when the job's location contains the city's
 * name, 50 when it lies in the same state group (same country), otherwise 10.
 */
export function locationRelevance(
  job: { location: string; stateGroup: string; country: CountryCode },
  city: City,
): number {
  if (locationContains(job.location, city.name)) return LOCATION_RELEVANCE.city;
  if (job.country === city.country && job.stateGroup === city.stateGroup)
    return LOCATION_RELEVANCE.stateGroup;
  return LOCATION_RELEVANCE.other;
}

/**
 * The built-in cities of a country whose "City, State" label contains `text` (case-insensitive).
 * Every stored job location is such a label (the server normalises it at write time), so "the job
 * location contains the text" is the same as "the job's city is one of these": the listing queries
 * an index on the city slug instead of scanning locations.
 */
export function citiesWithLocationContaining(text: string, country: CountryCode): City[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return CITIES.filter(
    (city) => city.country === country && locationLabel(city).toLowerCase().includes(needle),
  );
}

// Filters

/** The category slugs behind job-type filter ids (FILTER_JOB_TYPES); undefined when an id is unknown. */
export function jobTypeCategories(typeIds: readonly string[]): CategorySlug[] | undefined {
  const slugs = new Set<CategorySlug>();
  for (const id of typeIds) {
    const type = FILTER_JOB_TYPES.find((candidate) => candidate.id === id);
    if (!type) return undefined;
    type.slugs.forEach((slug) => slugs.add(slug));
  }
  return [...slugs];
}

/** The category slugs of a /category/{id} page (findCategoryGroup); undefined when unknown. */
export function categoryGroupCategories(id: string): CategorySlug[] | undefined {
  const group = findCategoryGroup(id);
  return group ? [...group.slugs] : undefined;
}

/** A daily-pay range: min inclusive, max exclusive (null: no upper bound). */
export interface PayRange {
  min: number;
  max: number | null;
}

/**
 * The pay ranges of the chosen bands of a currency, adjacent bands merged (500-700 + 700-1000 is
 * 500-1000), in ascending order. Several bands mean their union. Undefined when an id is unknown.
 */
export function payRanges(currency: CurrencyCode, bandIds: readonly string[]): PayRange[] | undefined {
  const bands = [];
  for (const id of new Set(bandIds)) {
    const band = PAY_BANDS[currency].find((candidate) => candidate.id === id);
    if (!band) return undefined;
    bands.push(band);
  }
  bands.sort((a, b) => a.min - b.min);
  const ranges: PayRange[] = [];
  for (const band of bands) {
    const last = ranges[ranges.length - 1];
    if (last && last.max !== null && last.max >= band.min) {
      last.max = band.max === null ? null : Math.max(last.max, band.max);
    } else {
      ranges.push({ min: band.min, max: band.max });
    }
  }
  return ranges;
}

export function inPayRanges(amount: number, ranges: readonly PayRange[]): boolean {
  return ranges.some((range) => amount >= range.min && (range.max === null || amount < range.max));
}

// Status and expiry

export type JobStatus = 'active' | 'closed' | 'expired' | 'held' | 'removed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a job posted (or renewed) at `from` expires: JOB_TTL_DAYS later. */
export function jobExpiry(from: Date): Date {
  return new Date(from.getTime() + JOB_TTL_DAYS * DAY_MS);
}

/** The status people see: an active job whose expiry has passed is expired, whatever the column says. */
export function effectiveJobStatus(status: JobStatus, expiresAt: Date | string, now: Date): JobStatus {
  if (status !== 'active') return status;
  return new Date(expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

// Listing order and cursors

/**
 * The order of a listing: newest first; on a city listing featured first, then newest (spec 9);
 * highest or lowest pay first. Ties are broken by id so the order is total.
 */
export type JobOrder = 'newest' | 'featured-newest' | 'pay-desc' | 'pay-asc';

/** Where the next page starts: after this job of this section (0: the city's own jobs, 1: nearby). */
export interface JobCursor {
  order: JobOrder;
  /** A fingerprint of the query the cursor belongs to. */
  query: string;
  section: 0 | 1;
  /** The last job shown; absent for "the start of this section". */
  after?: { id: number; createdAt?: string; featured?: boolean; dailySalary?: number };
  /** The first page's total (0-1000) and whether it was capped: later pages repeat it, uncounted. */
  total?: { count: number; capped: boolean };
}

/** A short, stable fingerprint (FNV-1a, 32 bit, hex) of a string. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/');
  return atob(padded + '='.repeat((4 - (padded.length % 4)) % 4));
}

const ORDERS: readonly JobOrder[] = ['newest', 'featured-newest', 'pay-desc', 'pay-asc'];
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z$/;

/** An opaque, URL-safe cursor (base64url of a flat JSON object). */
export function encodeJobCursor(cursor: JobCursor): string {
  const flat: Record<string, unknown> = { order: cursor.order, query: cursor.query, section: cursor.section };
  if (cursor.total) {
    flat.totalCount = cursor.total.count;
    flat.totalCapped = cursor.total.capped;
  }
  if (cursor.after) {
    flat.afterId = cursor.after.id;
    if (cursor.after.createdAt !== undefined) flat.afterCreatedAt = cursor.after.createdAt;
    if (cursor.after.featured !== undefined) flat.afterFeatured = cursor.after.featured;
    if (cursor.after.dailySalary !== undefined) flat.afterDailySalary = cursor.after.dailySalary;
  }
  return toBase64Url(JSON.stringify(flat));
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

/** Decodes a cursor; undefined when it is malformed (never throws). */
export function decodeJobCursor(text: string): JobCursor | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(fromBase64Url(text));
  } catch {
    return undefined;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const {
    order,
    query,
    section,
    totalCount,
    totalCapped,
    afterId,
    afterCreatedAt,
    afterFeatured,
    afterDailySalary,
  } = raw as Record<string, unknown>;
  if (!ORDERS.includes(order as JobOrder) || typeof query !== 'string' || (section !== 0 && section !== 1))
    return undefined;
  const cursor: JobCursor = { order: order as JobOrder, query, section };
  if (totalCount !== undefined || totalCapped !== undefined) {
    if (!isInt(totalCount) || totalCount < 0 || typeof totalCapped !== 'boolean') return undefined;
    cursor.total = { count: totalCount, capped: totalCapped };
  }
  if (afterId === undefined)
    return afterCreatedAt === undefined && afterFeatured === undefined && afterDailySalary === undefined
      ? cursor
      : undefined;
  if (!isInt(afterId) || afterId < 1) return undefined;
  const after: NonNullable<JobCursor['after']> = { id: afterId };
  if (order === 'newest' || order === 'featured-newest') {
    if (
      typeof afterCreatedAt !== 'string' ||
      !TIMESTAMP.test(afterCreatedAt) ||
      Number.isNaN(Date.parse(afterCreatedAt))
    )
      return undefined;
    after.createdAt = afterCreatedAt;
  }
  if (order === 'featured-newest') {
    if (typeof afterFeatured !== 'boolean') return undefined;
    after.featured = afterFeatured;
  }
  if (order === 'pay-desc' || order === 'pay-asc') {
    if (!isInt(afterDailySalary)) return undefined;
    after.dailySalary = afterDailySalary;
  }
  cursor.after = after;
  return cursor;
}
