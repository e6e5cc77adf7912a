import { describe, expect, it } from 'vitest';
import { slugify } from '../text/slug';
import {
  CITIES,
  COUNTRIES,
  POPULAR_CITIES,
  REGIONS,
  STATE_GROUPS,
  currencyForCountry,
  findCity,
  findCityBySlug,
  locationLabel,
  parseLocation,
  sameStateGroup,
  suggestCities,
  suggestLocations,
  mayBeUsOffset,
  timeZoneCountry,
  type City,
} from './index';

const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];
const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
];

function city(slug: string): City {
  const found = findCityBySlug(slug);
  if (!found) throw new Error(`missing ${slug}`);
  return found;
}

function names(cities: readonly City[]): string[] {
  return cities.map((c) => c.name);
}

const indian = CITIES.filter((c) => c.country === 'IN');
const american = CITIES.filter((c) => c.country === 'US');

describe('city data', () => {
  it('lists India first, then the USA, in the expected sizes', () => {
    const firstUs = CITIES.findIndex((c) => c.country === 'US');
    expect(CITIES.slice(firstUs).every((c) => c.country === 'US')).toBe(true);
    expect(indian.length).toBeGreaterThanOrEqual(250);
    expect(indian.length).toBeLessThanOrEqual(400);
    expect(american.length).toBeGreaterThanOrEqual(50);
    expect(american.length).toBeLessThanOrEqual(80);
  });

  it('has unique slugs equal to slugify(name), and URL-safe', () => {
    const slugs = CITIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const c of CITIES) {
      expect(c.slug).toBe(slugify(c.name));
      expect(c.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(c.name).toBe(c.name.trim());
    }
  });

  it('covers every Indian state and union territory and nothing else', () => {
    const expected = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES];
    expect(expected).toHaveLength(36);
    expect(new Set(indian.map((c) => c.state))).toEqual(new Set(expected));
  });

  it('includes the capitals and the best-known names', () => {
    for (const label of [
      'Mumbai, Maharashtra',
      'Delhi, Delhi',
      'New Delhi, Delhi',
      'Bangalore, Karnataka',
      'Hyderabad, Telangana',
      'Chennai, Tamil Nadu',
      'Kolkata, West Bengal',
      'Gurugram, Haryana',
      'Thiruvananthapuram, Kerala',
      'Dispur, Assam',
      'Itanagar, Arunachal Pradesh',
      'Kavaratti, Lakshadweep',
      'Port Blair, Andaman and Nicobar Islands',
      'Leh, Ladakh',
      'Srinagar, Jammu and Kashmir',
      'Silvassa, Dadra and Nagar Haveli and Daman and Diu',
      'Aurangabad, Maharashtra',
    ]) {
      expect(parseLocation(label), label).toBeDefined();
    }
  });

  it('uses full US state names and stateGroup = state for US cities', () => {
    for (const c of american) {
      expect(c.stateGroup).toBe(c.state);
      expect(c.state.length).toBeGreaterThan(2);
    }
    expect(city('houston').state).toBe('Texas');
    expect(american.filter((c) => c.state === 'California').length).toBeGreaterThanOrEqual(5);
    expect(american.filter((c) => c.state === 'Texas').length).toBeGreaterThanOrEqual(5);
    expect(american.filter((c) => c.state === 'New York').length).toBeGreaterThanOrEqual(5);
  });
});

