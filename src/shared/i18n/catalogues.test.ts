import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  FILTER_JOB_TYPES,
  HOME_CATEGORIES,
  INDIA_CATEGORY_LINKS,
  TIMING_OPTIONS,
  PAY_BANDS,
  URGENCY_OPTIONS,
  US_CATEGORIES,
} from '../categories';
import { TRANSLATED_LOCALES, translationExportName, type TranslatedLocale } from './index';
import { en } from './en';
import { SHELL_TEXTS } from './shells';

/** The English catalogues; each language translates every one in `<locale>-<area>.ts`, exported as `<area><Locale>`. */
const AREAS = [
  'accounts',
  'alerts',
  'assistant',
  'auth',
  'heads',
  'home',
  'info',
  'job',
  'jobs',
  'messages',
  'moderation',
  'post',
  'push',
  'ratings',
  'server',
  'validation',
] as const;

async function englishArea(area: (typeof AREAS)[number]): Promise<unknown> {
  return ((await import(`./en-${area}.ts`)) as Record<string, unknown>)[area];
}

async function translatedArea(locale: TranslatedLocale, area: (typeof AREAS)[number]): Promise<unknown> {
  return ((await import(`./${locale}-${area}.ts`)) as Record<string, unknown>)[
    translationExportName(area, locale)
  ];
}

/** Each language's catalogues beside the English ones. */
const PAIRS = await Promise.all(
  TRANSLATED_LOCALES.flatMap((locale) => [
    (async () => ({
      name: `${locale}.ts`,
      locale,
      en,
      translated: ((await import(/* @vite-ignore */ `./${locale}.ts`)) as Record<string, unknown>)[locale],
    }))(),
    ...AREAS.map(async (area) => ({
      name: `${locale}-${area}.ts`,
      locale,
      en: await englishArea(area),
      translated: await translatedArea(locale, area),
    })),
  ]),
);

/** The script each language's words are written in (Spanish: Latin letters, checked by the English test). */
const SCRIPTS: Record<TranslatedLocale, RegExp | null> = {
  hi: /\p{Script=Devanagari}/u,
  mr: /\p{Script=Devanagari}/u,
  ta: /\p{Script=Tamil}/u,
  te: /\p{Script=Telugu}/u,
  bn: /\p{Script=Bengali}/u,
  es: null,
};

/**
 * The only texts a translation may keep exactly as in English: names and words people use as they are,
 * and texts the English catalogue already writes in Hindi. Texts without words (placeholders, numbers,
 * symbols such as '{{n}}+' or '99+'), lone email addresses and lone URLs are allowed too.
 */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set([
  'DailyWork',
  'OTP',
  'UPI',
  'WhatsApp',
  // The assistant's Hindi example question.
  'दिल्ली में सफाई का काम',
]);

/** Words Spanish writes exactly as English does. */
const SPANISH_SAME_AS_ENGLISH: ReadonlySet<string> = new Set([
  'Error',
  'Normal',
  'Flexible',
  'India',
  'India ₹',
  'India (₹)',
  'Premium',
  'No',
  '{{value}} s',
  '{{value}} ms',
]);

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
const TAG = /<\/?[A-Za-z0-9]+>/g;
const EMAIL_OR_URL = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+)$/;
const LETTER = /\p{L}/u;

/** Every text of a catalogue by its key path ("a.b.0.c"). */
function texts(value: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) texts(child, path ? `${path}.${key}` : key, out);
  } else {
    out.set(path, value);
  }
  return out;
}

const sorted = (values: Iterable<string>) => [...values].sort();
const placeholders = (text: string) =>
  sorted(new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')));
const tags = (text: string) => sorted(text.match(TAG) ?? []);
/** The words of a text: what is left without placeholders and tags. */
const words = (text: string) => text.replace(PLACEHOLDER, '').replace(TAG, '');

describe.each(PAIRS)('$name', ({ locale, en: english, translated }) => {
  const enTexts = texts(english);
  const ownTexts = texts(translated);
  const paths = sorted(enTexts.keys());
  const sameAllowed = (text: string) =>
    SAME_AS_ENGLISH_ALLOWED.has(text) || (locale === 'es' && SPANISH_SAME_AS_ENGLISH.has(text));

  it('has the same key paths', () => {
    expect(sorted(ownTexts.keys())).toEqual(paths);
  });

  it('has only non-empty strings', () => {
    const bad = [...ownTexts].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(bad.map(([path]) => path)).toEqual([]);
  });

  it('keeps every {{placeholder}} and <tag> of each English text', () => {
    const bad: string[] = [];
    for (const path of paths) {
      const source = String(enTexts.get(path));
      const target = String(ownTexts.get(path));
      if (placeholders(source).join() !== placeholders(target).join()) bad.push(`${path}: placeholders`);
      if (tags(source).join() !== tags(target).join()) bad.push(`${path}: tags`);
    }
    expect(bad).toEqual([]);
  });

  it('translates every text with words (only the allow-list stays as in English)', () => {
    const untranslated = paths.filter((path) => {
      const source = String(enTexts.get(path));
      const target = String(ownTexts.get(path));
      if (target !== source) return false;
      return LETTER.test(words(target)) && !sameAllowed(target) && !EMAIL_OR_URL.test(target);
    });
    expect(untranslated).toEqual([]);
  });

  it("writes its words in the language's own script", () => {
    const script = SCRIPTS[locale];
    const elsewhere = paths.filter((path) => {
      const text = words(String(ownTexts.get(path))).trim();
      return (
        script !== null &&
        LETTER.test(text) &&
        !script.test(text) &&
        !sameAllowed(text) &&
        !EMAIL_OR_URL.test(text)
      );
    });
    expect(elsewhere).toEqual([]);
  });
});

describe.each(TRANSLATED_LOCALES)(
  'the %s names of categories, job types, timings, urgencies and pay bands',
  (locale) => {
    const keys = [
      ...CATEGORIES.map((category) => category.labelKey),
      ...HOME_CATEGORIES.flatMap((home) => [home.labelKey, home.subtitleKey, home.countTextKey]),
      ...[...FILTER_JOB_TYPES, ...US_CATEGORIES, ...INDIA_CATEGORY_LINKS].map((group) => group.labelKey),
      ...TIMING_OPTIONS.map((option) => option.labelKey),
      ...URGENCY_OPTIONS.flatMap((option) => [option.labelKey, option.hintKey]),
      ...Object.values(PAY_BANDS).flatMap((bands) => bands.map((band) => `payBands.${band.id}`)),
    ];
    const module = import(/* @vite-ignore */ `./${locale}.ts`) as Promise<
      Record<string, Record<string, unknown>>
    >;

    it('has a label for every key named in shared/categories.ts, and no other, in its own script', async () => {
      const labels = texts((await module)[`${locale}CategoryLabels`]);
      expect(sorted(labels.keys())).toEqual(sorted(new Set(keys)));
      for (const key of keys) expect(labels.get(key), key).toMatch(SCRIPTS[locale] ?? LETTER);
    });

    it('does not collide with the app catalogue’s top-level keys', async () => {
      const top = new Set(Object.keys(en));
      expect(
        Object.keys((await module)[`${locale}CategoryLabels`] ?? {}).filter((key) => top.has(key)),
      ).toEqual([]);
    });

    it('joins the shell texts the app loads for the language', async () => {
      const shell = await SHELL_TEXTS[locale]();
      expect(Object.keys(shell)).toEqual(expect.arrayContaining(['jobs', 'categories', 'payBands']));
    });
  },
);
