import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  languageUrl,
  localeFromAddress,
  localeFromLanguages,
  readPreferences,
} from './preferences';

describe('the language a visitor gets', () => {
  it('reads Accept-Language best first, by q then by order', () => {
    expect(acceptedLanguages('en;q=0.5, hi-IN, mr;q=0.8, *;q=0.1')).toEqual(['hi-IN', 'mr', 'en']);
    expect(acceptedLanguages('fr;q=0')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('is the first language the app speaks, else English', () => {
    expect(localeFromLanguages(['gu-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(localeFromLanguages(['mr-IN', 'hi-IN', 'en'])).toBe('mr');
    expect(localeFromLanguages(['es-MX', 'en'])).toBe('es');
    expect(localeFromLanguages(['bn-BD'])).toBe('bn');
    expect(localeFromLanguages(['en-US', 'hi'])).toBe('en');
    expect(localeFromLanguages(['gu', 'fr'])).toBe('en');
  });

  it('follows the cookie when there is one, the browser otherwise', () => {
    expect(readPreferences('locale=hi', 'en-US').locale).toBe('hi');
    expect(readPreferences('locale=en', 'hi-IN').locale).toBe('en');
    expect(readPreferences('locale=xx', 'hi-IN,en;q=0.5').locale).toBe('hi');
    expect(readPreferences(undefined, 'en-IN,hi;q=0.9').locale).toBe('en');
  });

  it('takes a language in the address (?lang=) before the cookie and the browser', () => {
    expect(localeFromAddress('/jobs/all?lang=hi')).toBe('hi');
    expect(localeFromAddress('/?sort=pay&lang=EN')).toBe('en');
    expect(localeFromAddress('/?lang=fr')).toBeNull();
    expect(localeFromAddress('/jobs/all')).toBeNull();
    expect(readPreferences('locale=en', 'en-US', 'hi').locale).toBe('hi');
    expect(readPreferences('locale=hi', 'hi-IN', 'en').locale).toBe('en');
    expect(readPreferences('locale=hi', 'en-US', null).locale).toBe('hi');
  });

  it("writes each language's absolute address, keeping the page's own query", () => {
    expect(languageUrl('https://dailywork.example', '/jobs/all', 'hi')).toBe(
      'https://dailywork.example/jobs/all?lang=hi',
    );
    expect(languageUrl('https://dailywork.example/', '/', null)).toBe('https://dailywork.example/');
    expect(languageUrl('https://example.org/app', '/jobs/pune?sort=pay&lang=hi', 'en')).toBe(
      'https://example.org/app/jobs/pune?sort=pay&lang=en',
    );
  });
});
