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
import { ratings } from './en-ratings';
import { push } from './en-push';
import { pushHi } from './hi-push';
import { hi, hiCategoryLabels } from './hi';
import { accountsHi } from './hi-accounts';
import { alertsHi } from './hi-alerts';
import { assistantHi } from './hi-assistant';
import { authHi } from './hi-auth';
import { headsHi } from './hi-heads';
import { infoHi } from './hi-info';
import { jobsHi } from './hi-jobs';
import { messagesHi } from './hi-messages';
import { moderationHi } from './hi-moderation';
import { ratingsHi } from './hi-ratings';
import { validation } from './en-validation';
import { validationHi } from './hi-validation';

/** Each English catalogue with its Hindi twin. */
const PAIRS: readonly { name: string; en: unknown; hi: unknown }[] = [
  { name: 'en.ts / hi.ts', en, hi },
  { name: 'en-accounts.ts / hi-accounts.ts', en: accounts, hi: accountsHi },
  { name: 'en-auth.ts / hi-auth.ts', en: auth, hi: authHi },
  { name: 'en-jobs.ts / hi-jobs.ts', en: jobs, hi: jobsHi },
  { name: 'en-messages.ts / hi-messages.ts', en: messages, hi: messagesHi },
  { name: 'en-assistant.ts / hi-assistant.ts', en: assistant, hi: assistantHi },
  { name: 'en-ratings.ts / hi-ratings.ts', en: ratings, hi: ratingsHi },
  { name: 'en-alerts.ts / hi-alerts.ts', en: alerts, hi: alertsHi },
  { name: 'en-push.ts / hi-push.ts', en: push, hi: pushHi },
  { name: 'en-moderation.ts / hi-moderation.ts', en: moderation, hi: moderationHi },
  { name: 'en-info.ts / hi-info.ts', en: info, hi: infoHi },
  { name: 'en-heads.ts / hi-heads.ts', en: heads, hi: headsHi },
  { name: 'en-validation.ts / hi-validation.ts', en: validation, hi: validationHi },
];

/**
 * The only texts a Hindi catalogue may keep exactly as in English: names and words people use as they
 * are, and texts the English catalogue already writes in Hindi. Texts without words (placeholders,
 * numbers, symbols such as '{{n}}+' or '99+'), lone email addresses and lone URLs are allowed too.
 */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set([
  'DailyWork',
  'OTP',
  'UPI',
  'WhatsApp',
  // The language picker names each language in its own script.
  'English',
  'हिन्दी',
  // The assistant's Hindi example question.
  'दिल्ली में सफाई का काम',
]);

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
const TAG = /<\/?[A-Za-z0-9]+>/g;
const EMAIL_OR_URL = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+)$/;
const DEVANAGARI = /\p{Script=Devanagari}/u;
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

describe.each(PAIRS)('$name', ({ en: english, hi: hindi }) => {
  const enTexts = texts(english);
  const hiTexts = texts(hindi);
  const paths = sorted(enTexts.keys());

  it('has the same key paths', () => {
    expect(sorted(hiTexts.keys())).toEqual(paths);
  });

  it('has only non-empty strings', () => {
    const bad = [...hiTexts].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(bad.map(([path]) => path)).toEqual([]);
  });

  it('keeps every {{placeholder}} and <tag> of each English text', () => {
    const bad: string[] = [];
    for (const path of paths) {
      const source = String(enTexts.get(path));
      const target = String(hiTexts.get(path));
      if (placeholders(source).join() !== placeholders(target).join()) bad.push(`${path}: placeholders`);
      if (tags(source).join() !== tags(target).join()) bad.push(`${path}: tags`);
    }
    expect(bad).toEqual([]);
  });

  it('translates every text with words (only the allow-list stays as in English)', () => {
    const untranslated = paths.filter((path) => {
      const source = String(enTexts.get(path));
      const target = String(hiTexts.get(path));
      if (target !== source) return false;
      return LETTER.test(words(target)) && !SAME_AS_ENGLISH_ALLOWED.has(target) && !EMAIL_OR_URL.test(target);
    });
    expect(untranslated).toEqual([]);
  });

  it('writes its words in Devanagari', () => {
    const latinOnly = paths.filter((path) => {
      const text = words(String(hiTexts.get(path)));
      return LETTER.test(text) && !DEVANAGARI.test(text) && !SAME_AS_ENGLISH_ALLOWED.has(text.trim());
    });
    expect(latinOnly).toEqual([]);
  });
});

describe('hiCategoryLabels', () => {
  const keys = [
    ...CATEGORIES.map((category) => category.labelKey),
    ...HOME_CATEGORIES.flatMap((home) => [home.labelKey, home.subtitleKey, home.countTextKey]),
    ...[...FILTER_JOB_TYPES, ...US_CATEGORIES, ...INDIA_CATEGORY_LINKS].map((group) => group.labelKey),
    ...TIMING_OPTIONS.map((option) => option.labelKey),
    ...URGENCY_OPTIONS.flatMap((option) => [option.labelKey, option.hintKey]),
    ...Object.values(PAY_BANDS).flatMap((bands) => bands.map((band) => `payBands.${band.id}`)),
  ];
  const labels = texts(hiCategoryLabels);

  it('has a Hindi label for every key named in shared/categories.ts, and no other', () => {
    expect(sorted(labels.keys())).toEqual(sorted(new Set(keys)));
    for (const key of keys) expect(labels.get(key), key).toMatch(DEVANAGARI);
  });

  it('does not collide with the app catalogue’s top-level keys', () => {
    const top = new Set(Object.keys(en));
    expect(Object.keys(hiCategoryLabels).filter((key) => top.has(key))).toEqual([]);
  });
});
