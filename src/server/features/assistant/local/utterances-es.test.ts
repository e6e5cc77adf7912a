import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../../../shared/categories';
import { findCityBySlug } from '../../../../shared/geo/cities';
import { UTTERANCES_ES } from './utterances-es';

describe('UTTERANCES_ES', () => {
  it('has at least 18 searches and refinements and 12 posting-dialogue messages', () => {
    const count = (intents: readonly string[]) =>
      UTTERANCES_ES.filter((utterance) => intents.includes(utterance.intent)).length;
    expect(count(['search', 'refine'])).toBeGreaterThanOrEqual(18);
    expect(count(['post', 'confirm', 'deny', 'cancel', 'details'])).toBeGreaterThanOrEqual(12);
  });

  it('labels only built-in city slugs and category slugs', () => {
    const badCities = UTTERANCES_ES.map((u) => u.slots.city).filter(
      (city) => city !== undefined && !findCityBySlug(city),
    );
    const badCategories = UTTERANCES_ES.map((u) => u.slots.category).filter(
      (category) => category !== undefined && !(CATEGORY_SLUGS as readonly string[]).includes(category),
    );
    expect(badCities).toEqual([]);
    expect(badCategories).toEqual([]);
  });

  it('gives pay amounts as whole numbers and has no message twice', () => {
    for (const { slots } of UTTERANCES_ES) {
      for (const pay of [slots.pay, slots.minPay, slots.maxPay]) {
        if (pay !== undefined) expect(Number.isInteger(pay)).toBe(true);
      }
    }
    const texts = UTTERANCES_ES.map((u) => u.text);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
