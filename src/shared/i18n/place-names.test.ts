import { describe, expect, it } from 'vitest';
import { CITIES, findCityBySlug } from '../geo';
import { INDIA_CITIES } from '../geo/india';
import { TRANSLATED_LOCALES, type TranslatedLocale } from './index';
import { localCityLabel, localCityName, localLocationLabel, localStateName } from './place-names';
import { SHELL_TEXTS } from './shells';
import { TextCatalogues } from './translate';
import { cityNamesBn } from './bn-search';
import { cityNamesHi } from './hi-search';
import { cityNamesMr } from './mr-search';
import { cityNamesTa } from './ta-search';
import { cityNamesTe } from './te-search';
import { placesBn } from './bn-places';
import { placesHi } from './hi-places';
import { placesMr } from './mr-places';
import { placesTa } from './ta-places';
import { placesTe } from './te-places';

const TABLES = [
  { locale: 'hi', places: placesHi, search: cityNamesHi, script: /\p{Script=Devanagari}/u },
  { locale: 'mr', places: placesMr, search: cityNamesMr, script: /\p{Script=Devanagari}/u },
  { locale: 'ta', places: placesTa, search: cityNamesTa, script: /\p{Script=Tamil}/u },
  { locale: 'te', places: placesTe, search: cityNamesTe, script: /\p{Script=Telugu}/u },
  { locale: 'bn', places: placesBn, search: cityNamesBn, script: /\p{Script=Bengali}/u },
] as const;

const CITY_SLUGS = new Set(CITIES.map((city) => city.slug));
const INDIAN_STATES = [...new Set(INDIA_CITIES.map((city) => city.state))];

/** The texts of each language's app shell, as the server and the chosen language's browser have them. */
async function shellTexts(): Promise<TextCatalogues> {
  const texts = new TextCatalogues('en');
  texts.add('en', {});
  for (const locale of TRANSLATED_LOCALES) texts.add(locale, await SHELL_TEXTS[locale]());
  return texts;
}

describe('place names', () => {
  it.each(TABLES)('$locale: every city is a built-in city slug, named by its first search name', (table) => {
    const slugs = Object.keys(table.places.cities);
    expect(slugs.length).toBeGreaterThanOrEqual(50);
    for (const slug of slugs) expect(CITY_SLUGS, slug).toContain(slug);
    // Every city the search words name has its name here too.
    expect(slugs.sort()).toEqual([...new Set(Object.values(table.search))].sort());
    for (const [slug, name] of Object.entries(table.places.cities)) {
      expect(Object.entries(table.search).find(([, s]) => s === slug)?.[0]).toBe(name);
      expect(name, slug).toMatch(table.script);
    }
  });

  it.each(TABLES)('$locale: names the 28 states and 8 union territories of the list, in NFC', (table) => {
    expect(Object.keys(table.places.states).sort()).toEqual([...INDIAN_STATES].sort());
    expect(INDIAN_STATES).toHaveLength(36);
    for (const name of Object.values(table.places.states)) {
      expect(name).toMatch(table.script);
      expect(name).toBe(name.normalize('NFC'));
    }
  });

  it("shows a city and its state in the language's script, through the shell texts", async () => {
    const texts = await shellTexts();
    const mumbai = findCityBySlug('mumbai');
    const kochi = findCityBySlug('kochi');
    if (!mumbai || !kochi) throw new Error('built-in cities missing');
    const label = (locale: TranslatedLocale | 'en', city: typeof mumbai) =>
      localCityLabel(texts.fixed(locale), city);
    expect(label('hi', mumbai)).toBe('मुंबई, महाराष्ट्र');
    expect(label('mr', mumbai)).toBe('मुंबई, महाराष्ट्र');
    expect(label('ta', kochi)).toBe('கொச்சி, கேரளா');
    expect(label('te', kochi)).toBe('కొచ్చి, కేరళ');
    expect(label('bn', kochi)).toBe('কোচি, কেরালা');
    expect(label('en', kochi)).toBe('Kochi, Kerala');
    expect(label('es', kochi)).toBe('Kochi, Kerala');
  });

  it("falls back to the built-in list's names where a language has none", async () => {
    const texts = await shellTexts();
    const ta = texts.fixed('ta');
    // Tinsukia has no Tamil name in the list: the city stays as written, its state is Tamil.
    const tinsukia = findCityBySlug('tinsukia');
    if (!tinsukia) throw new Error('built-in city missing');
    expect(localCityLabel(ta, tinsukia)).toBe('Tinsukia, அசாம்');
    expect(localCityName(ta, 'houston', 'Houston')).toBe('Houston');
    expect(localStateName(ta, 'Texas')).toBe('Texas');
    const chennai = {
      citySlug: 'chennai',
      city: 'Chennai',
      state: 'Tamil Nadu',
      location: 'Chennai, Tamil Nadu',
    };
    expect(localLocationLabel(ta, chennai)).toBe('சென்னை, தமிழ்நாடு');
    expect(localLocationLabel(texts.fixed('en'), chennai)).toBe('Chennai, Tamil Nadu');
    // A job whose place no language knows, or whose location is written otherwise, shows it as it is.
    const houston = { citySlug: 'houston', city: 'Houston', state: 'Texas', location: 'Houston, Texas' };
    expect(localLocationLabel(ta, houston)).toBe('Houston, Texas');
    expect(localLocationLabel(ta, { ...chennai, location: 'T. Nagar, Chennai' })).toBe('T. Nagar, Chennai');
  });
});
