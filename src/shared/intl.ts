import type { CountryCode, CurrencyCode } from './geo';

/**
 * The Intl locales dates, times and money are shown in (issues #13, #27): English is `en-IN` for India
 * and `en-US` for the USA; every other interface language has one locale wherever the job is: Hindi
 * `hi-IN`, Tamil `ta-IN`, Telugu `te-IN`, Marathi `mr-IN`, Bengali `bn-IN`, Spanish `es-US`.
 *
 * Digits are Latin in every locale: the digits on every phone keypad and price tag. Hindi, Tamil, Telugu
 * and Spanish write them by default; CLDR's default for Marathi is Devanagari digits (१२,३४,५६७) and for
 * Bengali Bengali digits (১২,৩৪,৫৬৭), so their texts here are Intl's with `-u-nu-latn` (`intlTag`), and
 * code that calls Intl itself with one of these locales passes `intlTag(locale)`.
 *
 * The texts are Intl's own (CLDR), written out below for the few forms the pages use, because the
 * first `Intl.NumberFormat` or `Intl.DateTimeFormat` a page creates loads the browser's locale data:
 * 150-400 ms on a phone's CPU, in the middle of hydration (decision 0028). `intl.test.ts` checks every
 * form here against Intl (with `-u-nu-latn`), month by month and weekday by weekday, in every locale.
 */
export type IntlLocale = 'hi-IN' | 'en-IN' | 'en-US' | 'es-US' | 'ta-IN' | 'te-IN' | 'mr-IN' | 'bn-IN';

/** The one locale of each interface language other than English, wherever the job is. */
const LANGUAGE_LOCALES: Readonly<Record<string, IntlLocale>> = {
  hi: 'hi-IN',
  es: 'es-US',
  ta: 'ta-IN',
  te: 'te-IN',
  mr: 'mr-IN',
  bn: 'bn-IN',
};

/**
 * The Intl locale of an interface language ('en', 'hi', or a tag such as 'hi-IN', 'es-MX', 'bn-BD':
 * only the language counts) in a country.
 */
export function intlLocale(language: string | null | undefined, country: CountryCode): IntlLocale {
  const primary = language?.toLowerCase().split('-')[0] ?? '';
  const locale = Object.hasOwn(LANGUAGE_LOCALES, primary) ? LANGUAGE_LOCALES[primary] : undefined;
  return locale ?? (country === 'US' ? 'en-US' : 'en-IN');
}

/** The tag to give Intl for a locale: Latin digits everywhere (Marathi and Bengali default to their own). */
export function intlTag(locale: IntlLocale): string {
  return `${locale}-u-nu-latn`;
}

/** The country whose money a currency is (a job's pay is shown the way its own country writes it). */
export function currencyCountry(currency: CurrencyCode): CountryCode {
  return currency === 'USD' ? 'US' : 'IN';
}

export interface DateParts {
  day: number;
  month: string;
  year: number;
  weekday: string;
}

/** What Intl writes in each locale, for the forms used here. */
export interface Conventions {
  /** Indian grouping (12,34,567) or three digits a group (1,234,567), for plain numbers. */
  indianGrouping: boolean;
  /** The same for money: CLDR groups Marathi money by three (₹150,000) but Marathi numbers the Indian way. */
  moneyIndianGrouping: boolean;
  /** What comes before a whole amount of each currency: "₹", "$", "INR " (rupees in Spanish). */
  currencyPrefix: Readonly<Record<CurrencyCode, string>>;
  monthsShort: readonly string[];
  weekdaysShort: readonly string[];
  weekdaysLong: readonly string[];
  am: string;
  pm: string;
  /** day, month and year: "5 Nov 2026", "Nov 5, 2026". */
  date: (parts: DateParts) => string;
  /** weekday, day and month, with the year when given: "Thu, 5 Nov", "Thu, Nov 5, 2026". */
  weekdayDate: (parts: DateParts, withYear: boolean) => string;
  /** month and year: "Nov 2026". */
  monthYear: (parts: DateParts) => string;
  /** "A, B or C"; a function when the word depends on the last choice (Spanish "o" / "u"). */
  or: string | ((last: string) => string);
  /** The comma before the last "or" of three or more ("A, B, or C" in the USA). */
  serialComma: boolean;
}

const ENGLISH_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const SYMBOLS = { INR: '₹', USD: '$' } as const;
/** The forms of the locales added so far: English's always, the other languages' with their texts. */
const CONVENTIONS: Partial<Record<IntlLocale, Conventions>> = {
  'en-IN': {
    indianGrouping: true,
    moneyIndianGrouping: true,
    currencyPrefix: SYMBOLS,
    monthsShort: ENGLISH_MONTHS.map((month) => (month === 'Sep' ? 'Sept' : month)),
    weekdaysShort: ENGLISH_WEEKDAYS.map((day) => day.slice(0, 3)),
    weekdaysLong: ENGLISH_WEEKDAYS,
    am: 'am',
    pm: 'pm',
    date: (p) => `${p.day} ${p.month} ${p.year}`,
    weekdayDate: (p, withYear) => `${p.weekday}, ${p.day} ${p.month}${withYear ? `, ${p.year}` : ''}`,
    monthYear: (p) => `${p.month} ${p.year}`,
    or: 'or',
    serialComma: false,
  },
  'en-US': {
    indianGrouping: false,
    moneyIndianGrouping: false,
    currencyPrefix: SYMBOLS,
    monthsShort: ENGLISH_MONTHS,
    weekdaysShort: ENGLISH_WEEKDAYS.map((day) => day.slice(0, 3)),
    weekdaysLong: ENGLISH_WEEKDAYS,
    am: 'AM',
    pm: 'PM',
    date: (p) => `${p.month} ${p.day}, ${p.year}`,
    weekdayDate: (p, withYear) => `${p.weekday}, ${p.month} ${p.day}${withYear ? `, ${p.year}` : ''}`,
    monthYear: (p) => `${p.month} ${p.year}`,
    or: 'or',
    serialComma: true,
  },
};