describe('state groups', () => {
  it('has the 15 groups of the spec', () => {
    expect(STATE_GROUPS).toHaveLength(15);
    expect(STATE_GROUPS).toContain('Delhi NCR');
    expect(new Set(STATE_GROUPS).size).toBe(15);
  });

  it('puts Delhi and the NCR cities in Delhi NCR while keeping their states', () => {
    expect(city('delhi').stateGroup).toBe('Delhi NCR');
    expect(city('new-delhi').stateGroup).toBe('Delhi NCR');
    for (const [slug, state] of [
      ['gurugram', 'Haryana'],
      ['faridabad', 'Haryana'],
      ['noida', 'Uttar Pradesh'],
      ['greater-noida', 'Uttar Pradesh'],
      ['ghaziabad', 'Uttar Pradesh'],
    ] as const) {
      expect(city(slug).state).toBe(state);
      expect(city(slug).stateGroup).toBe('Delhi NCR');
      expect(sameStateGroup(city(slug), city('delhi'))).toBe(true);
    }
    expect(city('meerut').stateGroup).toBe('Uttar Pradesh');
    expect(city('panipat').stateGroup).toBe('Haryana');
    expect(sameStateGroup(city('noida'), city('lucknow'))).toBe(false);
    expect(sameStateGroup(city('gurugram'), city('rohtak'))).toBe(false);
  });

  it('gives Chandigarh to Punjab and every other city its own state', () => {
    expect(city('chandigarh').stateGroup).toBe('Punjab');
    expect(sameStateGroup(city('chandigarh'), city('ludhiana'))).toBe(true);
    const special = new Set(['Delhi NCR', 'Punjab']);
    for (const c of indian) {
      if (!special.has(c.stateGroup)) expect(c.stateGroup).toBe(c.state);
    }
    expect(city('guwahati').stateGroup).toBe('Assam');
    expect(sameStateGroup(city('mumbai'), city('pune'))).toBe(true);
    expect(sameStateGroup(city('mumbai'), city('bangalore'))).toBe(false);
  });

  it('every group of the 15 has cities', () => {
    for (const group of STATE_GROUPS) {
      expect(
        indian.some((c) => c.stateGroup === group),
        group,
      ).toBe(true);
    }
  });
});

describe('countries', () => {
  it('describes India and the USA', () => {
    expect(COUNTRIES.IN).toEqual({
      code: 'IN',
      name: 'India',
      currency: 'INR',
      symbol: '₹',
      locale: 'en-IN',
    });
    expect(COUNTRIES.US).toEqual({
      code: 'US',
      name: 'United States',
      currency: 'USD',
      symbol: '$',
      locale: 'en-US',
    });
    expect(currencyForCountry('IN')).toBe('INR');
    expect(currencyForCountry('US')).toBe('USD');
  });
});

describe('findCityBySlug', () => {
  it('finds cities case-insensitively', () => {
    expect(findCityBySlug('mumbai')?.name).toBe('Mumbai');
    expect(findCityBySlug('NEW-DELHI')?.name).toBe('New Delhi');
    expect(findCityBySlug('San-Francisco')?.state).toBe('California');
    expect(findCityBySlug('atlantis')).toBeUndefined();
    expect(findCityBySlug('')).toBeUndefined();
  });

  it('finds every city by its slug', () => {
    for (const c of CITIES) expect(findCityBySlug(c.slug)).toBe(c);
  });

  it('resolves well-known other names', () => {
    expect(findCityBySlug('bengaluru')?.name).toBe('Bangalore');
    expect(findCityBySlug('gurgaon')?.name).toBe('Gurugram');
    expect(findCityBySlug('bombay')?.name).toBe('Mumbai');
  });
});

describe('findCity', () => {
  it('finds a city by its label, bare name, slug or other name', () => {
    expect(findCity('Austin, TX')?.slug).toBe(findCityBySlug('austin')?.slug);
    expect(findCity('noida, delhi ncr')?.name).toBe('Noida');
    expect(findCity('San Francisco')?.state).toBe('California');
    expect(findCity('new-delhi')?.name).toBe('New Delhi');
    expect(findCity('bengaluru')?.name).toBe('Bangalore');
    expect(findCity('Mumbai, Karnataka')).toBeUndefined();
    expect(findCity('atlantis')).toBeUndefined();
  });

  it('finds every city by its label, name and slug', () => {
    for (const c of CITIES) {
      expect(findCity(locationLabel(c))).toBe(c);
      expect(findCity(c.slug)).toBe(c);
    }
  });
});

