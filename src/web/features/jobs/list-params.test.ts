import { describe, expect, it } from 'vitest';
import { jobListSearch } from './api';
import { countFilters, NO_FILTERS, readFilters, writeFilters } from './list-params';
import { listingParams } from './page-data';

describe('list filters: when and same-day pay', () => {
  it('reads ?when= and ?payTiming=same-day, ignoring unknown values', () => {
    expect(readFilters(new URLSearchParams('when=tomorrow&payTiming=same-day'), 'INR')).toMatchObject({
      when: 'tomorrow',
      sameDayPay: true,
    });
    expect(readFilters(new URLSearchParams('when=someday&payTiming=weekly'), 'INR')).toMatchObject({
      when: null,
      sameDayPay: false,
    });
  });

  it('writes them, keeping other parameters, and counts them', () => {
    const filters = { ...NO_FILTERS, when: 'week' as const, sameDayPay: true };
    expect(writeFilters(new URLSearchParams('search=cook'), filters).toString()).toBe(
      'search=cook&when=week&payTiming=same-day',
    );
    expect(writeFilters(new URLSearchParams('when=week&payTiming=same-day'), NO_FILTERS).toString()).toBe('');
    expect(countFilters(filters)).toBe(2);
  });

  it("sends today with a day filter only, when the browser's date is known", () => {
    const searchParams = new URLSearchParams('when=today&payTiming=same-day');
    const withToday = listingParams({ searchParams, visitorCountry: 'IN', today: '2026-11-23' });
    expect(jobListSearch(withToday)).toBe('country=IN&when=today&today=2026-11-23&payTiming=same-day');
    // The server's render: the server counts from the country's zone.
    expect(jobListSearch(listingParams({ searchParams, visitorCountry: 'IN' }))).toBe(
      'country=IN&when=today&payTiming=same-day',
    );
    // No day filter, no date (one cache key for everyone).
    const plain = listingParams({
      searchParams: new URLSearchParams(),
      visitorCountry: 'IN',
      today: '2026-11-23',
    });
    expect(plain).not.toHaveProperty('today');
    expect(jobListSearch(plain)).toBe('country=IN');
  });
});
