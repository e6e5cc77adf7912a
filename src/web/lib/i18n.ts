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
    // The server's choice (a cookie, or an address with ?lang=) is remembered for pages built here.
    if (rendered) globalThis.localStorage?.setItem(LOCALE_KEY, rendered);
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

type Texts = Record<string, unknown>;
type TextsLoader = () => Promise<Texts>;

/** The Hindi twins of the texts pages added (each its own chunk, downloaded only for Hindi). */
const hindiLoaders: TextsLoader[] = [];
/** Once Hindi is wanted, every Hindi twin is fetched as soon as its page adds its English. */
let hindiWanted = false;
let hindiTextsLoading: Promise<unknown> = Promise.resolve();

function addHindi(load: TextsLoader): Promise<void> {
  return load().then(
    (texts) => void i18n.addResourceBundle('hi', 'translation', texts, true, false),
    // Offline: the page's texts stay English until the next visit.
    (error: unknown) => console.warn('Could not load Hindi texts', error),
  );
}

/**
 * Adds texts that load with a lazy page (for example the information pages' `info` texts) to the
 * catalogues, with a loader of their Hindi twins (downloaded only for Hindi; until then Hindi falls back
 * to English). Call it at the top level of the page's module, before it renders.
 */
export function addTexts(english: Texts, hindi?: TextsLoader): void {
  i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', english, true, false);
  if (!hindi) return;
  hindiLoaders.push(hindi);
  if (hindiWanted) hindiTextsLoading = Promise.all([hindiTextsLoading, addHindi(hindi)]);
}

/** Resolves when the Hindi texts of every page loaded so far are here (at once when Hindi is not wanted). */
export async function pageTextsReady(): Promise<void> {
  await hindiTextsLoading;
}

const loaded = new Set<Locale>([DEFAULT_LOCALE]);

/** Downloads a language's texts once (English is bundled; Hindi's app shell and each page's are chunks). */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  if (!hindiWanted) {
    hindiWanted = true;
    hindiTextsLoading = Promise.all(hindiLoaders.map(addHindi));
  }
  const { hindiTranslation } = await import('../../shared/i18n/hindi');
  i18n.addResourceBundle('hi', 'translation', hindiTranslation, true, false);
  await pageTextsReady();
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
