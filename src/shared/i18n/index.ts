import { en } from './en';
import { hi, hiCategoryLabels } from './hi';

export const SUPPORTED_LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Catalogues per locale: the app shell's texts. A Hindi key not yet there falls back to English. */
export const catalogues: Record<Locale, { translation: typeof en }> = {
  en: { translation: en },
  // English names of categories, job types, timings and urgencies come from shared/categories.ts as
  // defaults; Hindi gives them under their keys.
  hi: { translation: { ...hi, ...hiCategoryLabels } },
};

export type Catalogue = typeof en;
export { en };

/**
 * Texts kept out of `catalogues` so the web app loads them only with the pages that use them
 * (the information pages' long texts, the messages pages). The server, which renders emails, adds them to its own instance.
 */
export { info as infoTexts } from './en-info';
export { messages as messageTexts } from './en-messages';
export { alerts as alertTexts } from './en-alerts';
