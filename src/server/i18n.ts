import i18next from 'i18next';
import {
  catalogues,
  DEFAULT_LOCALE,
  infoTexts,
  messageTexts,
  alertTexts,
  pushTexts,
  SUPPORTED_LOCALES,
  type Locale,
} from '../shared/i18n';
import { hindiTranslation } from '../shared/i18n/hindi';
import { heads } from '../shared/i18n/en-heads';
import { alertsHi } from '../shared/i18n/hi-alerts';
import { headsHi } from '../shared/i18n/hi-heads';
import { infoHi } from '../shared/i18n/hi-info';
import { messagesHi } from '../shared/i18n/hi-messages';
import { pushHi } from '../shared/i18n/hi-push';
import { validation } from '../shared/i18n/en-validation';
import { validationHi } from '../shared/i18n/hi-validation';

/**
 * The server's i18next instance over the shared catalogues (emails, API messages, page heads: `heads`,
 * which only the server needs). Initialised synchronously: the catalogues are in memory. Missing keys
 * fall back to English.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: catalogues,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
instance.addResourceBundle(
  'hi',
  'translation',
  { ...hindiTranslation, info: infoHi, messages: messagesHi, alerts: alertsHi, push: pushHi, heads: headsHi },
  true,
  false,
);
instance.addResourceBundle(
  DEFAULT_LOCALE,
  'translation',
  { info: infoTexts, messages: messageTexts, alerts: alertTexts, push: pushTexts, heads },
  true,
  false,
);
// The contracts' check messages (decision 0031-v), merged into the shell's `validation` (the input guard's).
instance.addResourceBundle(DEFAULT_LOCALE, 'translation', { validation }, true, false);
instance.addResourceBundle('hi', 'translation', { validation: validationHi }, true, false);

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function toLocale(value: string | null | undefined): Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/** A translator for one locale (English for anything unsupported). */
export function translator(locale?: string | null): Translate {
  const fixed = instance.getFixedT(toLocale(locale));
  return (key, params) => String(fixed(key, params ?? {}));
}

/** English: API messages (the web app translates by error code, with these as fallback). */
export const t: Translate = translator(DEFAULT_LOCALE);
