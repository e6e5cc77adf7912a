import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../../../shared/categories';
import { INDIA_CITIES } from '../../../../shared/geo/india';
import { categoryWordsTe, cityNamesTe } from '../../../../shared/i18n/te-search';
import { DEVANAGARI_CITY_NAMES } from './places';
import { UTTERANCES_TE } from './utterances-te';

const TELUGU = /\p{Script=Telugu}/u;
const HINDI_SLUGS = new Set(Object.values(DEVANAGARI_CITY_NAMES));
const TELUGU_SLUGS = new Set(Object.values(cityNamesTe));

describe('Telugu search words (shared/i18n/te-search.ts)', () => {
  it('names every city the Devanagari list names and every built-in city of Andhra Pradesh and Telangana', () => {
    const telugu = new Set(Object.values(cityNamesTe));
    const home = INDIA_CITIES.filter((city) => city.state === 'Andhra Pradesh' || city.state === 'Telangana');
    expect([...HINDI_SLUGS, ...home.map((city) => city.slug)].filter((slug) => !telugu.has(slug))).toEqual(
      [],
    );
    const builtIn = new Set(INDIA_CITIES.map((city) => city.slug));
    expect([...telugu].filter((slug) => !builtIn.has(slug))).toEqual([]);
  });

  it('writes every city name in Telugu script', () => {
    expect(Object.keys(cityNamesTe).filter((name) => !TELUGU.test(name))).toEqual([]);
  });

  it('has Telugu words for every category', () => {
    expect(Object.keys(categoryWordsTe).sort()).toEqual([...CATEGORY_SLUGS].sort());
    for (const slug of CATEGORY_SLUGS) {
      expect(categoryWordsTe[slug].length, slug).toBeGreaterThan(0);
      expect(
        categoryWordsTe[slug].filter((word) => !TELUGU.test(word) || word !== word.toLowerCase()),
        slug,
      ).toEqual([]);
    }
  });
});

describe('UTTERANCES_TE', () => {
  const searches = UTTERANCES_TE.filter((u) => u.intent === 'search');

  it('has at least 15 searches, all in Telugu', () => {
    expect(searches.length).toBeGreaterThanOrEqual(15);
    expect(UTTERANCES_TE.filter((u) => !TELUGU.test(u.text))).toEqual([]);
  });

  it('labels only known city and category slugs, and pay as numbers', () => {
    const bad = UTTERANCES_TE.filter(
      ({ slots }) =>
        (slots.city !== undefined && !TELUGU_SLUGS.has(slots.city)) ||
        (slots.category !== undefined && !(CATEGORY_SLUGS as readonly string[]).includes(slots.category)) ||
        (slots.minPay !== undefined && !Number.isFinite(slots.minPay)) ||
        (slots.maxPay !== undefined && !Number.isFinite(slots.maxPay)),
    );
    expect(bad.map((u) => u.text)).toEqual([]);
  });

  it('writes the labelled city in the text with one of its Telugu names', () => {
    const names = Object.entries(cityNamesTe);
    const missing = UTTERANCES_TE.filter(
      ({ text, slots }) =>
        slots.city !== undefined && !names.some(([name, slug]) => slug === slots.city && text.includes(name)),
    );
    expect(missing.map((u) => u.text)).toEqual([]);
  });
});
