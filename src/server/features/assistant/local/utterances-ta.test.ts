import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../../../shared/categories';
import { CITIES } from '../../../../shared/geo/cities';
import { cityNamesTa } from '../../../../shared/i18n/ta-search';
import { DEVANAGARI_CITY_NAMES } from './places';
import { UTTERANCES_TA } from './utterances-ta';

const TAMIL = /\p{Script=Tamil}/u;

describe('Tamil labelled messages (UTTERANCES_TA)', () => {
  const slugs = new Set(CITIES.map((city) => city.slug));
  const categories = new Set<string>(CATEGORY_SLUGS);

  it('has at least 15 searches, with cities, categories and pay bounds among them', () => {
    const searches = UTTERANCES_TA.filter((utterance) => utterance.intent === 'search');
    expect(searches.length).toBeGreaterThanOrEqual(15);
    expect(searches.some((utterance) => utterance.slots.city)).toBe(true);
    expect(searches.some((utterance) => utterance.slots.category)).toBe(true);
    expect(searches.some((utterance) => utterance.slots.minPay !== undefined)).toBe(true);
    expect(searches.some((utterance) => utterance.slots.maxPay !== undefined)).toBe(true);
  });

  it('labels only built-in cities and categories, and writes its texts in Tamil', () => {
    const bad = UTTERANCES_TA.filter(
      ({ text, slots }) =>
        !TAMIL.test(text) ||
        (slots.city !== undefined && !slugs.has(slots.city)) ||
        (slots.category !== undefined && !categories.has(slots.category)),
    );
    expect(bad).toEqual([]);
  });

  it('names each labelled city with one of the Tamil names the search words know', () => {
    const names = Object.entries(cityNamesTa);
    // A case ending may change the name's last letter (கும்பகோணம் -> கும்பகோணத்துல, ஈரோடு -> ஈரோட்டுல).
    const written = (text: string, name: string) =>
      text.includes(name) || text.includes(name.replace(/(?:ம்|ு)$/, ''));
    const unnamed = UTTERANCES_TA.filter(
      ({ text, slots }) =>
        slots.city !== undefined && !names.some(([name, slug]) => slug === slots.city && written(text, name)),
    );
    expect(unnamed.map(({ text }) => text)).toEqual([]);
  });

  it('writes every pay bound it labels in the text', () => {
    const bad = UTTERANCES_TA.filter(({ text, slots }) =>
      [slots.minPay, slots.maxPay, slots.pay].some((pay) => pay !== undefined && !text.includes(String(pay))),
    );
    expect(bad.map(({ text }) => text)).toEqual([]);
  });
});

describe('Tamil city names (cityNamesTa)', () => {
  it('covers every city the Hindi names cover', () => {
    const tamil = new Set(Object.values(cityNamesTa));
    expect([...new Set(Object.values(DEVANAGARI_CITY_NAMES))].filter((slug) => !tamil.has(slug))).toEqual([]);
  });
});
