import { en } from './en';
import { intlLocale, type IntlLocale } from '../intl';
import type { Texts } from './translate';

export const SUPPORTED_LOCALES = ['en', 'hi', 'es', 'ta', 'te', 'mr', 'bn'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;
/** The languages with a translation of the English texts. */
export type TranslatedLocale = Exclude<Locale, 'en'>;
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = ['hi', 'es', 'ta', 'te', 'mr', 'bn'];

/** The naming rule of translations: `<locale>-<area>.ts` exports `<area><Locale>` (`hi-info.ts`: `infoHi`). */
export function translationExportName(area: string, locale: TranslatedLocale): string {
  return `${area}${locale.charAt(0).toUpperCase()}${locale.slice(1)}`;
}

/** A translation module's texts of an area, found by the naming rule (an error when it breaks the rule). */
export function translationTexts(module: unknown, area: string, locale: TranslatedLocale): Texts {
  const name = translationExportName(area, locale);
  const found = (module as Record<string, Texts | undefined>)[name];
  if (!found)
    throw new Error(`The ${locale} translation of ${area} (${locale}-${area}.ts) has no export ${name}`);
  return found;
}

export function isLocale(value: unknown): value is Locale {
  return SUPPORTED_LOCALES.some((locale) => locale === value);
}

/** Each language's name in its own script: how the language list shows it, whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  hi: 'हिंदी',
  es: 'Español',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  mr: 'मराठी',
  bn: 'বাংলা',
};

/**
 * The speech locale of each language (speech recognition and the voice that reads replies and jobs aloud):
 * its Intl locale, English's being India's (`en-IN`) wherever the job is.
 */
export const SPEECH_LOCALES = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, intlLocale(locale, 'IN')]),
) as Record<Locale, IntlLocale>;

/** The language list's order in each country: the country's most spoken languages first (Spanish in the USA). */
export const LOCALES_BY_COUNTRY: Record<'IN' | 'US', readonly Locale[]> = {
  IN: ['en', 'hi', 'bn', 'mr', 'te', 'ta', 'es'],
  US: ['en', 'es', 'hi', 'bn', 'mr', 'te', 'ta'],
};

/**
 * The bundled catalogue: English, the language every text falls back to. The other languages' app shell
 * texts are in `./shells` (one chunk each), which the server loads at start and the browser only for the
 * chosen language.
 */
export const catalogues: { en: { translation: typeof en } } = {
  en: { translation: en },
};

export type Catalogue = typeof en;
export { en };
