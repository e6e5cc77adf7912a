import { en } from './en';

export const SUPPORTED_LOCALES = ['en', 'hi', 'es', 'ta', 'te', 'mr', 'bn'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The bundled catalogue: English, the language every text falls back to. Hindi is in `./hindi`
 * (`hindiTranslation`), which the server imports and the browser loads only when Hindi is chosen.
 */
export const catalogues: { en: { translation: typeof en } } = {
  en: { translation: en },
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
export { push as pushTexts } from './en-push';