describe('suggestCities', () => {
  function tier(c: City, q: string): number {
    const name = c.name.toLowerCase();
    return name === q ? 0 : name.startsWith(q) ? 1 : 2;
  }

  it('returns [] for a blank query', () => {
    expect(suggestCities('', { limit: 15 })).toEqual([]);
    expect(suggestCities('   ', { limit: 15 })).toEqual([]);
  });

  it('puts the exact match first, then prefix matches, then other matches', () => {
    expect(names(suggestCities('delhi', { limit: 15 }))).toEqual(['Delhi', 'New Delhi']);
    expect(names(suggestCities('Puri', { limit: 15 }))).toEqual(['Puri']);
    const result = suggestCities('pur', { limit: 50 });
    expect(result.length).toBeGreaterThan(5);
    const prefixes = result.filter((c) => tier(c, 'pur') === 1);
    expect(names(prefixes)).toEqual(['Puri', 'Purnia']);
    expect(names(result.slice(0, 2))).toEqual(['Puri', 'Purnia']);
    expect(result.slice(2).every((c) => tier(c, 'pur') === 2)).toBe(true);
  });

  it('orders each tier alphabetically and matches case-insensitively', () => {
    const result = suggestCities('AN', { limit: 1000 });
    const tiers = result.map((c) => tier(c, 'an'));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    for (const t of [1, 2]) {
      const group = names(result.filter((c) => tier(c, 'an') === t));
      expect(group).toEqual([...group].sort((a, b) => a.localeCompare(b, 'en')));
    }
    expect(names(result.slice(0, 6))).toEqual([
      'Anaheim',
      'Anand',
      'Anantapur',
      'Anantnag',
      'Anchorage',
      'Angul',
    ]);
    expect(result).toHaveLength(CITIES.filter((c) => c.name.toLowerCase().includes('an')).length);
  });

  it('caps results at 15 (desktop) and 6 (mobile)', () => {
    expect(suggestCities('a', { limit: 15 })).toHaveLength(15);
    expect(suggestCities('a', { limit: 6 })).toHaveLength(6);
    expect(suggestCities('a', { limit: 6 })).toEqual(suggestCities('a', { limit: 15 }).slice(0, 6));
    expect(suggestCities('mumbai', { limit: 6 })).toHaveLength(2); // Mumbai, Navi Mumbai
  });

  it('lists cities of the given country first within each tier', () => {
    expect(names(suggestCities('an', { limit: 6, country: 'US' }))).toEqual([
      'Anaheim',
      'Anchorage',
      'Anand',
      'Anantapur',
      'Anantnag',
      'Angul',
    ]);
    expect(names(suggestCities('an', { limit: 4, country: 'IN' }))).toEqual([
      'Anand',
      'Anantapur',
      'Anantnag',
      'Angul',
    ]);
    // The exact tier still wins over country.
    const washington = suggestCities('washington', { limit: 3, country: 'IN' });
    expect(names(washington)).toEqual(['Washington']);
  });
});

describe('locations', () => {
  it('labels a city as "City, State"', () => {
    expect(locationLabel(city('pune'))).toBe('Pune, Maharashtra');
    expect(locationLabel(city('noida'))).toBe('Noida, Uttar Pradesh');
    expect(locationLabel(city('austin'))).toBe('Austin, Texas');
  });

  it('suggests labels, city-name prefix matches first, then alphabetical, capped at 10 by default', () => {
    expect(suggestLocations('')).toEqual([]);
    expect(suggestLocations('a')).toHaveLength(10);
    expect(suggestLocations('a', 3)).toHaveLength(3);
    expect(suggestLocations('delhi')).toEqual(['Delhi, Delhi', 'New Delhi, Delhi']);
    const karnataka = suggestLocations('karnataka', 100);
    expect(karnataka).toEqual([...karnataka].sort((a, b) => a.localeCompare(b, 'en')));
    expect(karnataka).toContain('Bangalore, Karnataka');
    const ma = suggestLocations('ma', 100);
    const firstNonPrefix = ma.findIndex((label) => !label.toLowerCase().startsWith('ma'));
    expect(firstNonPrefix).toBeGreaterThan(0);
    expect(ma.slice(firstNonPrefix).every((label) => !label.toLowerCase().startsWith('ma'))).toBe(true);
    expect(ma).toContain('Pune, Maharashtra'); // matched on the state
    expect(suggestLocations('  MUMBAI ')).toEqual(['Mumbai, Maharashtra', 'Navi Mumbai, Maharashtra']);
  });

  it('parses every label and every bare name back to its city', () => {
    for (const c of CITIES) {
      expect(parseLocation(locationLabel(c))).toBe(c);
      expect(parseLocation(c.name)).toBe(c);
      expect(parseLocation(`  ${c.name.toUpperCase()} ,   ${c.state.toLowerCase()}  `)).toBe(c);
    }
  });

  it('accepts common variants and rejects mismatches', () => {
    expect(parseLocation('Noida, Delhi NCR')?.slug).toBe('noida');
    expect(parseLocation('Pune, Maharashtra, India')?.slug).toBe('pune');
    expect(parseLocation('Austin, TX')?.slug).toBe('austin');
    expect(parseLocation('Washington, DC')?.slug).toBe('washington');
    expect(parseLocation('Bengaluru, Karnataka')?.slug).toBe('bangalore');
    expect(parseLocation('Pune, Karnataka')).toBeUndefined();
    expect(parseLocation('Atlantis')).toBeUndefined();
    expect(parseLocation('Andheri West, Mumbai')).toBeUndefined();
    expect(parseLocation('')).toBeUndefined();
    expect(parseLocation(',')).toBeUndefined();
  });
});

