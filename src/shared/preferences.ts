import type { CountryCode } from './geo';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from './i18n';

/**
 * The visitor's choices the server needs before it renders a page: the country of the job lists and the
 * language. The browser keeps them in these cookies (and in localStorage, as before).
 */
export const PREFERENCE_COOKIES = { country: 'country', locale: 'locale' } as const;
/** A year: a choice lasts until it is changed. */
const PREFERENCE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A preference cookie as set by the browser (`document.cookie`) or the server (`Set-Cookie`). */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

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

/** The first of the browser's languages (best first) that the app speaks: "hi-IN" is Hindi. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.trim().toLowerCase().split('-')[0];
    const known = SUPPORTED_LOCALES.find((locale) => locale === primary);
    if (known) return known;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's languages, best first ("hi-IN,hi;q=0.9,en;q=0.8"). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The preferences in a Cookie header; anything unknown is ignored. A language in the page's address
 * (`?lang=hi`, `addressLocale`) comes first; without one or a language cookie, the browser's own
 * languages (Accept-Language) decide: a browser that prefers Hindi gets Hindi.
 */
export function readPreferences(
  cookieHeader: string | undefined,
  acceptLanguage?: string,
  addressLocale?: Locale | null,
): Preferences {
  const header = cookieHeader ?? '';
  const country = cookieValue(header, PREFERENCE_COOKIES.country);
  const locale = SUPPORTED_LOCALES.find((known) => known === cookieValue(header, PREFERENCE_COOKIES.locale));
  return {
    country: country === 'IN' || country === 'US' ? country : null,
    locale: addressLocale ?? locale ?? localeFromLanguages(acceptedLanguages(acceptLanguage)),
  };
}

/**
 * The query parameter that gives each language an address of its own (`/jobs/all?lang=hi`), for
 * hreflang and shared links: the server renders that language and remembers it (the `locale` cookie).
 */
export const LANGUAGE_PARAM = 'lang';

/** The language a page address asks for (`?lang=hi`, `?lang=en`), if the app speaks it; else null. */
export function localeFromAddress(url: string): Locale | null {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0] : '';
  const wanted = new URLSearchParams(query).get(LANGUAGE_PARAM)?.trim().toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale === wanted) ?? null;
}

/**
 * A page's absolute address in a language (`?lang=hi` added, any other query kept), or without one
 * (`null`: the visitor's choice or browser decides, hreflang's x-default).
 */
export function languageUrl(publicUrl: string, path: string, locale: Locale | null): string {
  // As the canonical address is written: the public URL (which may have a path of its own), then the path.
  const url = new URL(`${publicUrl.replace(/\/+$/, '')}${path}`);
  url.searchParams.delete(LANGUAGE_PARAM);
  if (locale) url.searchParams.set(LANGUAGE_PARAM, locale);
  return url.toString();
}
