import { describe, expect, it } from 'vitest';
import { acceptedLanguages, localeFromLanguages, readPreferences } from './preferences';

describe('the language a visitor gets', () => {
  it('reads Accept-Language best first, by q then by order', () => {
    expect(acceptedLanguages('en;q=0.5, hi-IN, mr;q=0.8, *;q=0.1')).toEqual(['hi-IN', 'mr', 'en']);
    expect(acceptedLanguages('fr;q=0')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('is the first language the app speaks, else English', () => {
    expect(localeFromLanguages(['mr-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(localeFromLanguages(['en-US', 'hi'])).toBe('en');
    expect(localeFromLanguages(['ta', 'fr'])).toBe('en');
  });

  it('follows the cookie when there is one, the browser otherwise', () => {
    expect(readPreferences('locale=hi', 'en-US').locale).toBe('hi');
    expect(readPreferences('locale=en', 'hi-IN').locale).toBe('en');
    expect(readPreferences('locale=xx', 'hi-IN,en;q=0.5').locale).toBe('hi');
    expect(readPreferences(undefined, 'en-IN,hi;q=0.9').locale).toBe('en');
  });
});
