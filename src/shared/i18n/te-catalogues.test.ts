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
import { push } from './en-push';
import { ratings } from './en-ratings';
import { validation } from './en-validation';
import { te, teCategoryLabels } from './te';
import { accountsTe } from './te-accounts';
import { alertsTe } from './te-alerts';
import { assistantTe } from './te-assistant';
import { authTe } from './te-auth';
import { headsTe } from './te-heads';
import { infoTe } from './te-info';
import { jobsTe } from './te-jobs';
import { messagesTe } from './te-messages';
import { moderationTe } from './te-moderation';
import { pushTe } from './te-push';
import { ratingsTe } from './te-ratings';
import { validationTe } from './te-validation';

/** Each English catalogue with its Telugu twin (the Telugu side of catalogues.test.ts). */
const PAIRS: readonly { name: string; en: unknown; te: unknown }[] = [
  { name: 'en.ts / te.ts', en, te },
  { name: 'en-accounts.ts / te-accounts.ts', en: accounts, te: accountsTe },
  { name: 'en-auth.ts / te-auth.ts', en: auth, te: authTe },
  { name: 'en-jobs.ts / te-jobs.ts', en: jobs, te: jobsTe },
  { name: 'en-messages.ts / te-messages.ts', en: messages, te: messagesTe },
  { name: 'en-assistant.ts / te-assistant.ts', en: assistant, te: assistantTe },
  { name: 'en-ratings.ts / te-ratings.ts', en: ratings, te: ratingsTe },
  { name: 'en-alerts.ts / te-alerts.ts', en: alerts, te: alertsTe },
  { name: 'en-push.ts / te-push.ts', en: push, te: pushTe },
  { name: 'en-moderation.ts / te-moderation.ts', en: moderation, te: moderationTe },
  { name: 'en-info.ts / te-info.ts', en: info, te: infoTe },
  { name: 'en-heads.ts / te-heads.ts', en: heads, te: headsTe },
  { name: 'en-validation.ts / te-validation.ts', en: validation, te: validationTe },
];

/** Texts a Telugu catalogue may keep exactly as in English: brand names and the language picker's names. */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set([
  'DailyWork',
  'OTP',
  'UPI',
  'WhatsApp',
  'English',
  'हिन्दी',
]);

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
const TAG = /<\/?[A-Za-z0-9]+>/g;
const EMAIL_OR_URL = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+)$/;
const TELUGU = /\p{Script=Telugu}/u;
const LETTER = /\p{L}/u;

function texts(value: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) texts(child, path ? `${path}.${key}` : key, out);
  } else {
    out.set(path, value);
  }
  return out;
}

const sorted = (values: Iterable<string>) => [...values].sort();
/** Placeholder names with their counts: a text must use each as often as the English one. */
const placeholders = (text: string) => sorted([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''));
const tags = (text: string) => sorted(text.match(TAG) ?? []);
const words = (text: string) => text.replace(PLACEHOLDER, '').replace(TAG, '');

describe.each(PAIRS)('$name', ({ en: english, te: telugu }) => {
  const enTexts = texts(english);
  const teTexts = texts(telugu);
  const paths = sorted(enTexts.keys());

  it('has the same key paths', () => {
    expect(sorted(teTexts.keys())).toEqual(paths);
  });

  it('has only non-empty strings', () => {
    const bad = [...teTexts].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(bad.map(([path]) => path)).toEqual([]);
  });

  it('keeps every {{placeholder}} (as often) and <tag> of each English text', () => {
    const bad: string[] = [];
    for (const path of paths) {
      const source = String(enTexts.get(path));
      const target = String(teTexts.get(path));
      if (placeholders(source).join() !== placeholders(target).join()) bad.push(`${path}: placeholders`);
      if (tags(source).join() !== tags(target).join()) bad.push(`${path}: tags`);
    }
    expect(bad).toEqual([]);
  });

  it('translates every text with words (only the allow-list stays as in English)', () => {
    const untranslated = paths.filter((path) => {
      const source = String(enTexts.get(path));
      const target = String(teTexts.get(path));
      if (target !== source) return false;
      return LETTER.test(words(target)) && !SAME_AS_ENGLISH_ALLOWED.has(target) && !EMAIL_OR_URL.test(target);
    });
    expect(untranslated).toEqual([]);
  });

  it('writes its words in Telugu script', () => {
    const latinOnly = paths.filter((path) => {
      const text = words(String(teTexts.get(path)));
      return LETTER.test(text) && !TELUGU.test(text) && !SAME_AS_ENGLISH_ALLOWED.has(text.trim());
    });
    expect(latinOnly).toEqual([]);
  });
});

describe('teCategoryLabels', () => {
  const keys = [
    ...CATEGORIES.map((category) => category.labelKey),
    ...HOME_CATEGORIES.flatMap((home) => [home.labelKey, home.subtitleKey, home.countTextKey]),
    ...[...FILTER_JOB_TYPES, ...US_CATEGORIES, ...INDIA_CATEGORY_LINKS].map((group) => group.labelKey),
    ...TIMING_OPTIONS.map((option) => option.labelKey),
    ...URGENCY_OPTIONS.flatMap((option) => [option.labelKey, option.hintKey]),
    ...Object.values(PAY_BANDS).flatMap((bands) => bands.map((band) => `payBands.${band.id}`)),
  ];
  const labels = texts(teCategoryLabels);

  it('has a Telugu label for every key named in shared/categories.ts, and no other', () => {
    expect(sorted(labels.keys())).toEqual(sorted(new Set(keys)));
    for (const key of keys) expect(labels.get(key), key).toMatch(TELUGU);
  });
});
