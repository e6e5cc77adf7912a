import { describe, expect, it } from 'vitest';
import {
  addConventions,
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
  intlTag,
  type IntlLocale,
} from './intl';
import { LANGUAGE_CONVENTIONS } from './intl-languages';

// Every language's forms, as the server adds them at start and the browser with the language.
addConventions(LANGUAGE_CONVENTIONS);

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

  it('has one locale for each other language wherever the job is, by the primary subtag', () => {
    for (const country of ['IN', 'US'] as const) {
      expect(intlLocale('es', country)).toBe('es-US');
      expect(intlLocale('es-MX', country)).toBe('es-US');
      expect(intlLocale('ES-es', country)).toBe('es-US');
      expect(intlLocale('ta', country)).toBe('ta-IN');
      expect(intlLocale('ta-LK', country)).toBe('ta-IN');
      expect(intlLocale('te', country)).toBe('te-IN');
      expect(intlLocale('mr', country)).toBe('mr-IN');
      expect(intlLocale('bn', country)).toBe('bn-IN');
      expect(intlLocale('bn-BD', country)).toBe('bn-IN');
    }
    // Only a whole primary subtag counts, and nothing inherited from Object.
    expect(intlLocale('esp', 'IN')).toBe('en-IN');
    expect(intlLocale('constructor', 'US')).toBe('en-US');
  });

  it('asks Intl for Latin digits', () => {
    expect(intlTag('mr-IN')).toBe('mr-IN-u-nu-latn');
    expect(new Intl.NumberFormat(intlTag('bn-IN')).format(1234567)).toBe('12,34,567');
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

  it('keeps Latin digits in Marathi and Bengali, whose CLDR default digits are their own', () => {
    expect(new Intl.NumberFormat('bn-IN').format(150000)).not.toBe('1,50,000');
    expect(formatMoney(150000, 'INR', 'bn')).toBe('₹1,50,000');
    expect(formatMoney(150000, 'INR', 'ta')).toBe('₹1,50,000');
    expect(formatMoney(150000, 'INR', 'te')).toBe('₹1,50,000');
    // Marathi money is grouped by three in CLDR (₹150,000), its numbers the Indian way.
    expect(formatMoney(150000, 'INR', 'mr')).toBe('₹150,000');
    expect(formatNumber(150000, 'mr-IN')).toBe('1,50,000');
    expect(formatMoney(150000, 'USD', 'es')).toBe('$150,000');
    expect(formatMoney(1500, 'INR', 'es')).toBe('INR\u00a01,500');
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
    expect(formatNumber(1234567, 'es-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'bn-IN')).toBe('12,34,567');
  });

  it('writes dates and times in the new languages with Latin digits', () => {
    const date = '2025-11-05T21:05:00';
    expect(formatDate(date, 'es-US')).toBe('5 nov 2025');
    expect(formatWeekdayDate('2025-11-05', 'es-US', true)).toBe('mié, 5 de nov de 2025');
    expect(formatTime(date, 'es-US')).toBe('9:05 p.m.');
    expect(formatDate(date, 'mr-IN')).toBe('5 नोव्हें, 2025');
    expect(formatDate(date, 'bn-IN')).toBe('5 নভেঃ, 2025');
    expect(formatWeekdayDate('2025-11-05', 'ta-IN', false)).toBe('நவ. 5, புத.');
    expect(formatWeekdayDate('2025-11-05', 'te-IN', true)).toBe('5 నవం, 2025, బుధ');
    expect(formatTime(date, 'te-IN')).toBe('9:05 PM');
  });
});

/**
 * The forms in intl.ts are written out so a page need not load the browser's locale data (decision 0028);
 * here each one is checked against Intl itself in every locale, with spaces compared as spaces (newer
 * locale data writes a narrow no-break space before "AM").
 */
describe('the written-out forms say exactly what Intl says', () => {
  // A record, so that a new IntlLocale does not compile until it is listed (and checked) here.
  const EVERY_LOCALE: Record<IntlLocale, true> = {
    'en-IN': true,
    'en-US': true,
    'hi-IN': true,
    'es-US': true,
    'ta-IN': true,
    'te-IN': true,
    'mr-IN': true,
    'bn-IN': true,
  };
  const LOCALES = Object.keys(EVERY_LOCALE) as IntlLocale[];
  // What Intl writes with the digits the app shows (Latin), the same for every locale.
  const latn = intlTag;
  const moments = Array.from({ length: 12 * 7 }, (_, index) => {
    const month = index % 12;
    const day = 1 + ((index * 5) % 28);
    return new Date(2024 + (index % 3), month, day, index % 24, (index * 7) % 60);
  });
  const calendarDates = moments.map((moment) => moment.toISOString().slice(0, 10));

  it.each(LOCALES)('money and numbers in %s', (locale) => {
    const language = locale.startsWith('en') ? 'en' : locale.slice(0, 2);
    for (const amount of [0, 5, 99, 100, 999, 1000, 1500, 12345, 99999, 100000, 1234567, 123456789, 799.6]) {
      for (const currency of ['INR', 'USD'] as const) {
        const moneyLocale = intlLocale(language, currencyCountry(currency));
        const intl = new Intl.NumberFormat(latn(moneyLocale), {
          style: 'currency',
          currency,
          minimumFractionDigits: 0,
          maximumFractionDigits: 0,
        }).format(amount);
        expect(plain(formatMoney(amount, currency, language))).toBe(plain(intl));
      }
      expect(formatNumber(amount, locale)).toBe(new Intl.NumberFormat(latn(locale)).format(amount));
    }
  });

  it.each(LOCALES)('dates, months and times in %s', (locale) => {
    for (const moment of moments) {
      expect(formatDate(moment, locale)).toBe(
        plain(moment.toLocaleDateString(latn(locale), { day: 'numeric', month: 'short', year: 'numeric' })),
      );
      expect(formatMonthYear(moment, locale)).toBe(
        plain(moment.toLocaleDateString(latn(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' })),
      );
      expect(plain(formatTime(moment, locale))).toBe(
        plain(moment.toLocaleTimeString(latn(locale), { hour: 'numeric', minute: '2-digit' })),
      );
      const hourOnly = new Date(Date.UTC(2000, 0, 1, moment.getHours()));
      expect(plain(clockTime(moment.getHours(), 0, locale, false))).toBe(
        plain(hourOnly.toLocaleTimeString(latn(locale), { hour: 'numeric', timeZone: 'UTC' })),
      );
    }
  });

  it.each(LOCALES)('work days with their weekday in %s', (locale) => {
    for (const calendarDate of calendarDates) {
      const utc = new Date(`${calendarDate}T00:00:00Z`);
      const intl = (options: Intl.DateTimeFormatOptions) =>
        plain(utc.toLocaleDateString(latn(locale), { ...options, timeZone: 'UTC' }));
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
        new Intl.ListFormat(latn(locale), { type: 'disjunction' }).format(list),
      );
    }
  });

  it.each(LOCALES)('the "or" before any last choice in %s (Spanish "u" before an o sound)', (locale) => {
    const lasts = ['ocho', 'Otro', 'hora', 'HOY', 'hO', 'Óscar', 'ó', 'h', 'oeste', 'uno', '8', '80', '8.5'];
    lasts.push(
      '11',
      '11 mil',
      '11\u00a0000',
      '11.000',
      '11,000',
      '110',
      '111',
      '11a',
      '1',
      ' ocho',
      '¿ocho?',
      '',
    );
    const format = new Intl.ListFormat(latn(locale), { type: 'disjunction' });
    for (const last of lasts) {
      expect(formatOrList(['siete', last], locale)).toBe(format.format(['siete', last]));
      expect(formatOrList(['siete', 'nueve', last], locale)).toBe(format.format(['siete', 'nueve', last]));
    }
  });

  it('falls back to Intl for what it does not write out (fractions, negative amounts)', () => {
    expect(formatNumber(1234.5, 'en-IN')).toBe('1,234.5');
    expect(plain(formatMoney(-1500, 'INR', 'en'))).toBe('-₹1,500');
    // Still with Latin digits.
    expect(formatNumber(1234567.5, 'mr-IN')).toBe('12,34,567.5');
    expect(plain(formatMoney(-150000, 'INR', 'bn'))).toBe('-₹1,50,000');
  });
});
