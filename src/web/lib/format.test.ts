import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatTime } from './format';

describe('formatMoney', () => {
  it('formats rupees with Indian grouping and no fraction digits', () => {
    expect(formatMoney(1500, 'INR')).toBe('₹1,500');
    expect(formatMoney(150000, 'INR')).toBe('₹1,50,000');
    expect(formatMoney(799.6, 'INR')).toBe('₹800');
  });

  it('formats dollars with no fraction digits', () => {
    expect(formatMoney(150, 'USD')).toBe('$150');
    expect(formatMoney(1250.4, 'USD')).toBe('$1,250');
  });
});

describe('formatDate / formatTime', () => {
  it('formats a date in the given locale and gives "" for an invalid date', () => {
    expect(formatDate('2025-01-05T10:00:00', 'en-US')).toBe('Jan 5, 2025');
    expect(formatDate('2025-01-05T10:00:00', 'en-IN')).toBe('5 Jan 2025');
    expect(formatDate('not a date')).toBe('');
  });

  it('formats hour and minute', () => {
    // ICU versions differ in the space before AM (U+0020 or U+202F).
    expect(formatTime('2025-01-05T09:05:00', 'en-US').replace(/\s/g, ' ')).toBe('9:05 AM');
    expect(formatTime('nope')).toBe('');
  });
});
