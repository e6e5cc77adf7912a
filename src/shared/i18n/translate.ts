/**
 * Text lookup for the server and the browser (decision 0031). A key such as `jobs.card.perDay` is looked up
 * in a language's texts, then in English. `{{name}}` is filled from the options. With a numeric `count`, the
 * plural form `key_one` / `key_other` / … is chosen by the language's plural rules (`key_other` when the
 * catalogue does not write the form the rules pick). A text found nowhere is
 * the `defaultValue`, else the key itself.
 *
 * This does the part of i18next the app used: the same key format, the same `{{…}}` placeholders and the
 * same plural suffixes, so the catalogues are unchanged. It does it in a few hundred bytes instead of
 * i18next's 16 KB of gzip on every first page load (issue #22).
 */

/** A language's texts: nested by key. Lists (the information pages' paragraphs) are read by their pages. */
export interface Texts {
  [key: string]: string | readonly string[] | Texts;
}

export type TranslateOptions = Record<string, unknown>;
export type Translate = (key: string, options?: TranslateOptions) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** `{{name}}` filled from `values`. A placeholder with no value stays as written. */
export function fillPlaceholders(text: string, values: TranslateOptions = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name] as string | number | null | undefined;
    return value === undefined || value === null ? placeholder : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** CLDR's plural category of `count` in `language` ("one", "other", …). The rules are made once per language. */
function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Adds `more` into `into`: nested objects merged key by key (copied on the way, so no catalogue module's
 * own objects change), a text in `more` replacing the one in `into`.
 */
function mergeTexts(into: Texts, more: Texts): void {
  for (const [key, value] of Object.entries(more)) {
    const existing = into[key];
    if (isTexts(value) && isTexts(existing)) {
      const merged = { ...existing };
      mergeTexts(merged, value);
      into[key] = merged;
    } else {
      into[key] = value;
    }
  }
}

/** Every language's texts, filled in as parts of the app load; English is the fallback. */
export class TextCatalogues {
  private readonly byLanguage = new Map<string, Texts>();

  constructor(private readonly fallbackLanguage: string) {}

  add(language: string, texts: Texts): void {
    let existing = this.byLanguage.get(language);
    if (!existing) {
      existing = {};
      this.byLanguage.set(language, existing);
    }
    mergeTexts(existing, texts);
  }

  /** The text at a dotted key, if there is one. */
  private find(language: string, key: string): string | undefined {
    let node: Texts[string] | undefined = this.byLanguage.get(language);
    for (const part of key.split('.')) {
      // A list's items are read by their position ("paragraphs.0"), as i18next did.
      if (Array.isArray(node)) node = (node as readonly string[])[Number(part)];
      else if (isTexts(node)) node = node[part];
      else return undefined;
    }
    return typeof node === 'string' ? node : undefined;
  }

  translate(language: string, key: string, options: TranslateOptions = {}): string {
    const { count, defaultValue } = options;
    const languages = language === this.fallbackLanguage ? [language] : [language, this.fallbackLanguage];
    for (const candidate of languages) {
      const text =
        (typeof count === 'number' && count === 0 ? this.find(candidate, `${key}_zero`) : undefined) ??
        (typeof count === 'number'
          ? this.find(candidate, `${key}_${pluralCategory(candidate, count)}`)
          : undefined) ??
        // A form the catalogue does not write (Spanish "many" for a million) reads as "other".
        (typeof count === 'number' ? this.find(candidate, `${key}_other`) : undefined) ??
        this.find(candidate, key);
      if (text !== undefined) return fillPlaceholders(text, options);
    }
    return typeof defaultValue === 'string' ? fillPlaceholders(defaultValue, options) : key;
  }

  /** A translator bound to one language. */
  fixed(language: string): Translate {
    return (key, options) => this.translate(language, key, options);
  }
}
