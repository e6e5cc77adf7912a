import type { CountryCode, CurrencyCode } from './geo';

/**
 * The Intl locales dates, times and money are shown in (issue #13): Hindi is `hi-IN` wherever the job
 * is; English is `en-IN` for India and `en-US` for the USA. `hi-IN` keeps Latin digits (Intl's default
 * numbering system for Hindi), so numbers stay digits everyone reads.
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

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Whole-unit money in the interface language: ₹1,500 and ₹1,50,000 (Indian grouping in en-IN and
 * hi-IN), $150. English takes the currency's own country (rupees en-IN, dollars en-US).
 */
export function formatMoney(amount: number, currency: CurrencyCode, language?: string | null): string {
  const locale = intlLocale(language, currencyCountry(currency));
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** A plain number in the locale ("1,234", "12,34,567" in India). */
export function formatNumber(value: number, locale: IntlLocale): string {
  return new Intl.NumberFormat(locale).format(value);
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date: "5 Jan 2025" (en-IN), "Jan 5, 2025" (en-US), "5 जन॰ 2025" (hi-IN); '' if invalid. */
export function formatDate(value: string | Date, locale: IntlLocale = 'en-IN'): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }) : '';
}

/** A month and year: "Nov 2026" (en-IN, en-US), "नव॰ 2026" (hi-IN); '' if invalid. */
export function formatMonthYear(value: string | Date, locale: IntlLocale = 'en-IN'): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }) : '';
}

/** Hour and minute: "9:05 am" (en-IN, hi-IN), "9:05 AM" (en-US); '' if invalid. */
export function formatTime(value: string | Date, locale: IntlLocale = 'en-IN'): string {
  const date = toDate(value);
  return date ? date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }) : '';
}
