import { describe, expect, it } from 'vitest';
import { findCityBySlug, type City } from './geo';
import {
  LOCATION_RELEVANCE,
  categoryGroupCategories,
  citiesWithLocationContaining,
  decodeJobCursor,
  effectiveJobStatus,
  encodeJobCursor,
  fingerprint,
  inPayRanges,
  jobExpiry,
  jobSearchText,
  jobTypeCategories,
  locationContains,
  locationRelevance,
  matchesSearch,
  payRanges,
  searchWords,
  type JobCursor,
} from './jobs';

const city = (slug: string): City => {
  const found = findCityBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('searchWords (spec 5)', () => {
  it('splits on whitespace, lower-cases, drops words of 2 or fewer characters and duplicates', () => {
    expect(searchWords('  Cook  in\tMUMBAI cook of a day ')).toEqual(['cook', 'mumbai', 'day']);
    expect(searchWords('to be or')).toEqual([]);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('abc ab')).toEqual(['abc']);
  });

  it('matches when ANY word appears in the search text, case-insensitively', () => {
    const text = jobSearchText({
      title: 'Cook needed',
      description: 'Vegetarian lunch',
      location: 'Pune, Maharashtra',
      categoryLabel: 'Cooking',
    });
    expect(text).toBe('cook needed\nvegetarian lunch\npune, maharashtra\ncooking');
    expect(matchesSearch(text, searchWords('driver PUNE'))).toBe(true);
    expect(matchesSearch(text, searchWords('driver guard'))).toBe(false);
    expect(matchesSearch(text, searchWords('cooki'))).toBe(true); // a substring of the category label
    expect(matchesSearch(text, [])).toBe(true);
  });
});

describe('city rule and relevance (spec 5 and 9)', () => {
  it('keeps a location that contains the city text, case-insensitively', () => {
    expect(locationContains('Navi Mumbai, Maharashtra', ' MUMBAI ')).toBe(true);
    expect(locationContains('Pune, Maharashtra', 'mumbai')).toBe(false);
  });

  it('scores 100 in the city, 50 in the same state group, 10 elsewhere', () => {
    const mumbai = city('mumbai');
    const job = (slug: string) => {
      const c = city(slug);
      return { location: `${c.name}, ${c.state}`, stateGroup: c.stateGroup, country: c.country };
    };
    expect(locationRelevance(job('mumbai'), mumbai)).toBe(LOCATION_RELEVANCE.city);
    expect(locationRelevance(job('navi-mumbai'), mumbai)).toBe(100);
    expect(locationRelevance(job('pune'), mumbai)).toBe(50);
    expect(locationRelevance(job('bangalore'), mumbai)).toBe(10);
    // Delhi NCR is one group across three states.
    expect(locationRelevance(job('gurugram'), city('delhi'))).toBe(50);
    expect(locationRelevance(job('noida'), city('gurugram'))).toBe(50);
    expect(locationRelevance(job('chandigarh'), city('ludhiana'))).toBe(50);
    // US groups are states.
    expect(locationRelevance(job('dallas'), city('austin'))).toBe(50);
    expect(locationRelevance(job('phoenix'), city('austin'))).toBe(10);
  });

  it('finds the built-in cities whose "City, State" contains a text, in one country', () => {
    expect(
      citiesWithLocationContaining('mumbai', 'IN')
        .map((c) => c.slug)
        .sort(),
    ).toEqual(['mumbai', 'navi-mumbai']);
    expect(citiesWithLocationContaining('Karnataka', 'IN').every((c) => c.state === 'Karnataka')).toBe(true);
    expect(citiesWithLocationContaining('texas', 'IN')).toEqual([]);
    expect(citiesWithLocationContaining('austin', 'US').map((c) => c.slug)).toEqual(['austin']);
    expect(citiesWithLocationContaining('  ', 'IN')).toEqual([]);
  });
});

