import type { CategorySlug, Urgency } from '../../../../shared/categories';
import { COUNTRIES, findCityBySlug, type CountryCode, type CurrencyCode } from '../../../../shared/geo';
import type { PayTiming } from '../../../../shared/shifts';
import type { Language } from './parse';
import { DEVANAGARI_CITY_NAMES } from './places';
import { en } from './replies-en';
import { spanishReplies } from './replies-es';
import { hi } from './replies-hi';
import { hinglish } from './replies-hinglish';
import { mr } from './replies-mr';
import { bn } from './replies-bn';
import { te } from './replies-te';
import { ta } from './replies-ta';
import { SCRIPT_CITY_NAMES, SPANISH_CITY_NAMES } from './vocabulary-more';

/**
 * Everything the local engine says: the texts a language has (`Replies`), each language's in its own
 * file (replies-<lang>.ts, the shared shapes in replies-shared.ts), and how an amount and a city are
 * written in a reply. Short everyday words, numbers in digits; amounts come in already formatted ("₹700").
 */
export interface Replies {
  greeting: string;
  help: string;
  unknown: string;
  found(total: number, shown: number, where: string, filters: string): string;
  noneFound(where: string, filters: string, narrowed: boolean): string;
  atLeast(amount: string): string;
  atMost(amount: string): string;
  between(low: string, high: string): string;
  urgentOnly: string;
  details(index: number, title: string, location: string, pay: string, open: boolean): string;
  noList: string;
  outOfRange(index: number, count: number): string;
  jobGone(index: number): string;
  whichOne: string;
  anythingElse: string;
  cancelled: string;
  nothingToCancel: string;
  startPosting: string;
  resumePosting: string;
  notUnderstood: string;
  summaryTitle: string;
  confirmQuestion: string;
  updated: string;
  whatToChange: string;
  signIn: string;
  posted(title: string): string;
  /** Posted but held for a moderator (scam wording, issue #11). */
  held(title: string): string;
  fieldRejected(label: string, detail: string): string;
  tooManyPosts: string;
  /** Issue #24: the Call number is not one the poster verified; the post form verifies it by SMS. */
  phoneNotVerified(phone: string): string;
  /** Issue #24: a new account already has its 3 live jobs. */
  newAccountLimit: string;
  postFailed: string;
  draftKept: string;
  defaultDescription(title: string, city: string, pay: string): string;
  areaNote(area: string): string;
  perDay(amount: string): string;
  /** The shift line of a job post's summary. */
  shift: ShiftWords;
  categories: Record<CategorySlug, string>;
  urgencies: Record<Urgency, string>;
  countries: Record<CountryCode, string>;
}

/** The words of a job post's shift line: "Tomorrow (24 Nov), 9 am, 8 hrs a day, 2 workers, paid the same day". */
export interface ShiftWords {
  /** Today, tomorrow and the day after, by days from today. */
  soon: readonly [string, string, string];
  anyDay: string;
  flexible: string;
  /** Intl locale for dates ("24 Nov"). */
  dateLocale: string;
  time(hour: number, minute: number): string;
  hours(count: number): string;
  days(count: number): string;
  workers(count: number): string;
  payTimings: Record<PayTiming, string>;
  notGiven: string;
}

const REPLIES: Record<Language, Replies> = {
  en,
  hi,
  hinglish,
  es: spanishReplies(),
  mr,
  bn,
  te,
  ta,
};

export function repliesIn(language: Language): Replies {
  return REPLIES[language];
}

/** "₹1,000" or "$120", grouped the way the country writes numbers. */
export function money(amount: number, currency: CurrencyCode): string {
  const country = currency === 'INR' ? COUNTRIES.IN : COUNTRIES.US;
  return `${country.symbol}${new Intl.NumberFormat(country.locale).format(amount)}`;
}

/** Each slug's first name in a list of names (the one replies use). */
const firstNames = (names: Readonly<Record<string, string>>): ReadonlyMap<string, string> =>
  new Map(
    Object.entries(names)
      .reverse()
      .map(([name, slug]) => [slug, name]),
  );

const titleCase = (text: string) =>
  text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

const NAMES_BY_LANGUAGE: Partial<Record<Language, ReadonlyMap<string, string>>> = {
  hi: firstNames(DEVANAGARI_CITY_NAMES),
  mr: firstNames(SCRIPT_CITY_NAMES.mr),
  bn: firstNames(SCRIPT_CITY_NAMES.bn),
  te: firstNames(SCRIPT_CITY_NAMES.te),
  ta: firstNames(SCRIPT_CITY_NAMES.ta),
  es: new Map([...firstNames(SPANISH_CITY_NAMES)].map(([slug, name]) => [slug, titleCase(name)])),
};

/**
 * A built-in city's name as a reply in `language` writes it: in the language's script for the main
 * Indian cities (Devanagari, Bengali, Telugu, Tamil), the Spanish name of a US city that has one
 * ("Nueva York"), else the built-in name.
 */
export function cityName(slug: string, language: Language): string {
  const city = findCityBySlug(slug);
  return NAMES_BY_LANGUAGE[language]?.get(slug) ?? city?.name ?? slug;
}
