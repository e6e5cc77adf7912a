import type { CountryCode, CurrencyCode } from './geo';

/**
 * The Intl locales dates, times and money are shown in (issue #13): Hindi is `hi-IN` wherever the job
 * is; English is `en-IN` for India and `en-US` for the USA. `hi-IN` keeps Latin digits (Intl's default
 * numbering system for Hindi), so numbers stay digits everyone reads.
 *
 * The texts are Intl's own (CLDR), written out below for the few forms the pages use, because the
 * first `Intl.NumberFormat` or `Intl.DateTimeFormat` a page creates loads the browser's locale data:
 * 150-400 ms on a phone's CPU, in the middle of hydration (decision 0028). `intl.test.ts` checks every
 * form here against Intl, month by month and weekday by weekday, in every locale.
 */
export type IntlLocale = 'hi-IN' | 'en-IN' | 'en-US';

/** The Intl locale of an interface language ('en', 'hi', or a tag such as 'hi-IN') in a country. */
export function intlLocale(language: string | null | undefined, country: CountryCode): IntlLocale {
  if (language?.toLowerCase().split('-')[0] === 'hi') return 'hi-IN';
  return country === 'US' ? 'en-US' : 'en-IN';
}

/** The country whose money a currency is (a job's pay is shown the way its own country writes it). */
export function currencyCountry(currency: CurrencyCode): CountryCode {
  return currency === 'USD' ? 'US' : 'IN';
}

interface DateParts {
  day: number;
  month: string;
  year: number;
  weekday: string;
}

/** What Intl writes in each locale, for the forms used here. */
interface Conventions {
  /** Indian grouping (12,34,567) or three digits a group (1,234,567). */
  indianGrouping: boolean;
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
  /** "A, B or C" */
  or: string;
  /** The comma before the last "or" of three or more ("A, B, or C" in the USA). */
  serialComma: boolean;
}

const ENGLISH_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const CONVENTIONS: Record<IntlLocale, Conventions> = {
  'en-IN': {
    indianGrouping: true,
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
  'hi-IN': {
    indianGrouping: true,
    monthsShort: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    weekdaysShort: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
    weekdaysLong: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    am: 'am',
    pm: 'pm',
    date: (p) => `${p.day} ${p.month} ${p.year}`,
    weekdayDate: (p, withYear) => `${p.weekday}, ${p.day} ${p.month}${withYear ? ` ${p.year}` : ''}`,
    monthYear: (p) => `${p.month} ${p.year}`,
    or: 'या',
    serialComma: false,
  },
};

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

const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { INR: '₹', USD: '$' };

/**
 * Whole-unit money in the interface language: ₹1,500 and ₹1,50,000 (Indian grouping in en-IN and
 * hi-IN), $150. English takes the currency's own country (rupees en-IN, dollars en-US).
 */
export function formatMoney(amount: number, currency: CurrencyCode, language?: string | null): string {
  const locale = intlLocale(language, currencyCountry(currency));
  const rounded = Math.round(amount);
  if (!isPlainWholeNumber(rounded)) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
      amount,
    );
  }
  return `${CURRENCY_SYMBOLS[currency]}${groupDigits(rounded, CONVENTIONS[locale].indianGrouping)}`;
}

/** A plain number in the locale ("1,234", "12,34,567" in India). */
export function formatNumber(value: number, locale: IntlLocale): string {
  if (!isPlainWholeNumber(value)) return new Intl.NumberFormat(locale).format(value);
  return groupDigits(value, CONVENTIONS[locale].indianGrouping);
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The parts of a moment in the machine's time zone, or in UTC (for calendar dates such as work days). */
function partsOf(date: Date, locale: IntlLocale, utc = false): DateParts {
  const { monthsShort, weekdaysShort } = CONVENTIONS[locale];
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
  return date ? CONVENTIONS[locale].date(partsOf(date, locale)) : '';
}

/** Month and year in UTC (the same on server and phone): "Nov 2026", "नव॰ 2026"; '' if invalid. */
export function formatMonthYear(value: string | Date, locale: IntlLocale = 'en-IN'): string {
  const date = toDate(value);
  return date ? CONVENTIONS[locale].monthYear(partsOf(date, locale, true)) : '';
}

/** "9:05 am" (en-IN, hi-IN), "9:05 AM" (en-US); without minutes "9 am" when `minutes` is false. */
export function clockTime(hours: number, minutes: number, locale: IntlLocale, showMinutes = true): string {
  const { am, pm } = CONVENTIONS[locale];
  const hour = hours % 12 || 12;
  const time = showMinutes ? `${hour}:${String(minutes).padStart(2, '0')}` : String(hour);
  return `${time} ${hours < 12 ? am : pm}`;
}

/** Hour and minute: "9:05 am" (en-IN, hi-IN), "9:05 AM" (en-US); '' if invalid. */
export function formatTime(value: string | Date, locale: IntlLocale = 'en-IN'): string {
  const date = toDate(value);
  return date ? clockTime(date.getHours(), date.getMinutes(), locale) : '';
}

/** A calendar date "YYYY-MM-DD" as its weekday: "Friday", "शुक्रवार". */
export function formatWeekday(calendarDate: string, locale: IntlLocale): string {
  const date = toDate(`${calendarDate}T00:00:00Z`);
  return date ? (CONVENTIONS[locale].weekdaysLong[date.getUTCDay()] ?? '') : '';
}

/** A calendar date "YYYY-MM-DD" with its weekday: "Fri, 5 Dec", with the year "Fri, 5 Dec, 2026". */
export function formatWeekdayDate(calendarDate: string, locale: IntlLocale, withYear: boolean): string {
  const date = toDate(`${calendarDate}T00:00:00Z`);
  return date ? CONVENTIONS[locale].weekdayDate(partsOf(date, locale, true), withYear) : '';
}

/** Choices as one phrase: "A or B", "A, B or C" ("A, B, or C" in the USA), "A, B या C". */
export function formatOrList(items: readonly string[], locale: IntlLocale): string {
  const { or, serialComma } = CONVENTIONS[locale];
  if (items.length < 2) return items.join('');
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1] ?? '';
  return `${head}${serialComma && items.length > 2 ? ',' : ''} ${or} ${last}`;
}
