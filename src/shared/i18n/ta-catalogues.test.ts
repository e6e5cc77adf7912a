import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  CATEGORY_SLUGS,
  FILTER_JOB_TYPES,
  HOME_CATEGORIES,
  INDIA_CATEGORY_LINKS,
  PAY_BANDS,
  TIMING_OPTIONS,
  URGENCY_OPTIONS,
  US_CATEGORIES,
} from '../categories';
import { CITIES } from '../geo/cities';
import { en } from './en';
import { accounts } from './en-accounts';
import { alerts } from './en-alerts';
import { assistant } from './en-assistant';
import { auth } from './en-auth';
import { heads } from './en-heads';
import { info } from './en-info';
import { jobs } from './en-jobs';
import { messages } from './en-messages';
import { moderation } from './en-moderation';
import { push } from './en-push';
import { ratings } from './en-ratings';
import { validation } from './en-validation';
import { hiCategoryLabels } from './hi';
import { ta, taCategoryLabels } from './ta';
import { accountsTa } from './ta-accounts';
import { alertsTa } from './ta-alerts';
import { assistantTa } from './ta-assistant';
import { authTa } from './ta-auth';
import { headsTa } from './ta-heads';
import { infoTa } from './ta-info';
import { jobsTa } from './ta-jobs';
import { messagesTa } from './ta-messages';
import { moderationTa } from './ta-moderation';
import { pushTa } from './ta-push';
import { ratingsTa } from './ta-ratings';
import { categoryWordsTa, cityNamesTa } from './ta-search';
import { validationTa } from './ta-validation';

/** Each English catalogue with its Tamil twin (issue #27; the Hindi twins are checked in catalogues.test.ts). */
const PAIRS: readonly { name: string; en: unknown; ta: unknown }[] = [
  { name: 'en.ts / ta.ts', en, ta },
  { name: 'en-accounts.ts / ta-accounts.ts', en: accounts, ta: accountsTa },
  { name: 'en-auth.ts / ta-auth.ts', en: auth, ta: authTa },
  { name: 'en-jobs.ts / ta-jobs.ts', en: jobs, ta: jobsTa },
  { name: 'en-messages.ts / ta-messages.ts', en: messages, ta: messagesTa },
  { name: 'en-assistant.ts / ta-assistant.ts', en: assistant, ta: assistantTa },
  { name: 'en-ratings.ts / ta-ratings.ts', en: ratings, ta: ratingsTa },
  { name: 'en-alerts.ts / ta-alerts.ts', en: alerts, ta: alertsTa },
  { name: 'en-push.ts / ta-push.ts', en: push, ta: pushTa },
  { name: 'en-moderation.ts / ta-moderation.ts', en: moderation, ta: moderationTa },
  { name: 'en-info.ts / ta-info.ts', en: info, ta: infoTa },
  { name: 'en-heads.ts / ta-heads.ts', en: heads, ta: headsTa },
  { name: 'en-validation.ts / ta-validation.ts', en: validation, ta: validationTa },
];

/**
 * Texts a Tamil catalogue may keep as in English: names and words people use as they are, the language
 * picker's names (each language in its own script) and the assistant's Hindi example question.
 */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set([
  'DailyWork',
  'OTP',
  'UPI',
  'WhatsApp',
  'English',
  'हिन्दी',
  'दिल्ली में सफाई का काम',
]);

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
const TAG = /<\/?[A-Za-z0-9]+>/g;
const EMAIL_OR_URL = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+)$/;
const TAMIL = /\p{Script=Tamil}/u;
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
const words = (text: string) => text.replace(PLACEHOLDER, '').replace(TAG, '');
/** The numbers a text writes itself (not those that arrive as parameters). */
const digits = (text: string) => sorted(words(text).match(/\d+/g) ?? []);

describe.each(PAIRS)('$name', ({ en: english, ta: tamil }) => {
  const enTexts = texts(english);
  const taTexts = texts(tamil);
  const paths = sorted(enTexts.keys());

  it('has the same key paths', () => {
    expect(sorted(taTexts.keys())).toEqual(paths);
  });

  it('has only non-empty strings', () => {
    const bad = [...taTexts].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(bad.map(([path]) => path)).toEqual([]);
  });

  it('keeps every {{placeholder}} and <tag> of each English text, and writes no number of its own', () => {
    const bad: string[] = [];
    for (const path of paths) {
      const source = String(enTexts.get(path));
      const target = String(taTexts.get(path));
      if (placeholders(source).join() !== placeholders(target).join()) bad.push(`${path}: placeholders`);
      if (tags(source).join() !== tags(target).join()) bad.push(`${path}: tags`);
      if (digits(source).join() !== digits(target).join()) bad.push(`${path}: numbers`);
    }
    expect(bad).toEqual([]);
  });

  it('writes its words in Tamil script (only the allow-list stays as in English)', () => {
    const notTamil = paths.filter((path) => {
      const text = words(String(taTexts.get(path)));
      return (
        LETTER.test(text) &&
        !TAMIL.test(text) &&
        !SAME_AS_ENGLISH_ALLOWED.has(text.trim()) &&
        !EMAIL_OR_URL.test(text.trim())
      );
    });
    expect(notTamil).toEqual([]);
  });
});

describe('taCategoryLabels', () => {
  const keys = [
    ...CATEGORIES.map((category) => category.labelKey),
    ...HOME_CATEGORIES.flatMap((home) => [home.labelKey, home.subtitleKey, home.countTextKey]),
    ...[...FILTER_JOB_TYPES, ...US_CATEGORIES, ...INDIA_CATEGORY_LINKS].map((group) => group.labelKey),
    ...TIMING_OPTIONS.map((option) => option.labelKey),
    ...URGENCY_OPTIONS.flatMap((option) => [option.labelKey, option.hintKey]),
    ...Object.values(PAY_BANDS).flatMap((bands) => bands.map((band) => `payBands.${band.id}`)),
  ];
  const labels = texts(taCategoryLabels);

  it('has a Tamil label for every key named in shared/categories.ts, and no other', () => {
    expect(sorted(labels.keys())).toEqual(sorted(new Set(keys)));
    for (const key of keys) expect(labels.get(key), key).toMatch(TAMIL);
  });

  it('has the keys of the Hindi labels', () => {
    expect(sorted(labels.keys())).toEqual(sorted(texts(hiCategoryLabels).keys()));
  });
});

describe('Tamil search words', () => {
  const slugs = new Set(CITIES.map((city) => city.slug));

  it('name only built-in cities', () => {
    expect(Object.values(cityNamesTa).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('write every city name in Tamil script', () => {
    expect(Object.keys(cityNamesTa).filter((name) => !TAMIL.test(name) || name !== name.trim())).toEqual([]);
  });

  it('give every category Tamil words, each word once', () => {
    expect(sorted(Object.keys(categoryWordsTa))).toEqual(sorted(CATEGORY_SLUGS));
    const all = Object.values(categoryWordsTa).flat();
    for (const slug of CATEGORY_SLUGS) expect(categoryWordsTa[slug].length, slug).toBeGreaterThan(2);
    expect(all.filter((word) => !TAMIL.test(word))).toEqual([]);
    expect(all.filter((word, index) => all.indexOf(word) !== index)).toEqual([]);
  });
});
