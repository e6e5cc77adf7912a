import {
  createContext,
  createElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  catalogues,
  DEFAULT_LOCALE,
  isLocale,
  TRANSLATED_LOCALES,
  translationTexts,
  type Locale,
  type TranslatedLocale,
} from '../../shared/i18n';
import { SHELL_TEXTS } from '../../shared/i18n/shells';
import { addConventions } from '../../shared/intl';
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
    return isLocale(value)
      ? value
      : localeFromLanguages((globalThis.navigator as Navigator | undefined)?.languages ?? []);
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

/** The translations of the texts pages added, by language (each its own chunk, downloaded only for its language). */
const pageLoaders = new Map<TranslatedLocale, TextsLoader[]>(
  TRANSLATED_LOCALES.map((locale) => [locale, []]),
);
/** The languages wanted so far: their page texts are fetched as soon as a page adds its English. */
const wantedLocales = new Set<TranslatedLocale>();
let pageTextsLoading: Promise<unknown> = Promise.resolve();

function addTranslation(locale: TranslatedLocale, load: TextsLoader): Promise<void> {
  return load().then(
    (translated) => texts.add(locale, translated),
    // Offline: the page's texts stay English until the next visit.
    (error: unknown) => console.warn(`Could not load the ${locale} texts`, error),
  );
}

function fetchPageTexts(locale: TranslatedLocale, loaders: readonly TextsLoader[]): void {
  pageTextsLoading = Promise.all([pageTextsLoading, ...loaders.map((load) => addTranslation(locale, load))]);
}

/**
 * Adds texts that load with a lazy page (for example the information pages' `info` texts) to the
 * catalogues, with their translations as `import.meta.glob` gives them (`{ '…/hi-info.ts': load, … }`):
 * each downloaded only for its language; until then the language falls back to English. A test's own
 * loaders may be given by language instead. Call it at the top level of the page's module, before it renders.
 */
export function addTexts(
  area: string,
  english: Texts,
  translations: Record<string, () => Promise<unknown>> = {},
): void {
  texts.add(DEFAULT_LOCALE, { [area]: english });
  for (const [file, load] of Object.entries(translations)) {
    const locale = /(?:^|\/)([a-z]{2})(?:-[\w-]+\.ts)?$/.exec(file)?.[1];
    if (!isLocale(locale) || locale === DEFAULT_LOCALE) continue;
    const loader: TextsLoader = async () => ({ [area]: translationTexts(await load(), area, locale) });
    pageLoaders.get(locale)?.push(loader);
    if (wantedLocales.has(locale)) fetchPageTexts(locale, [loader]);
  }
}

/** Resolves when the texts of every page loaded so far are here in each wanted language (at once for English). */
export async function pageTextsReady(): Promise<void> {
  await pageTextsLoading;
}

const loaded = new Set<Locale>([DEFAULT_LOCALE]);

/**
 * Downloads a language's texts once (English is bundled; each language's app shell and page texts are
 * chunks). Resolves when they are here, including the texts of pages added since the language loaded.
 */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  if (loaded.has(locale)) {
    await pageTextsReady();
    return;
  }
  if (!wantedLocales.has(locale)) {
    wantedLocales.add(locale);
    fetchPageTexts(locale, pageLoaders.get(locale) ?? []);
  }
  const [shell] = await Promise.all([
    SHELL_TEXTS[locale](),
    // Its dates, times and money (every language's: a few hundred bytes more than one).
    import('../../shared/intl-languages').then(({ LANGUAGE_CONVENTIONS }) =>
      addConventions(LANGUAGE_CONVENTIONS),
    ),
  ]);
  texts.add(locale, shell);
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
