import { en } from './en';

export const SUPPORTED_LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Catalogues per locale. Hindi arrives with its own issue; until then it falls back to English. */
export const catalogues: Record<Locale, { translation: typeof en }> = {
  en: { translation: en },
  hi: { translation: en },
};

export type Catalogue = typeof en;
export { en };
