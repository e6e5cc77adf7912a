import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { catalogues, DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '../../shared/i18n';
import { localeFromLanguages, PREFERENCE_COOKIES } from '../../shared/preferences';
import { setPreferenceCookie } from './preference-cookie';

const LOCALE_KEY = 'locale';

/** The language of a server-rendered page (its <html lang>), else the remembered choice. */
function storedLocale(): Locale {
  try {
    const rendered = globalThis.document?.getElementById('app-state')
      ? globalThis.document.documentElement.lang
      : null;
    const value = rendered || globalThis.localStorage?.getItem(LOCALE_KEY);
    return (
      SUPPORTED_LOCALES.find((locale) => locale === value) ??
      localeFromLanguages(globalThis.navigator?.languages ?? [])
    );
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** The app's i18next instance, initialised synchronously with the bundled catalogues. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: catalogues,
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/**
 * Adds texts that load with a lazy page (for example the information pages' `info` texts) to the
 * catalogues, with their Hindi twins when there are some (else Hindi falls back to English). Call it
 * at the top level of the page's module, before it renders.
 */
export function addTexts(english: Record<string, unknown>, hindi?: Record<string, unknown>): void {
  i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', english, true, false);
  if (hindi) i18n.addResourceBundle('hi', 'translation', hindi, true, false);
}

const loaded = new Set<Locale>([DEFAULT_LOCALE]);

/** Downloads a language's catalogue once (English is bundled; Hindi is its own chunk). */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const { hindiTranslation } = await import('../../shared/i18n/hindi');
  i18n.addResourceBundle('hi', 'translation', hindiTranslation, true, false);
  loaded.add(locale);
}

let wanted: Locale | null = null;

/** Switches the language (once its texts are here) and remembers the choice. */
export function setLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this visit
  }
  setPreferenceCookie(PREFERENCE_COOKIES.locale, locale);
  wanted = locale;
  loadLanguage(locale)
    // A later choice made while this one was downloading wins.
    .then(() => (wanted === locale ? i18n.changeLanguage(locale) : undefined))
    .catch((error: unknown) => console.warn('Could not load the language', error));
}

export { useTranslation };
