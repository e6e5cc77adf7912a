import {
  CATEGORIES,
  FILTER_JOB_TYPES,
  HOME_CATEGORIES,
  INDIA_CATEGORY_LINKS,
  US_CATEGORIES,
  findCategoryGroup,
  type CategorySlug,
} from './categories';
import { CITIES, COUNTRIES, findCity, findCityBySlug, locationLabel, type CountryCode } from './geo';
import { formatMoney } from './intl';
import { searchWords } from './jobs';

/**
 * Job alerts (issue #12): a saved job-list search. An alert matches a job exactly when the job list with
 * the same query (`country`, `city`, `category`, `minPay`, `search`) shows that job among the city's own
 * jobs (a city list's "Nearby" section is not the city: those jobs are not alerted about).
 *
 * Stored normalised, so that one search is one row and matching is a cheap lookup:
 * - `city`: a built-in city's slug (the list's city pages and any text naming one city), else the
 *   lower-cased text (the list keeps jobs whose "City, State" contains it); null for every city.
 * - `category`: a category group id, lower-cased (HOME_CATEGORIES, US_CATEGORIES, a category slug, a job
 *   type); null for every category.
 * - `words`: the search's words (searchWords) joined by one space; null without words.
 */
export interface AlertSearch {
  country: CountryCode;
  city: string | null;
  category: string | null;
  minPay: number | null;
  words: string | null;
}

export type AlertSearchProblem = 'unknown_city' | 'unknown_category' | 'empty';

/** The search as stored, or why it cannot be saved. */
export function normalizeAlertSearch(input: {
  country: CountryCode;
  city?: string | null;
  category?: string | null;
  minPay?: number | null;
  words?: string | null;
}): { search: AlertSearch } | { problem: AlertSearchProblem } {
  let country = input.country;
  let city: string | null = null;
  const cityText = input.city?.trim() ?? '';
  if (cityText && cityText.toLowerCase() !== 'all') {
    // As the job list: a city's label or slug is that city (and its country); other text is matched
    // against every job's "City, State".
    const builtIn = findCity(cityText);
    if (builtIn) {
      country = builtIn.country;
      city = builtIn.slug;
    } else {
      city = cityText.toLowerCase();
      if (citySlugsForText(city, country).length === 0) return { problem: 'unknown_city' };
    }
  }
  let category: string | null = null;
  const categoryText = input.category?.trim().toLowerCase() ?? '';
  if (categoryText) {
    if (!findCategoryGroup(categoryText)) return { problem: 'unknown_category' };
    category = categoryText;
  }
  const minPay = input.minPay && input.minPay > 0 ? input.minPay : null;
  const wordList = searchWords(input.words ?? '');
  const words = wordList.length > 0 ? wordList.join(' ') : null;
  if (!city && !category && minPay === null && !words) return { problem: 'empty' };
  return { search: { country, city, category, minPay, words } };
}

/** The slugs of the built-in cities of a country whose "City, State" contains `text`. */
function citySlugsForText(text: string, country: CountryCode): string[] {
  return CITIES.filter(
    (city) => city.country === country && locationLabel(city).toLowerCase().includes(text),
  ).map((city) => city.slug);
}

/** Every category group id (lower-case), each with the categories it stands for (as findCategoryGroup). */
const GROUP_IDS: readonly string[] = [
  ...new Set(
    [
      ...HOME_CATEGORIES,
      ...US_CATEGORIES,
      ...INDIA_CATEGORY_LINKS,
      ...CATEGORIES.map((category) => ({ id: category.slug })),
      ...FILTER_JOB_TYPES,
    ].map((group) => group.id.toLowerCase()),
  ),
];

const groupIdsByCategory = new Map<CategorySlug, string[]>();
for (const id of GROUP_IDS) {
  for (const slug of findCategoryGroup(id)?.slugs ?? []) {
    groupIdsByCategory.set(slug, [...(groupIdsByCategory.get(slug) ?? []), id]);
  }
}

/** The category ids an alert may hold to match a job of this category. */
export function alertCategoriesFor(category: CategorySlug): readonly string[] {
  return groupIdsByCategory.get(category) ?? [];
}

/**
 * For a job's "City, State": the built-in city slugs an alert may hold to match it (cities whose name
 * the label contains: the list's city page shows the job among that city's own), and the slugs that are
 * merely substrings of the label (which must not match as free text).
 */
export function alertCitiesFor(
  location: string,
  country: CountryCode,
): { slugs: string[]; notText: string[] } {
  const label = location.toLowerCase();
  const slugs: string[] = [];
  const notText: string[] = [];
  for (const city of CITIES) {
    if (city.country !== country) continue;
    if (label.includes(city.name.toLowerCase())) slugs.push(city.slug);
    else if (label.includes(city.slug)) notText.push(city.slug);
  }
  return { slugs, notText };
}

/** The city's name for a stored city (a slug), or the text as saved. */
export function alertCityName(city: string): string {
  return findCityBySlug(city)?.name ?? city;
}

/** A translator's `t` (shared/i18n/translate.ts): `defaultValue` is the English of keys English has no entry for (category names). */
type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * A person's words for an alert, from the catalogue (`alerts.label.*`): "Cleaning jobs in Pune, ₹600+ a
 * day, "cook"". Built wherever it is shown: Settings, the notifications page, the emails.
 */
export function alertLabel(alert: AlertSearch, t: Translate, language?: string | null): string {
  const group = alert.category ? findCategoryGroup(alert.category) : undefined;
  const category = group ? t(group.labelKey, { defaultValue: group.label }) : null;
  const what = category ? t('alerts.label.categoryJobs', { category }) : t('alerts.label.jobs');
  const place = alert.city ? alertCityName(alert.city) : t(`alerts.label.country.${alert.country}`);
  const parts = [t('alerts.label.whatWhere', { what, place })];
  if (alert.minPay !== null) {
    parts.push(
      t('alerts.label.minPay', {
        pay: formatMoney(alert.minPay, COUNTRIES[alert.country].currency, language),
      }),
    );
  }
  if (alert.words) parts.push(t('alerts.label.words', { words: alert.words }));
  return parts.join(', ');
}
