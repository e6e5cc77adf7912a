import {
  createContext,
  createElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { catalogues, DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '../../shared/i18n';
import { TextCatalogues, type Texts, type Translate } from '../../shared/i18n/translate';
import { localeFromLanguages, PREFERENCE_COOKIES } from '../../shared/preferences';
import { setPreferenceCookie } from './preference-cookie';

export type { Translate };

const LOCALE_KEY = 'locale';

/** The language of a server-rendered page (its <html lang>), else the remembered choice. */
function storedLocale(): Locale {
  try {
    const rendered = (globalThis.document as Document | undefined)?.getElementById('app-state')
      ? globalThis.document.documentElement.lang
      : null;
    // The server's choice (a cookie, or an address with ?lang=) is remembered for pages built here.
    if (rendered) (globalThis.localStorage as Storage | undefined)?.setItem(LOCALE_KEY, rendered);
    const value = rendered || (globalThis.localStorage as Storage | undefined)?.getItem(LOCALE_KEY);
    return (
      SUPPORTED_LOCALES.find((locale) => locale === value) ??
      localeFromLanguages((globalThis.navigator as Navigator | undefined)?.languages ?? [])
    );
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Every text the app has loaded so far, by language (English bundled; Hindi and page texts as they load). */
const texts = new TextCatalogues(DEFAULT_LOCALE);
texts.add(DEFAULT_LOCALE, catalogues.en.translation);

/**
 * The interface language and its translator. The browser has one (`i18n`); the server renders each page
 * with one of its own in the request's language (`forLanguage`), over the same texts.
 */
export class Translator {
  private readonly listeners = new Set<() => void>();

  constructor(public language: Locale) {}

  /** A text of the interface language (English when it has none). */
  readonly t: Translate = (key, options) => texts.translate(this.language, key, options);

  /** A translator bound to `language`, whatever the interface language is. */
  getFixedT(language: Locale): Translate {
    return texts.fixed(language);
  }

  /** The same texts in another language, for one server-rendered page. */
  forLanguage(language: Locale): Translator {
    return new Translator(language);
  }

  async changeLanguage(language: Locale): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each change of language; returns the way to stop. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The browser's interface language, as rendered by the server or remembered. */
export const i18n = new Translator(storedLocale());

i18n.subscribe(() => {
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
});

const TranslatorContext = createContext<Translator>(i18n);

/** Pages below it read their texts through `translator` (the server's per-page one; the browser's by default). */
export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/** `t` in the interface language, and the translator; the component renders again when the language changes. */
export function useTranslation(): { t: Translate; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  const language = useSyncExternalStore(
    translator.subscribe,
    () => translator.language,
    () => translator.language,
  );
  return useMemo(() => ({ t: translator.getFixedT(language), i18n: translator }), [translator, language]);
}

type TextsLoader = () => Promise<Texts>;

/** The Hindi twins of the texts pages added (each its own chunk, downloaded only for Hindi). */
const hindiLoaders: TextsLoader[] = [];
/** Once Hindi is wanted, every Hindi twin is fetched as soon as its page adds its English. */
let hindiWanted = false;
let hindiTextsLoading: Promise<unknown> = Promise.resolve();

function addHindi(load: TextsLoader): Promise<void> {
  return load().then(
    (hindi) => texts.add('hi', hindi),
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
  texts.add(DEFAULT_LOCALE, english);
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
  texts.add('hi', hindiTranslation);
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