/**
 * Adds the other languages' forms (shared/intl-languages.ts): the server at start, the browser with the
 * language's texts, before it renders in it. Kept out of the first download, where English needs none of them.
 */
export function addConventions(more: Partial<Record<IntlLocale, Conventions>>): void {
  Object.assign(CONVENTIONS, more);
}

/** A locale's forms; English (India's) if its language was never loaded, which rendering in it always does first. */
function conventions(locale: IntlLocale): Conventions {
  return CONVENTIONS[locale] ?? (CONVENTIONS['en-IN'] as Conventions);
}

/** Digits grouped the locale's way; only whole numbers from 0 up (anything else goes to Intl). */
function groupDigits(value: number, indian: boolean): string {
  const digits = String(value);
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  if (!rest) return last;
  const size = indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return `${groups.join(',')},${last}`;
}

const isPlainWholeNumber = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * Whole-unit money in the interface language: ₹1,500 and ₹1,50,000 (Indian grouping in en-IN, hi-IN,
 * ta-IN, te-IN, bn-IN), $150, "INR 1,500" in Spanish. English takes the currency's own country (rupees
 * en-IN, dollars en-US); every other language its one locale.
 */
export function formatMoney(amount: number, currency: CurrencyCode, language?: string | null): string {
  const locale = intlLocale(language, currencyCountry(currency));
  const rounded = Math.round(amount);
  if (!isPlainWholeNumber(rounded)) {
    return new Intl.NumberFormat(intlTag(locale), {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  }
  const { currencyPrefix, moneyIndianGrouping } = conventions(locale);
  return `${currencyPrefix[currency]}${groupDigits(rounded, moneyIndianGrouping)}`;
}

/** A plain number in the locale ("1,234", "12,34,567" in India). */
export function formatNumber(value: number, locale: IntlLocale): string {
  if (!isPlainWholeNumber(value)) return new Intl.NumberFormat(intlTag(locale)).format(value);
  return groupDigits(value, conventions(locale).indianGrouping);
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The parts of a moment in the machine's time zone, or in UTC (for calendar dates such as work days). */
function partsOf(date: Date, locale: IntlLocale, utc = false): DateParts {
  const { monthsShort, weekdaysShort } = conventions(locale);
  return {
    day: utc ? date.getUTCDate() : date.getDate(),
    month: monthsShort[utc ? date.getUTCMonth() : date.getMonth()] ?? '',
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
    weekday: weekdaysShort[utc ? date.getUTCDay() : date.getDay()] ?? '',
  };
}

/** A calendar date: "5 Jan 2025" (en-IN), "Jan 5, 2025" (en-US), "5 जन॰ 2025" (hi-IN); '' if invalid. */
export function formatDate(value: string | Date, locale: IntlLocale = 'en-IN'): string {
  const date = toDate(value);
  return date ? conventions(locale).date(partsOf(date, locale)) : '';
}

/** Month and year in UTC (the same on server and phone): "Nov 2026", "नव॰ 2026"; '' if invalid. */
export function formatMonthYear(value: string | Date, locale: IntlLocale = 'en-IN'): string {
  const date = toDate(value);
  return date ? conventions(locale).monthYear(partsOf(date, locale, true)) : '';
}

/**
 * "9:05 am" (en-IN, hi-IN), "9:05 AM" (en-US, ta-IN, te-IN, mr-IN, bn-IN), "9:05 p.m." (es-US); without
 * minutes "9 am" when `showMinutes` is false.
 */
export function clockTime(hours: number, minutes: number, locale: IntlLocale, showMinutes = true): string {
  const { am, pm } = conventions(locale);
  const hour = hours % 12 || 12;
  const time = showMinutes ? `${hour}:${String(minutes).padStart(2, '0')}` : String(hour);
  return `${time} ${hours < 12 ? am : pm}`;
}

/** Hour and minute: "9:05 am" (en-IN, hi-IN), "9:05 AM" (en-US), "9:05 p.m." (es-US); '' if invalid. */
export function formatTime(value: string | Date, locale: IntlLocale = 'en-IN'): string {
  const date = toDate(value);
  return date ? clockTime(date.getHours(), date.getMinutes(), locale) : '';
}

/** A calendar date "YYYY-MM-DD" as its weekday: "Friday", "शुक्रवार". */
export function formatWeekday(calendarDate: string, locale: IntlLocale): string {
  const date = toDate(`${calendarDate}T00:00:00Z`);
  return date ? (conventions(locale).weekdaysLong[date.getUTCDay()] ?? '') : '';
}

/** A calendar date "YYYY-MM-DD" with its weekday: "Fri, 5 Dec", with the year "Fri, 5 Dec, 2026". */
export function formatWeekdayDate(calendarDate: string, locale: IntlLocale, withYear: boolean): string {
  const date = toDate(`${calendarDate}T00:00:00Z`);
  return date ? conventions(locale).weekdayDate(partsOf(date, locale, true), withYear) : '';
}

/** Choices as one phrase: "A or B", "A, B or C" ("A, B, or C" in the USA), "A, B या C". */
export function formatOrList(items: readonly string[], locale: IntlLocale): string {
  const { or, serialComma } = conventions(locale);
  if (items.length < 2) return items.join('');
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1] ?? '';
  const word = typeof or === 'string' ? or : or(last);
  return `${head}${serialComma && items.length > 2 ? ',' : ''} ${word} ${last}`;
}
