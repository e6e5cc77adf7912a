import type { CountryCode } from './geo';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './i18n';

/**
 * The visitor's choices the server needs before it renders a page: the country of the job lists and the
 * language. The browser keeps them in these cookies (and in localStorage, as before).
 */
export const PREFERENCE_COOKIES = { country: 'country', locale: 'locale' } as const;
/** A year: a choice lasts until it is changed. */
export const PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface Preferences {
  /** Absent until the visitor chose one or the browser detected it (from the time zone). */
  country: CountryCode | null;
  locale: Locale;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The preferences in a Cookie header; anything unknown is ignored. */
export function readPreferences(cookieHeader: string | undefined): Preferences {
  const header = cookieHeader ?? '';
  const country = cookieValue(header, PREFERENCE_COOKIES.country);
  const locale = cookieValue(header, PREFERENCE_COOKIES.locale);
  return {
    country: country === 'IN' || country === 'US' ? country : null,
    locale: SUPPORTED_LOCALES.find((known) => known === locale) ?? DEFAULT_LOCALE,
  };
}
