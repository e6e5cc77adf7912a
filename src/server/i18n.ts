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
import { TextCatalogues } from '../shared/i18n/translate';
import { heads } from '../shared/i18n/en-heads';
import { alertsHi } from '../shared/i18n/hi-alerts';
import { headsHi } from '../shared/i18n/hi-heads';
import { infoHi } from '../shared/i18n/hi-info';
import { messagesHi } from '../shared/i18n/hi-messages';
import { pushHi } from '../shared/i18n/hi-push';
import { validation } from '../shared/i18n/en-validation';
import { validationHi } from '../shared/i18n/hi-validation';

/**
 * The server's texts over the shared catalogues (emails, API messages, page heads: `heads`, which only
 * the server needs), all in memory. Missing keys fall back to English.
 */
const texts = new TextCatalogues(DEFAULT_LOCALE);
texts.add(DEFAULT_LOCALE, catalogues.en.translation);
texts.add('hi', {
  ...hindiTranslation,
  info: infoHi,
  messages: messagesHi,
  alerts: alertsHi,
  push: pushHi,
  heads: headsHi,
});
texts.add(DEFAULT_LOCALE, {
  info: infoTexts,
  messages: messageTexts,
  alerts: alertTexts,
  push: pushTexts,
  heads,
});
// The contracts' check messages (decision 0032), merged into the shell's `validation` (the input guard's).
texts.add(DEFAULT_LOCALE, { validation });
texts.add('hi', { validation: validationHi });

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function toLocale(value: string | null | undefined): Locale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/** A translator for one locale (English for anything unsupported). */
export function translator(locale?: string | null): Translate {
  const fixed = texts.fixed(toLocale(locale));
  return (key, params) => fixed(key, params);
}

/** English: API messages (the web app translates by error code, with these as fallback). */
export const t: Translate = translator(DEFAULT_LOCALE);
