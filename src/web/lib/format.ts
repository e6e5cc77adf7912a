export type CurrencyCode = 'INR' | 'USD';

const MONEY_LOCALE: Record<CurrencyCode, string> = { INR: 'en-IN', USD: 'en-US' };
const moneyFormats = new Map<CurrencyCode, Intl.NumberFormat>();

/** Whole-unit money: ₹1,500 (en-IN grouping, so ₹1,50,000) or $150. */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(MONEY_LOCALE[currency], {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date such as "5 Jan 2025" (en-IN) or "Jan 5, 2025" (en-US); empty for an invalid date. */
export function formatDate(value: string | Date, locale = 'en-IN'): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' }) : '';
}

/** Hour and minute, e.g. "9:05 am"; empty for an invalid date. */
export function formatTime(value: string | Date, locale = 'en-IN'): string {
  const date = toDate(value);
  return date ? date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }) : '';
}
