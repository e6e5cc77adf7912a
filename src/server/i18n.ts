import {
  catalogues,
  DEFAULT_LOCALE,
  infoTexts,
  messageTexts,
  alertTexts,
  pushTexts,
  isLocale,
  TRANSLATED_LOCALES,
  type Locale,
  type TranslatedLocale,
} from '../shared/i18n';
import { SHELL_TEXTS } from '../shared/i18n/shells';
import { TextCatalogues, type Texts } from '../shared/i18n/translate';
import { heads } from '../shared/i18n/en-heads';
import { validation } from '../shared/i18n/en-validation';

/**
 * The server's texts over the shared catalogues (emails, API messages, page heads: `heads`, which only
 * the server needs), every language in memory from the start. Missing keys fall back to English.
 */
const texts = new TextCatalogues(DEFAULT_LOCALE);
texts.add(DEFAULT_LOCALE, catalogues.en.translation);
texts.add(DEFAULT_LOCALE, {
  info: infoTexts,
  messages: messageTexts,
  alerts: alertTexts,
  push: pushTexts,
  heads,
  // The contracts' check messages (decision 0032), merged into the shell's `validation` (the input guard's).
  validation,
});

/** The areas the server reads beyond the app shell, each in a file `<locale>-<area>.ts` exporting `<area><Locale>`. */
const SERVER_AREAS = ['info', 'messages', 'alerts', 'push', 'heads', 'validation'] as const;

/** A language's area texts, checked to be where the naming rule puts them. */
async function areaTexts(locale: TranslatedLocale, area: (typeof SERVER_AREAS)[number]): Promise<Texts> {
  const module = (await import(`../shared/i18n/${locale}-${area}.ts`)) as Record<string, Texts | undefined>;
  const name = `${area}${locale.charAt(0).toUpperCase()}${locale.slice(1)}`;
  const found = module[name];
  if (!found) throw new Error(`src/shared/i18n/${locale}-${area}.ts has no export ${name}`);
  return { [area]: found };
}

await Promise.all(
  TRANSLATED_LOCALES.map(async (locale) => {
    texts.add(locale, await SHELL_TEXTS[locale]());
    // Merged into the shell's texts key by key (the shell has its own `validation` texts too).
    for (const areaText of await Promise.all(SERVER_AREAS.map((area) => areaTexts(locale, area)))) {
      texts.add(locale, areaText);
    }
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
