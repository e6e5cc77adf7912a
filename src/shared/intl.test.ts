import { describe, expect, it } from 'vitest';
import {
  clockTime,
  currencyCountry,
  formatDate,
  formatMonthYear,
  formatMoney,
  formatNumber,
  formatOrList,
  formatTime,
  formatWeekday,
  formatWeekdayDate,
  intlLocale,
  type IntlLocale,
} from './intl';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('intlLocale', () => {
  it('is hi-IN in Hindi wherever the job is, and en-IN / en-US by country in English', () => {
    expect(intlLocale('hi', 'IN')).toBe('hi-IN');
    expect(intlLocale('hi', 'US')).toBe('hi-IN');
    expect(intlLocale('hi-IN', 'US')).toBe('hi-IN');
    expect(intlLocale('en', 'IN')).toBe('en-IN');
    expect(intlLocale('en', 'US')).toBe('en-US');
    // Anything unknown is English.
    expect(intlLocale(undefined, 'US')).toBe('en-US');
    expect(intlLocale('fr', 'IN')).toBe('en-IN');
  });

  it('knows the country of each currency', () => {
    expect(currencyCountry('INR')).toBe('IN');
    expect(currencyCountry('USD')).toBe('US');
  });
});

describe('formatMoney', () => {
  it('writes rupees with Indian grouping and dollars the American way in English', () => {
    expect(formatMoney(1500, 'INR')).toBe('₹1,500');
    expect(formatMoney(150000, 'INR', 'en')).toBe('₹1,50,000');
    expect(formatMoney(799.6, 'INR')).toBe('₹800');
    expect(formatMoney(1250.4, 'USD', 'en')).toBe('$1,250');
  });

  it('keeps Latin digits in Hindi', () => {
    expect(formatMoney(150000, 'INR', 'hi')).toBe('₹1,50,000');
    expect(formatMoney(150, 'USD', 'hi')).toBe('$150');
  });
});

describe('dates, times and numbers', () => {
  it('writes a date in each locale, with Hindi month names and Latin digits in hi-IN', () => {
    const date = '2025-01-05T10:00:00';
    expect(formatDate(date, 'en-IN')).toBe('5 Jan 2025');
    expect(formatDate(date, 'en-US')).toBe('Jan 5, 2025');
    const hindi = formatDate(date, 'hi-IN');
    expect(hindi).toMatch(/^5 जन/);
    expect(hindi).toContain('2025');
    expect(hindi).not.toMatch(/[०-९]/);
    expect(formatDate('not a date', 'hi-IN')).toBe('');
  });

  it('writes times and numbers in each locale', () => {
    const time = '2025-01-05T21:05:00';
    expect(plain(formatTime(time, 'en-US'))).toBe('9:05 PM');
    expect(plain(formatTime(time, 'en-IN'))).toBe('9:05 pm');
    expect(formatTime(time, 'hi-IN')).toMatch(/^9:05/);
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'en-IN')).toBe('12,34,567');
    expect(formatNumber(1234567, 'hi-IN')).toBe('12,34,567');
  });
});

/**
 * The forms in intl.ts are written out so a page need not load the browser's locale data (decision 0028);
 * here each one is checked against Intl itself in every locale, with spaces compared as spaces (newer
 * locale data writes a narrow no-break space before "AM").
 */
describe('the written-out forms say exactly what Intl says', () => {
  const LOCALES: IntlLocale[] = ['en-IN', 'en-US', 'hi-IN'];
  const moments = Array.from({ length: 12 * 7 }, (_, index) => {
    const month = index % 12;
    const day = 1 + ((index * 5) % 28);
    return new Date(2024 + (index % 3), month, day, index % 24, (index * 7) % 60);
  });
  const calendarDates = moments.map((moment) => moment.toISOString().slice(0, 10));

  it.each(LOCALES)('money and numbers in %s', (locale) => {
    const language = locale.startsWith('hi') ? 'hi' : 'en';
    for (const amount of [0, 5, 99, 100, 999, 1000, 1500, 12345, 99999, 100000, 1234567, 123456789, 799.6]) {
      for (const currency of ['INR', 'USD'] as const) {
        const moneyLocale = intlLocale(language, currencyCountry(currency));
        const intl = new Intl.NumberFormat(moneyLocale, {
          style: 'currency',
          currency,
          minimumFractionDigits: 0,
          maximumFractionDigits: 0,
        }).format(amount);
        expect(plain(formatMoney(amount, currency, language))).toBe(plain(intl));
      }
      expect(formatNumber(amount, locale)).toBe(new Intl.NumberFormat(locale).format(amount));
    }
  });

  it.each(LOCALES)('dates, months and times in %s', (locale) => {
    for (const moment of moments) {
      expect(formatDate(moment, locale)).toBe(
        plain(moment.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })),
      );
      expect(formatMonthYear(moment, locale)).toBe(
        plain(moment.toLocaleDateString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' })),
      );
      expect(plain(formatTime(moment, locale))).toBe(
        plain(moment.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' })),
      );
      const hourOnly = new Date(Date.UTC(2000, 0, 1, moment.getHours()));
      expect(plain(clockTime(moment.getHours(), 0, locale, false))).toBe(
        plain(hourOnly.toLocaleTimeString(locale, { hour: 'numeric', timeZone: 'UTC' })),
      );
    }
  });

  it.each(LOCALES)('work days with their weekday in %s', (locale) => {
    for (const calendarDate of calendarDates) {
      const utc = new Date(`${calendarDate}T00:00:00Z`);
      const intl = (options: Intl.DateTimeFormatOptions) =>
        plain(utc.toLocaleDateString(locale, { ...options, timeZone: 'UTC' }));
      expect(formatWeekday(calendarDate, locale)).toBe(intl({ weekday: 'long' }));
      const short = { weekday: 'short', day: 'numeric', month: 'short' } as const;
      expect(formatWeekdayDate(calendarDate, locale, false)).toBe(intl(short));
      expect(formatWeekdayDate(calendarDate, locale, true)).toBe(intl({ ...short, year: 'numeric' }));
    }
  });

  it.each(LOCALES)('lists of choices in %s', (locale) => {
    const items = ['Cash', 'UPI', 'Bank transfer', 'Cheque'];
    for (let count = 1; count <= items.length; count += 1) {
      const list = items.slice(0, count);
      expect(formatOrList(list, locale)).toBe(
        new Intl.ListFormat(locale, { type: 'disjunction' }).format(list),
      );
    }
  });

  it('falls back to Intl for what it does not write out (fractions, negative amounts)', () => {
    expect(formatNumber(1234.5, 'en-IN')).toBe('1,234.5');
    expect(plain(formatMoney(-1500, 'INR', 'en'))).toBe('-₹1,500');
  });
});
