import { slugify } from '../text/slug';
import { COUNTRIES } from './countries';
import { locationLabel } from './location-label';
import { INDIA_CITIES, INDIA_CITY_ALIASES } from './india';
import type { City, CountryCode } from './types';
import { US_LARGEST_CITIES, US_STATE_ABBREVIATIONS, USA_CITIES, USA_CITY_ALIASES } from './usa';

/** Every built-in city, India then USA. */
export const CITIES: readonly City[] = [...INDIA_CITIES, ...USA_CITIES];

const BY_SLUG: ReadonlyMap<string, City> = new Map(CITIES.map((city) => [city.slug, city]));
const ALIASES: Readonly<Record<string, string>> = { ...INDIA_CITY_ALIASES, ...USA_CITY_ALIASES };

function normalize(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

function byName(a: City, b: City): number {
  return a.name.localeCompare(b.name, 'en');
}

function citiesBySlug(slugs: readonly string[]): City[] {
  return slugs.map((slug) => {
    const city = BY_SLUG.get(slug);
    if (!city) throw new Error(`Unknown built-in city slug: ${slug}`);
    return city;
  });
}

/**
 * Finds a built-in city by its slug, case-insensitively. Well-known other names also resolve
 * ("bengaluru" gives Bangalore, "gurgaon" gives Gurugram).
 */
export function findCityBySlug(slug: string): City | undefined {
  const key = slugify(slug);
  if (!key) return undefined;
  const canonical = ALIASES[key] ?? key;
  return BY_SLUG.get(canonical);
}

/**
 * City suggestions: case-insensitive substring match on the name. Exact matches first, then prefix
 * matches, then other substring matches; within a tier, cities of `options.country` first (when
 * given), then alphabetical. A blank query gives [].
 */
export function suggestCities(query: string, options: { limit: number; country?: CountryCode }): City[] {
  const q = normalize(query);
  if (!q || options.limit <= 0) return [];
  const ranked: { city: City; tier: number }[] = [];
  for (const city of CITIES) {
    const name = city.name.toLowerCase();
    const index = name.indexOf(q);
    if (index < 0) continue;
    ranked.push({ city, tier: name === q ? 0 : index === 0 ? 1 : 2 });
  }
  const countryRank = (city: City): number => (options.country && city.country !== options.country ? 1 : 0);
  ranked.sort(
    (a, b) => a.tier - b.tier || countryRank(a.city) - countryRank(b.city) || byName(a.city, b.city),
  );
  return ranked.slice(0, options.limit).map((entry) => entry.city);
}

/**
 * Location suggestions for the post form: case-insensitive substring match against "City, State";
 * labels whose city name starts with the query come first, then alphabetical. Blank query gives [].
 */
export function suggestLocations(query: string, limit = 10): string[] {
  const q = normalize(query);
  if (!q || limit <= 0) return [];
  const matches = CITIES.map((city) => ({ city, label: locationLabel(city) })).filter(({ label }) =>
    label.toLowerCase().includes(q),
  );
  const prefixRank = (city: City): number => (city.name.toLowerCase().startsWith(q) ? 0 : 1);
  matches.sort((a, b) => prefixRank(a.city) - prefixRank(b.city) || a.label.localeCompare(b.label, 'en'));
  return matches.slice(0, limit).map(({ label }) => label);
}

const BY_LABEL: ReadonlyMap<string, City> = new Map(
  CITIES.map((city) => [normalize(locationLabel(city)), city]),
);
const BY_NAME: ReadonlyMap<string, City> = new Map(CITIES.map((city) => [normalize(city.name), city]));
const COUNTRY_NAMES: ReadonlySet<string> = new Set([
  ...Object.values(COUNTRIES).flatMap((country) => [normalize(country.name), country.code.toLowerCase()]),
  'usa',
  'united states of america',
]);

/**
 * Parses "City, State" (case- and whitespace-insensitive) or a bare city name into a built-in city.
 * Also accepted: the state group in place of the state ("Noida, Delhi NCR"), a trailing country
 * ("Pune, Maharashtra, India"), a US state abbreviation ("Austin, TX") and the well-known other
 * names of `findCityBySlug` ("Bengaluru"). Anything else gives undefined.
 */
export function parseLocation(text: string): City | undefined {
  const parts = normalize(text)
    .split(',')
    .map((part) => part.trim());
  if (parts.length > 1 && COUNTRY_NAMES.has(parts[parts.length - 1] ?? '')) parts.pop();
  if (parts.some((part) => !part)) return undefined;
  if (parts.length === 1) {
    const name = parts[0] ?? '';
    return BY_NAME.get(name) ?? findCityBySlug(name);
  }
  if (parts.length !== 2) return undefined;
  const [name = '', state = ''] = parts;
  const exact = BY_LABEL.get(`${name}, ${state}`);
  if (exact) return exact;
  const city = BY_NAME.get(name) ?? findCityBySlug(name);
  if (!city) return undefined;
  const stateName = normalize(
    city.country === 'US' ? (US_STATE_ABBREVIATIONS[state.toUpperCase()] ?? state) : state,
  );
  return normalize(city.state) === stateName || normalize(city.stateGroup) === stateName ? city : undefined;
}

/**
 * The built-in city a listing, alert or address names: its "City, State" label or bare name
 * (`parseLocation`), else its slug or a well-known other name (`findCityBySlug`). Undefined for
 * any other text, which callers match against every job's "City, State" instead.
 */
export function findCity(text: string): City | undefined {
  return parseLocation(text) ?? findCityBySlug(text);
}

/** True when both cities fall in the same state group (Delhi NCR counts as one group). */
export function sameStateGroup(a: City, b: City): boolean {
  return a.country === b.country && a.stateGroup === b.stateGroup;
}

/** The /cities page list: 30 Indian cities, then the 30 largest US cities. */
export const POPULAR_CITIES: Record<CountryCode, readonly City[]> = {
  IN: citiesBySlug([
    'mumbai',
    'delhi',
    'bangalore',
    'hyderabad',
    'chennai',
    'kolkata',
    'pune',
    'ahmedabad',
    'jaipur',
    'lucknow',
    'surat',
    'kanpur',
    'nagpur',
    'indore',
    'bhopal',
    'visakhapatnam',
    'patna',
    'vadodara',
    'gurugram',
    'noida',
    'chandigarh',
    'coimbatore',
    'kochi',
    'ludhiana',
    'agra',
    'nashik',
    'thane',
    'bhubaneswar',
    'guwahati',
    'dehradun',
  ]),
  US: US_LARGEST_CITIES,
};

/** "Browse by Region" on the /cities page: six regions with three cities each. */
export const REGIONS: readonly { name: string; country: CountryCode; cities: readonly City[] }[] = [
  { name: 'Maharashtra', country: 'IN', cities: citiesBySlug(['mumbai', 'pune', 'nagpur']) },
  { name: 'Karnataka', country: 'IN', cities: citiesBySlug(['bangalore', 'mysore', 'mangalore']) },
  { name: 'Delhi NCR', country: 'IN', cities: citiesBySlug(['delhi', 'gurugram', 'noida']) },
  { name: 'California', country: 'US', cities: citiesBySlug(['los-angeles', 'san-francisco', 'san-diego']) },
  { name: 'Texas', country: 'US', cities: citiesBySlug(['houston', 'dallas', 'austin']) },
  { name: 'New York', country: 'US', cities: citiesBySlug(['new-york', 'buffalo', 'rochester']) },
];