describe('cities page lists', () => {
  it('has 30 Indian then 30 US popular cities', () => {
    expect(POPULAR_CITIES.IN).toHaveLength(30);
    expect(POPULAR_CITIES.US).toHaveLength(30);
    expect(POPULAR_CITIES.IN.every((c) => c.country === 'IN')).toBe(true);
    expect(POPULAR_CITIES.US.every((c) => c.country === 'US')).toBe(true);
    expect(new Set(POPULAR_CITIES.IN).size).toBe(30);
    expect(new Set(POPULAR_CITIES.US).size).toBe(30);
    expect(names(POPULAR_CITIES.IN.slice(0, 10))).toEqual([
      'Mumbai',
      'Delhi',
      'Bangalore',
      'Hyderabad',
      'Chennai',
      'Kolkata',
      'Pune',
      'Ahmedabad',
      'Jaipur',
      'Lucknow',
    ]);
    expect(names(POPULAR_CITIES.US.slice(0, 4))).toEqual(['New York', 'Los Angeles', 'Chicago', 'Houston']);
    for (const c of [...POPULAR_CITIES.IN, ...POPULAR_CITIES.US]) expect(CITIES).toContain(c);
  });

  it('has six regions of three cities each', () => {
    expect(REGIONS.map((r) => r.name)).toEqual([
      'Maharashtra',
      'Karnataka',
      'Delhi NCR',
      'California',
      'Texas',
      'New York',
    ]);
    for (const region of REGIONS) {
      expect(region.cities).toHaveLength(3);
      for (const c of region.cities) {
        expect(c.country).toBe(region.country);
        expect(c.stateGroup).toBe(region.name);
      }
    }
  });
});

describe('timeZoneCountry', () => {
  it('maps US zones to US', () => {
    for (const zone of [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
      'America/Detroit',
      'America/Boise',
      'America/Indiana/Indianapolis',
      'America/Indiana/Knox',
      'America/Kentucky/Louisville',
      'America/North_Dakota/Center',
      'America/Adak',
      'US/Eastern',
      'America/Puerto_Rico',
    ]) {
      expect(timeZoneCountry(zone), zone).toBe('US');
    }
  });

  it('maps everything else, and nothing, to IN', () => {
    for (const zone of [
      'Asia/Kolkata',
      'Asia/Calcutta',
      'Europe/London',
      'America/Toronto',
      'America/Mexico_City',
      'UTC',
      '',
    ]) {
      expect(timeZoneCountry(zone), zone).toBe('IN');
    }
    expect(timeZoneCountry(undefined)).toBe('IN');
  });
});

describe('mayBeUsOffset', () => {
  /** A zone's offset on a day, as Date#getTimezoneOffset gives it (minutes west of UTC). */
  function offsetOf(timeZone: string, date: Date): number {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '+' ? -minutes : minutes;
  }

  it('is true for every offset of every US zone, in winter and in summer', () => {
    const usZones = Intl.supportedValuesOf('timeZone').filter((zone) => timeZoneCountry(zone) === 'US');
    expect(usZones.length).toBeGreaterThan(20);
    for (const zone of usZones) {
      for (const date of [new Date(Date.UTC(2026, 0, 15)), new Date(Date.UTC(2026, 6, 15))]) {
        expect(mayBeUsOffset(offsetOf(zone, date)), `${zone} ${date.toISOString()}`).toBe(true);
      }
    }
  });

  it('is false in India, in London and at UTC', () => {
    expect(mayBeUsOffset(offsetOf('Asia/Kolkata', new Date()))).toBe(false);
    expect(mayBeUsOffset(-330)).toBe(false);
    expect(mayBeUsOffset(0)).toBe(false);
    expect(mayBeUsOffset(-60)).toBe(false);
  });
});
