import { describe, expect, it } from 'vitest';
import { currencyCountry, formatDate, formatMoney, formatNumber, formatTime, intlLocale } from './intl';

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
