import type { QueryClient } from '@tanstack/react-query';
import { findCategoryGroup } from '../../../shared/categories';
import { COUNTRIES } from '../../../shared/geo/countries';
import type * as CityTablesModule from '../../../shared/geo/cities';
import type { City, CountryCode } from '../../../shared/geo/types';
import { parseId } from '../../../shared/ids';
import { jobQueryOptions } from '../../components/job-card/job-api';
import { ratingSummaryQueryOptions } from '../../components/rating/rating-api';
import { browserToday } from '../../lib/today';
import { jobListPeekQueryOptions, jobListQueryOptions, type JobListParams } from './api';
import { NO_FILTERS, readFilters, readSort } from './list-params';

let cityTables: typeof CityTablesModule | undefined;

/**
 * The city tables (4.8 KB gzip), loaded only for a listing whose address names a city (prepareListing,
 * run by the route before the page renders: app/routes.tsx). `/jobs/all` and the category pages do
 * without them, and so does a server-rendered city listing, whose loader's answer names the city (issue #22).
 */
async function loadCityTables(): Promise<void> {
  cityTables ??= await import('../../../shared/geo/cities');
}

/** The cities the server's loader resolved for the page being hydrated, by the address's city text. */
const resolvedByServer = new Map<string, City | null>();

const namesNoCity = (text: string | undefined): text is undefined => !text || text.toLowerCase() === 'all';

/** A built-in city from a /jobs/{city} slug or ?city= text, once prepareListing has run for the address. */
export function builtInCity(text: string | undefined): City | undefined {
  if (namesNoCity(text)) return undefined;
  const resolved = resolvedByServer.get(text);
  if (resolved !== undefined) return resolved ?? undefined;
  if (!cityTables)
    throw new Error(`builtInCity("${text}") before the city tables were loaded (prepareListing)`);
  return cityTables.findCity(text);
}

/** The city a listing's address names: its /jobs/{city} segment, else ?city= (not on /jobs/{city}/{category}). */
function addressCity(input: Pick<PageDataInput, 'params' | 'searchParams'>): string | undefined {
  const segment = input.params.city;
  return namesNoCity(segment) ? input.searchParams.get('city')?.trim() : segment;
}

/** What prepareListing found: the loader's data, kept in a server-rendered page for its hydration. */
export interface PreparedListing {
  cityText: string;
  city: City | null;
}

const isPreparedFor = (value: unknown, cityText: string): value is PreparedListing =>
  typeof value === 'object' && value !== null && (value as Partial<PreparedListing>).cityText === cityText;

/**
 * What a listing needs before it renders besides its data: the city its address names. Before hydration
 * the server's answer (`fromServer`, its loader's data) gives it without the tables.
 */
export async function prepareListing(
  input: Pick<PageDataInput, 'params' | 'searchParams'>,
  fromServer?: unknown,
): Promise<PreparedListing | null> {
  const cityText = addressCity(input);
  if (namesNoCity(cityText)) return null;
  if (isPreparedFor(fromServer, cityText)) {
    resolvedByServer.set(cityText, fromServer.city);
    return fromServer;
  }
  await loadCityTables();
  return { cityText, city: builtInCity(cityText) ?? null };
}

/**
 * What a listing asks the API for, from its address: the /jobs/{city} segment (not "all"), the category
 * group and the query string (search, ?city=, filters, sort). A built-in city decides the country (and so
 * the currency of the pay bands); else the visitor's country.
 */
export function listingParams(input: {
  citySlug?: string;
  category?: string;
  searchParams: URLSearchParams;
  visitorCountry: CountryCode;
  /** The browser's today, sent with a day filter ('' or absent on the server and while hydrating). */
  today?: string;
}): JobListParams {
  const { citySlug, category, searchParams } = input;
  const search = searchParams.get('search')?.trim() ?? '';
  const cityParam = citySlug ? '' : (searchParams.get('city')?.trim() ?? '');
  const cityText = citySlug ?? (cityParam || undefined);
  const country = builtInCity(cityText)?.country ?? input.visitorCountry;
  const filters = readFilters(searchParams, COUNTRIES[country].currency);
  return {
    country,
    search: search || undefined,
    city: cityText,
    category,
    sort: readSort(searchParams),
    ...filters,
    // Only a day filter needs the visitor's date (so other lists keep one cache key everywhere).
    ...(filters.when && input.today ? { today: input.today } : {}),
  };
}

/** The lowest- and highest-paying job of a city and category (the stat tiles of /jobs/{city}/{category}). */
export function cityCategoryPeekParams(city: string, category: string, visitorCountry: CountryCode) {
  const base: Omit<JobListParams, 'sort'> = {
    country: builtInCity(city)?.country ?? visitorCountry,
    city,
    category,
    ...NO_FILTERS,
  };
  return {
    lowest: { ...base, sort: 'pay-asc' } as JobListParams,
    highest: { ...base, sort: 'pay-desc' } as JobListParams,
  };
}

/** Where a page's data comes from: the route's parameters and query string, and the visitor's country. */
export interface PageDataInput {
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  country: CountryCode;
  queryClient: QueryClient;
}

/** Puts the data of a listing page into the query cache (a failure stays in the cache as the query's error). */
async function prefetchListing(
  input: PageDataInput,
  citySlug: string | undefined,
  category: string | undefined,
): Promise<void> {
  const params = listingParams({
    citySlug,
    category,
    searchParams: input.searchParams,
    visitorCountry: input.country,
    // In the browser (a navigation) the visitor's date; the server's render leaves it to the server.
    today: typeof window === 'undefined' ? undefined : browserToday(),
  });
  // Fetched into the cache; a failure is left to the page (as prefetchInfiniteQuery did).
  await input.queryClient.infiniteQuery(jobListQueryOptions(params)).catch(() => undefined);
}

/** /jobs/{city} and /jobs/all. */
export async function prefetchJobsByCity(input: PageDataInput): Promise<void> {
  const city = input.params.city ?? 'all';
  await prefetchListing(input, city.toLowerCase() === 'all' ? undefined : city, undefined);
}

/** /category/{id}: nothing to load for an unknown category (the page lists the known ones). */
export async function prefetchCategory(input: PageDataInput): Promise<void> {
  const group = findCategoryGroup(input.params.categoryName ?? '');
  if (group) await prefetchListing(input, undefined, group.id);
}

/** /jobs/{city}/{category}: the listing and its two stat tiles. */
export async function prefetchJobsByCityAndCategory(input: PageDataInput): Promise<void> {
  const city = input.params.city ?? '';
  const group = findCategoryGroup(input.params.category ?? '');
  if (!group) return;
  const peeks = cityCategoryPeekParams(city, group.id, input.country);
  await Promise.all([
    prefetchListing(input, city, group.id),
    input.queryClient.query(jobListPeekQueryOptions(peeks.lowest)).catch(() => undefined),
    input.queryClient.query(jobListPeekQueryOptions(peeks.highest)).catch(() => undefined),
  ]);
}

/** /job/{id}: the job, then its poster's rating line. */
export async function prefetchJob(input: PageDataInput): Promise<void> {
  const id = input.params.id ?? '';
  if (parseId(id) === undefined) return;
  const options = jobQueryOptions(id);
  await input.queryClient.query(options).catch(() => undefined);
  const lookup = input.queryClient.getQueryData(options.queryKey);
  if (lookup?.state === 'live' && lookup.job.posterId) {
    await input.queryClient.query(ratingSummaryQueryOptions(lookup.job.posterId)).catch(() => undefined);
  }
}
