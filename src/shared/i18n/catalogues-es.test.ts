import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../categories';
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
import { es, esCategoryLabels } from './es';
import { accountsEs } from './es-accounts';
import { alertsEs } from './es-alerts';
import { assistantEs } from './es-assistant';
import { authEs } from './es-auth';
import { headsEs } from './es-heads';
import { infoEs } from './es-info';
import { jobsEs } from './es-jobs';
import { messagesEs } from './es-messages';
import { moderationEs } from './es-moderation';
import { pushEs } from './es-push';
import { ratingsEs } from './es-ratings';
import { categoryWordsEs, cityNamesEs } from './es-search';
import { validationEs } from './es-validation';
import { hiCategoryLabels } from './hi';

/** Each English catalogue with its Spanish twin. */
const PAIRS: readonly { name: string; en: unknown; es: unknown }[] = [
  { name: 'en.ts / es.ts', en, es },
  { name: 'en-accounts.ts / es-accounts.ts', en: accounts, es: accountsEs },
  { name: 'en-auth.ts / es-auth.ts', en: auth, es: authEs },
  { name: 'en-jobs.ts / es-jobs.ts', en: jobs, es: jobsEs },
  { name: 'en-messages.ts / es-messages.ts', en: messages, es: messagesEs },
  { name: 'en-assistant.ts / es-assistant.ts', en: assistant, es: assistantEs },
  { name: 'en-ratings.ts / es-ratings.ts', en: ratings, es: ratingsEs },
  { name: 'en-alerts.ts / es-alerts.ts', en: alerts, es: alertsEs },
  { name: 'en-push.ts / es-push.ts', en: push, es: pushEs },
  { name: 'en-moderation.ts / es-moderation.ts', en: moderation, es: moderationEs },
  { name: 'en-info.ts / es-info.ts', en: info, es: infoEs },
  { name: 'en-heads.ts / es-heads.ts', en: heads, es: headsEs },
  { name: 'en-validation.ts / es-validation.ts', en: validation, es: validationEs },
];

/**
 * Texts a Spanish catalogue may keep exactly as in English: brand and technical names, words Spanish
 * writes the same way, and texts the English catalogue already writes in another language.
 */
const SAME_AS_ENGLISH_ALLOWED: ReadonlySet<string> = new Set([
  'DailyWork',
  'OTP',
  'UPI',
  'WhatsApp',
  'English',
  'हिन्दी',
  'दिल्ली में सफाई का काम',
  'Error',
  'Normal',
  'Flexible',
  'India',
  'India ₹',
  'India (₹)',
  'Premium',
  'No',
  // Unit symbols.
  '{{value}} s',
  '{{value}} ms',
]);

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
const TAG = /<\/?[A-Za-z0-9]+>/g;
const EMAIL_OR_URL = /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+)$/;
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
/** Each placeholder name as often as it occurs. */
const placeholders = (text: string) => sorted([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''));
const tags = (text: string) => sorted(text.match(TAG) ?? []);
const words = (text: string) => text.replace(PLACEHOLDER, '').replace(TAG, '');

describe.each(PAIRS)('$name', ({ en: english, es: spanish }) => {
  const enTexts = texts(english);
  const esTexts = texts(spanish);
  const paths = sorted(enTexts.keys());

  it('has the same key paths', () => {
    expect(sorted(esTexts.keys())).toEqual(paths);
  });

  it('has only non-empty strings', () => {
    const bad = [...esTexts].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(bad.map(([path]) => path)).toEqual([]);
  });

  it('keeps every {{placeholder}} (same names, same count) and <tag> of each English text', () => {
    const bad: string[] = [];
    for (const path of paths) {
      const source = String(enTexts.get(path));
      const target = String(esTexts.get(path));
      if (placeholders(source).join() !== placeholders(target).join()) bad.push(`${path}: placeholders`);
      if (tags(source).join() !== tags(target).join()) bad.push(`${path}: tags`);
    }
    expect(bad).toEqual([]);
  });

  it('translates every text with words (only the allow-list stays as in English)', () => {
    const untranslated = paths.filter((path) => {
      const source = String(enTexts.get(path));
      const target = String(esTexts.get(path));
      if (target !== source) return false;
      return LETTER.test(words(target)) && !SAME_AS_ENGLISH_ALLOWED.has(target) && !EMAIL_OR_URL.test(target);
    });
    expect(untranslated).toEqual([]);
  });
});

describe('esCategoryLabels', () => {
  it('has the same keys as the Hindi labels, every one translated', () => {
    const hindi = texts(hiCategoryLabels);
    const spanish = texts(esCategoryLabels);
    expect(sorted(spanish.keys())).toEqual(sorted(hindi.keys()));
    for (const [key, label] of spanish) expect(label, key).toMatch(LETTER);
  });
});

describe('Spanish search words', () => {
  it('has lower-case words for every category', () => {
    expect(sorted(Object.keys(categoryWordsEs))).toEqual(sorted(CATEGORY_SLUGS));
    for (const slug of CATEGORY_SLUGS) {
      const list = categoryWordsEs[slug];
      expect(list.length, slug).toBeGreaterThan(0);
      for (const word of list) expect(word).toBe(word.toLowerCase());
    }
  });

  it('adds no city spellings (Spanish writes city names as English does)', () => {
    expect(cityNamesEs).toEqual({});
  });
});