describe('filter mappings', () => {
  it('maps job types to category slugs, several types = union', () => {
    expect(jobTypeCategories(['household'])?.sort()).toEqual(['cleaning', 'cooking', 'household-work']);
    expect(jobTypeCategories(['construction'])?.sort()).toEqual(['construction', 'painting']);
    expect(jobTypeCategories(['retail', 'security'])?.sort()).toEqual(['security-guard', 'shop-assistant']);
    expect(jobTypeCategories(['delivery'])).toEqual(['delivery-transport']);
    expect(jobTypeCategories(['gardening'])).toEqual(['gardening']);
    expect(jobTypeCategories([])).toEqual([]);
    expect(jobTypeCategories(['household', 'nope'])).toBeUndefined();
  });

  it('maps category page ids (home tiles, US links, plain slugs) to category slugs', () => {
    expect(categoryGroupCategories('household-work')?.sort()).toEqual([
      'cleaning',
      'cooking',
      'gardening',
      'household-work',
    ]);
    expect(categoryGroupCategories('security')).toEqual(['security-guard']);
    expect(categoryGroupCategories('office-work')).toEqual(['other']);
    expect(categoryGroupCategories('warehouse-work')?.sort()).toEqual(['delivery-transport', 'other']);
    expect(categoryGroupCategories('Painting')).toEqual(['painting']);
    expect(categoryGroupCategories('nope')).toBeUndefined();
  });

  it('turns pay bands into ranges: lower bound inclusive, upper exclusive, adjacent bands merged', () => {
    expect(payRanges('INR', ['under-500'])).toEqual([{ min: 0, max: 500 }]);
    expect(payRanges('INR', ['700-1000', '500-700'])).toEqual([{ min: 500, max: 1000 }]);
    expect(payRanges('INR', ['above-1000', 'under-500'])).toEqual([
      { min: 0, max: 500 },
      { min: 1000, max: null },
    ]);
    expect(payRanges('INR', ['700-1000', 'above-1000'])).toEqual([{ min: 700, max: null }]);
    expect(payRanges('USD', ['100-150', '150-200'])).toEqual([{ min: 100, max: 200 }]);
    expect(payRanges('INR', [])).toEqual([]);
    expect(payRanges('USD', ['under-500'])).toBeUndefined();
    const ranges = payRanges('INR', ['500-700']) ?? [];
    expect([499, 500, 699, 700].map((amount) => inPayRanges(amount, ranges))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('status and expiry', () => {
  it('expires 30 days after posting and reports an active job past it as expired', () => {
    const posted = new Date('2026-06-01T10:00:00.000Z');
    const expires = jobExpiry(posted);
    expect(expires.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(effectiveJobStatus('active', expires, new Date('2026-07-01T09:59:59.999Z'))).toBe('active');
    expect(effectiveJobStatus('active', expires, expires)).toBe('expired');
    expect(effectiveJobStatus('closed', expires, posted)).toBe('closed');
    expect(effectiveJobStatus('expired', expires, posted)).toBe('expired');
  });
});

describe('job cursors', () => {
  const cursors: JobCursor[] = [
    {
      order: 'newest',
      query: 'abcd1234',
      section: 0,
      after: { id: 42, createdAt: '2026-06-01T10:00:00.123456Z' },
    },
    {
      order: 'featured-newest',
      query: 'q',
      section: 1,
      after: { id: 7, createdAt: '2026-06-01T10:00:00.000000Z', featured: true },
    },
    { order: 'pay-desc', query: 'q', section: 0, after: { id: 9, dailySalary: 750 } },
    { order: 'pay-asc', query: 'q', section: 0, after: { id: 9, dailySalary: 0 } },
    { order: 'featured-newest', query: 'q', section: 1 },
    {
      order: 'newest',
      query: 'q',
      section: 0,
      after: { id: 1, createdAt: '2026-06-01T10:00:00.000Z' },
      total: { count: 1000, capped: true },
    },
  ];

  it('round-trips through an opaque, URL-safe string', () => {
    for (const cursor of cursors) {
      const text = encodeJobCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeJobCursor(text)).toEqual(cursor);
    }
  });

  it('rejects malformed or tampered cursors without throwing', () => {
    const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    for (const text of [
      '',
      'not base64!',
      b64([1, 2]),
      b64({ order: 'random', query: 'q', section: 0 }),
      b64({ order: 'newest', query: 'q', section: 2 }),
      b64({ order: 'newest', query: 'q', section: 0, afterId: 3 }),
      b64({
        order: 'newest',
        query: 'q',
        section: 0,
        afterId: 3,
        afterCreatedAt: "2026-01-01'; drop table jobs",
      }),
      b64({
        order: 'featured-newest',
        query: 'q',
        section: 0,
        afterId: 3,
        afterCreatedAt: '2026-06-01T10:00:00.000Z',
      }),
      b64({ order: 'pay-asc', query: 'q', section: 0, afterId: 3, afterDailySalary: '100' }),
      b64({ order: 'pay-asc', query: 'q', section: 0, afterId: -1, afterDailySalary: 100 }),
      b64({ order: 'pay-asc', query: 'q', section: 0, afterDailySalary: 100 }),
      b64({ order: 'pay-asc', query: 'q', section: 0, totalCount: 5 }),
      b64({ order: 'pay-asc', query: 'q', section: 0, totalCount: -5, totalCapped: false }),
      // The one-letter keys of earlier cursors are not read.
      b64({ o: 'newest', q: 'q', s: 0 }),
    ]) {
      expect(decodeJobCursor(text), text).toBeUndefined();
    }
  });

  it('fingerprints a query stably', () => {
    expect(fingerprint('abc')).toBe(fingerprint('abc'));
    expect(fingerprint('abc')).not.toBe(fingerprint('abd'));
    expect(fingerprint('')).toMatch(/^[0-9a-f]{8}$/);
  });
});
