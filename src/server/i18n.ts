import {
  catalogues,
  DEFAULT_LOCALE,
  isLocale,
  TRANSLATED_LOCALES,
  translationTexts,
  type Locale,
  type TranslatedLocale,
} from '../shared/i18n';
import { SHELL_TEXTS } from '../shared/i18n/shells';
import { addConventions } from '../shared/intl';
import { LANGUAGE_CONVENTIONS } from '../shared/intl-languages';
import { TextCatalogues, type Texts } from '../shared/i18n/translate';
import { accounts } from '../shared/i18n/en-accounts';
import { alerts } from '../shared/i18n/en-alerts';
import { auth } from '../shared/i18n/en-auth';
import { heads } from '../shared/i18n/en-heads';
import { info } from '../shared/i18n/en-info';
import { messages } from '../shared/i18n/en-messages';
import { push } from '../shared/i18n/en-push';
import { server } from '../shared/i18n/en-server';
import { validation } from '../shared/i18n/en-validation';

// Every language's dates, times and money (the browser loads them with the language).
addConventions(LANGUAGE_CONVENTIONS);

/**
 * The server's texts over the shared catalogues (emails, API messages, page heads: `heads`, which only
 * the server needs), every language in memory from the start. Missing keys fall back to English.
 */
const texts = new TextCatalogues(DEFAULT_LOCALE);
texts.add(DEFAULT_LOCALE, catalogues.en.translation);
texts.add(DEFAULT_LOCALE, {
  accounts,
  auth,
  info,
  messages,
  alerts,
  push,
  heads,
  // The contracts' check messages (decision 0032), merged into the shell's `validation` (the input guard's).
  validation,
});
// Text messages and emails, under their own keys (`accounts.sms`, `accounts.emails`, `safety.emails`).
texts.add(DEFAULT_LOCALE, server);

/** The areas the server reads beyond the app shell, each in a file `<locale>-<area>.ts` exporting `<area><Locale>`. */
const SERVER_AREAS = [
  'accounts',
  'auth',
  'info',
  'messages',
  'alerts',
  'push',
  'heads',
  'validation',
] as const;

/** A language's texts of an area, checked to be where the naming rule puts them. */
async function areaTexts(
  locale: TranslatedLocale,
  area: (typeof SERVER_AREAS)[number] | 'server',
): Promise<Texts> {
  return translationTexts(await import(`../shared/i18n/${locale}-${area}.ts`), area, locale);
}

await Promise.all(
  TRANSLATED_LOCALES.map(async (locale) => {
    texts.add(locale, await SHELL_TEXTS[locale]());
    // Merged into the shell's texts key by key (the shell has its own `validation` texts too).
    for (const area of SERVER_AREAS) texts.add(locale, { [area]: await areaTexts(locale, area) });
    // Text messages and emails, at the root: their keys are `accounts.sms.*`, `safety.emails.*`, ...
    texts.add(locale, await areaTexts(locale, 'server'));
  }),
);

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function toLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A translator for one locale (English for anything unsupported). */
export function translator(locale?: string | null): Translate {
  const fixed = texts.fixed(toLocale(locale));
  return (key, params) => fixed(key, params);
}

/** English: API messages (the web app translates by error code, with these as fallback). */
export const t: Translate = translator(DEFAULT_LOCALE);
