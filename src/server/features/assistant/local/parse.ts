import type { CategorySlug, Urgency } from '../../../../shared/categories';
import { CITIES } from '../../../../shared/geo';
import { INDIA_CITY_ALIASES } from '../../../../shared/geo/india';
import { USA_CITY_ALIASES } from '../../../../shared/geo/usa';
import { takeShift, type ShiftSlots } from './shift';
import { AMBIGUOUS_CITY_NAMES, DEVANAGARI_CITY_NAMES, LATIN_CITY_NAMES, LOCALITIES } from './places';
import {
  CANCEL_PHRASES,
  CATEGORY_WORDS,
  DETAILS_PHRASES,
  ENGLISH_MARKERS,
  FILLER_WORDS,
  FIND_PHRASES,
  GREETING_PHRASES,
  HELP_PHRASES,
  HINGLISH_MARKERS,
  INDEX_MARKERS_AFTER,
  INDEX_MARKERS_BEFORE,
  JOB_WORDS,
  MAX_PAY_AFTER,
  MAX_PAY_BEFORE,
  MIN_PAY_AFTER,
  MIN_PAY_BEFORE,
  NEED_WORDS,
  NO_PHRASES,
  ORDINAL_COMPANIONS,
  ORDINALS,
  PAY_MARKERS,
  PLACE_REPLACED_AFTER,
  PLACE_REPLACED_BEFORE,
  POST_PHRASES,
  REFINE_OPENERS,
  REFINE_PHRASES,
  ROLES,
  SEARCH_PHRASES,
  URGENCY_WORDS,
  WORKER_WORDS,
  YES_PHRASES,
  type Role,
} from './vocabulary';

/**
 * The local assistant's parser: one user message in, what it asks for out. Table-driven (vocabulary.ts,
 * places.ts): no NLP library reads Devanagari Hindi and Hinglish offline well enough.
 */

export const INTENTS = [
  'search',
  'refine',
  'details',
  'post',
  'cancel',
  'confirm',
  'deny',
  'greeting',
  'help',
  'unknown',
] as const;
export type Intent = (typeof INTENTS)[number];

/** en: English; hi: Hindi in Devanagari; hinglish: Hindi in Latin script. */
export type Language = 'en' | 'hi' | 'hinglish';

export interface Slots {
  /** A built-in city slug. */
  city?: string;
  /** The locality the city was found from ("Andheri"). */
  locality?: string;
  category?: CategorySlug;
  /** Search words for a trade narrower than its category ("plumber"). */
  words?: string;
  /** Pay bounds a search asked for ("above 600", "500 se kam"). */
  minPay?: number;
  maxPay?: number;
  /** An amount without a direction ("700 per day", "₹700"). */
  pay?: number;
  currency?: 'INR' | 'USD';
  urgency?: Urgency;
  /** Only urgent or immediate jobs (false for "not urgent"). */
  urgentOnly?: boolean;
  /** 1-based position in the jobs shown ("tell me more about 2", "दूसरा"). */
  index?: number;
  phone?: string;
  /** Given outright ("title: Cook for a family"). */
  title?: string;
  description?: string;
  /** The person asked for ("cook needed"): the title a job post would get. */
  roleTitle?: { en: string; hi: string };
  /** Shift details for a job post: "tomorrow 9 am, 8 hours, 2 workers, paid the same day". */
  shift?: ShiftSlots;
}

export interface ParsedUtterance {
  intent: Intent;
  slots: Slots;
  language: Language;
}

// Text

/**
 * Lower case, one space between words, padded with a space at each end (phrases match as " word ").
 * Devanagari: nukta dropped, chandrabindu read as anusvara, digits as 0-9. Money: "₹", "rs", "rupaye",
 * "/-" become a "₹" word, "$", "usd", "dollars" a "$" word; "1,000" is 1000, "2k" and "2 hazar" 2000;
 * "500-800" is "500 to 800".
 */
export function normalize(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/(\d),(?=\d)/g, '$1');
  return ` ${normalizeMoney(cleaned)
    .replace(/[^\p{L}\p{M}\p{N}₹$#+\s]/gu, ' ')
    .replace(/([₹$#+])/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

function normalizeMoney(text: string): string {
  return text
    .replace(/(\d+(?:\.\d+)?)\s?k\b/g, (_, amount: string) => String(Math.round(Number(amount) * 1000)))
    .replace(/(\d+(?:\.\d+)?)\s*(?:hazar|hazaar|hajar|thousand|हजार)/g, (_, amount: string) =>
      String(Math.round(Number(amount) * 1000)),
    )
    .replace(/(\d+)\.\d+/g, '$1')
    .replace(/(\d)\s*[-–—]\s*(?=(?:₹|\$|rs\.?)?\s*\d)/g, '$1 to ')
    .replace(/(?<![a-z])(?:rs\.?|inr|रु\.?)\s*(?=\d)/g, ' ₹ ')
    .replace(
      /(\d)\s*(?:rupees|rupee|rupaye|rupaiye|rupay|rupye|rupiya|rupiye|rs\b|inr\b|रुपये|रुपए|रुपया|रुपय|रु|\/-)/g,
      '$1 ₹ ',
    )
    .replace(/(?:\$|usd)\s*(?=\d)/g, ' $ ')
    .replace(/(\d)\s*(?:dollars|dollar|usd\b|bucks|डॉलर)/g, '$1 $ ');
}

function words(text: string): string[] {
  return text.trim().split(' ').filter(Boolean);
}

// Phrase tables

interface Match<T> {
  value: T;
  /** The form found in the text (a plural, maybe). */
  form: string;
  /** The word it starts at. */
  at: number;
}

/** Phrases and what they stand for; finds the earliest (then longest) one in a normalised text. */
class PhraseTable<T> {
  private readonly forms = new Map<string, T>();
  private maxWords = 1;

  constructor(pairs: Iterable<readonly [string, T]>, options: { plurals?: boolean } = {}) {
    for (const [phrase, value] of pairs) {
      const form = normalize(phrase).trim();
      if (!form) continue;
      this.add(form, value);
      if (options.plurals && /^[a-z ]+$/.test(form) && !form.endsWith('s')) {
        this.add(`${form}s`, value);
        this.add(`${form}es`, value);
      }
    }
  }

  private add(form: string, value: T): void {
    if (this.forms.has(form)) return;
    this.forms.set(form, value);
    this.maxWords = Math.max(this.maxWords, form.split(' ').length);
  }

  /** The phrase found at word `start`, the longest one first. */
  private at(tokens: readonly string[], start: number): Match<T> | undefined {
    for (let size = Math.min(this.maxWords, tokens.length - start); size >= 1; size--) {
      const form = tokens.slice(start, start + size).join(' ');
      const value = this.forms.get(form);
      if (value !== undefined) return { value, form, at: start };
    }
    return undefined;
  }

  first(text: string): Match<T> | undefined {
    const tokens = words(text);
    for (let start = 0; start < tokens.length; start++) {
      const found = this.at(tokens, start);
      if (found) return found;
    }
    return undefined;
  }

  has(text: string): boolean {
    return this.first(text) !== undefined;
  }

  /** The text without the phrase of the table right before (or after) `marker`, if there is one. */
  cutNextTo(text: string, marker: string, side: 'before' | 'after'): string {
    const at = text.indexOf(` ${marker} `);
    if (at < 0) return text;
    const before = words(text.slice(0, at + 1));
    const after = words(text.slice(at + marker.length + 1));
    for (
      let size = Math.min(this.maxWords, side === 'before' ? before.length : after.length);
      size >= 1;
      size--
    ) {
      if (side === 'before' && this.forms.has(before.slice(-size).join(' '))) {
        return ` ${[...before.slice(0, -size), marker, ...after].join(' ')} `;
      }
      if (side === 'after' && this.forms.has(after.slice(0, size).join(' '))) {
        return ` ${[...before, marker, ...after.slice(size)].join(' ')} `;
      }
    }
    return text;
  }

  /** The text without every phrase of the table, and whether there was any. */
  strip(text: string): { rest: string; found: boolean } {
    let rest = text;
    let found = false;
    for (let match = this.first(rest); match; match = this.first(rest)) {
      rest = cut(rest, match.form);
      found = true;
    }
    return { rest, found };
  }
}

const phrases = (list: readonly string[], options?: { plurals?: boolean }) =>
  new PhraseTable(
    list.map((phrase) => [phrase, true] as const),
    options,
  );

/** Cuts the first occurrence of a matched form out of a text. */
function cut(text: string, form: string): string {
  return text.replace(` ${form} `, ' ');
}

interface Place {
  slug: string;
  locality?: string;
}

function titleCase(text: string): string {
  return text.replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

const aliasPairs = (aliases: Readonly<Record<string, string>>) =>
  Object.entries(aliases).map(([alias, slug]) => [alias.replace(/-/g, ' '), { slug }] as const);

const PLACES = new PhraseTable<Place>([
  ...CITIES.filter((city) => !AMBIGUOUS_CITY_NAMES.has(city.name.toLowerCase())).map(
    (city) => [city.name, { slug: city.slug }] as const,
  ),
  ...aliasPairs(INDIA_CITY_ALIASES),
  ...aliasPairs(USA_CITY_ALIASES),
  ...aliasPairs(LATIN_CITY_NAMES),
  ...Object.entries(DEVANAGARI_CITY_NAMES).map(([name, slug]) => [name, { slug }] as const),
  ...Object.entries(LOCALITIES).map(
    ([name, slug]) => [name, { slug, locality: /[a-z]/.test(name) ? titleCase(name) : name }] as const,
  ),
]);

type Kind = { category: CategorySlug; role?: undefined } | { category?: CategorySlug; role: Role };

const KINDS = new PhraseTable<Kind>(
  [
    ...Object.entries(CATEGORY_WORDS).flatMap(([category, list]) =>
      list.map((phrase) => [phrase, { category: category as CategorySlug }] as const),
    ),
    ...ROLES.flatMap((role) =>
      role.words.map((phrase) => [phrase, { category: role.category, role }] as const),
    ),
  ],
  { plurals: true },
);

const URGENCIES_TABLE = URGENCY_WORDS.map(([urgency, list]) => [urgency, phrases(list)] as const);
const TABLES = {
  cancel: phrases(CANCEL_PHRASES),
  yes: phrases(YES_PHRASES),
  no: phrases(NO_PHRASES),
  filler: phrases(FILLER_WORDS),
  post: phrases(POST_PHRASES),
  need: phrases(NEED_WORDS),
  jobWords: phrases(JOB_WORDS, { plurals: true }),
  workers: phrases(WORKER_WORDS, { plurals: true }),
  search: phrases(SEARCH_PHRASES),
  find: phrases(FIND_PHRASES),
  refine: phrases(REFINE_PHRASES),
  details: phrases(DETAILS_PHRASES),
  help: phrases(HELP_PHRASES),
  greeting: phrases(GREETING_PHRASES),
  payMarkers: phrases(PAY_MARKERS),
};

const HINGLISH = new Set(HINGLISH_MARKERS);
const ENGLISH = new Set(ENGLISH_MARKERS);
const INDEX_BEFORE = new Set(INDEX_MARKERS_BEFORE.map((marker) => normalize(marker).trim()));
const INDEX_AFTER = new Set(INDEX_MARKERS_AFTER.map((marker) => normalize(marker).trim()));
const ORDINAL_VALUES: ReadonlyMap<string, number> = new Map(
  Object.entries(ORDINALS).map(([word, value]) => [normalize(word).trim(), value]),
);
const ORDINAL_NEIGHBOURS = new Set(ORDINAL_COMPANIONS.map((word) => normalize(word).trim()));
const FILLER = new Set(FILLER_WORDS);

// Language

/** The language a message is written in, or null when it has no telling word ("ok", "Pune", "2"). */
export function detectLanguage(text: string): Language | null {
  if (/[\u0900-\u097f]/.test(text)) return 'hi';
  const tokens = text.toLowerCase().split(/[^\p{L}\p{M}]+/u);
  if (tokens.some((token) => HINGLISH.has(token))) return 'hinglish';
  if (tokens.some((token) => ENGLISH.has(token))) return 'en';
  return null;
}

// Slots given outright: title, description, phone

const TITLE_PATTERNS = [
  /(?:^|[\s,.;])(?:change\s+(?:the\s+)?)?(?:job\s+)?(?:title|टाइटल|शीर्षक)\s*(?::|=|-|\bis\b|\bto\b|should be)\s*(.+)$/isu,
  /^\s*(?:job\s+)?title\s+(.+)$/isu,
];
const DESCRIPTION_PATTERN =
  /(?:^|[\s,.;])(?:change\s+(?:the\s+)?)?(?:description|desc|विवरण)\s*(?::|=|-|\bis\b|\bto\b|should be)\s*(.+)$/isu;

function cleanValue(value: string): string {
  return value
    .trim()
    .replace(/^["'“‘]+|["'”’.]+$/g, '')
    .trim();
}

function takeExplicit(text: string, slots: Slots): string {
  let rest = text;
  const description = cleanValue(DESCRIPTION_PATTERN.exec(rest)?.[1] ?? '');
  if (description) {
    slots.description = description;
    rest = rest.slice(0, DESCRIPTION_PATTERN.exec(rest)?.index);
  }
  for (const pattern of TITLE_PATTERNS) {
    const match = pattern.exec(rest);
    const title = cleanValue(match?.[1] ?? '');
    if (!match || !title) continue;
    slots.title = title;
    rest = rest.slice(0, match.index);
    break;
  }
  return rest;
}

const PHONE_PATTERN = /(?:\+\d{1,3}[\s-]?)?\(?\d[\d\s\-()]{7,18}\d/g;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/** The phone number in a run of digits: all of it, or its shortest tail of 10+ digits ("700 98765 43210"). */
function phoneIn(run: string): string | undefined {
  const trimmed = run.trim();
  const digits = digitCount(trimmed);
  if (digits < 10) return undefined;
  if (digits <= 12) return trimmed;
  const parts = trimmed.split(/\s+/);
  for (let start = parts.length - 1; start >= 0; start--) {
    const tail = parts.slice(start).join(' ');
    if (digitCount(tail) >= 10) return digitCount(tail) <= 15 ? tail : undefined;
  }
  return undefined;
}

function takePhone(text: string, slots: Slots): string {
  for (const match of text.matchAll(PHONE_PATTERN)) {
    const phone = phoneIn(match[0]);
    if (!phone) continue;
    slots.phone = phone;
    return text.replace(phone, ' ');
  }
  return text;
}

// Position in the list

function takeIndex(text: string, slots: Slots): string {
  const tokens = words(text);
  const found = indexBySuffix(tokens) ?? indexByOrdinal(text, tokens) ?? indexByNumber(tokens);
  if (!found) return text;
  slots.index = found.value;
  tokens.splice(found.at, 1);
  return ` ${tokens.join(' ')} `;
}

type Found = { value: number; at: number };

function indexBySuffix(tokens: string[]): Found | undefined {
  for (const [at, token] of tokens.entries()) {
    const match = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(token);
    if (match) return { value: Number(match[1]), at };
  }
  return undefined;
}

function indexByOrdinal(text: string, tokens: string[]): Found | undefined {
  const meaningful = tokens.filter((token) => !FILLER.has(token) && !ORDINAL_NEIGHBOURS.has(token));
  for (const [at, token] of tokens.entries()) {
    const value = ORDINAL_VALUES.get(token);
    if (value === undefined) continue;
    const companion =
      ORDINAL_NEIGHBOURS.has(tokens[at - 1] ?? '') || ORDINAL_NEIGHBOURS.has(tokens[at + 1] ?? '');
    if (companion || meaningful.length <= 1 || TABLES.details.has(text)) return { value, at };
  }
  return undefined;
}

const isMoneySign = (token: string | undefined) => token === '₹' || token === '$';

function indexByNumber(tokens: string[]): Found | undefined {
  const meaningful = tokens.filter((token) => !FILLER.has(token));
  for (const [at, token] of tokens.entries()) {
    if (!/^\d{1,2}$/.test(token)) continue;
    const value = Number(token);
    if (value < 1 || value > 50 || isMoneySign(tokens[at - 1]) || isMoneySign(tokens[at + 1])) continue;
    const before = tokens[at - 1] ?? '';
    const twoBefore = `${tokens[at - 2] ?? ''} ${before}`;
    const marked =
      INDEX_BEFORE.has(before) || INDEX_BEFORE.has(twoBefore) || INDEX_AFTER.has(tokens[at + 1] ?? '');
    if (marked || meaningful.length === 1) return { value, at };
  }
  return undefined;
}

// Pay

const NUM = '(?:[₹$] )?(\\d+)(?: [₹$])?';
const RANGE_PATTERNS = [
  new RegExp(` between ${NUM} (?:and|to|&) ${NUM} `),
  new RegExp(` from ${NUM} (?:to|till|until) ${NUM} `),
  new RegExp(` ${NUM} (?:to|till) ${NUM} `),
  new RegExp(` ${NUM} (?:aur|और|and) ${NUM} (?:ke beech|ke bich|के बीच) `),
  new RegExp(` ${NUM} (?:se|से) ${NUM}(?: (?:ke beech|ke bich|tak|के बीच|तक))? `),
];

const DIRECTION_CUES = [
  ...MIN_PAY_BEFORE.map((cue) => ({ cue, side: 'before', bound: 'min' }) as const),
  ...MIN_PAY_AFTER.map((cue) => ({ cue, side: 'after', bound: 'min' }) as const),
  ...MAX_PAY_BEFORE.map((cue) => ({ cue, side: 'before', bound: 'max' }) as const),
  ...MAX_PAY_AFTER.map((cue) => ({ cue, side: 'after', bound: 'max' }) as const),
]
  .map((entry) => ({ ...entry, cue: normalize(entry.cue).trim() }))
  .sort((a, b) => b.cue.length - a.cue.length);

function takeRange(text: string, slots: Slots): string {
  for (const pattern of RANGE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [a, b] = [Number(match[1]), Number(match[2])];
    slots.minPay = Math.min(a, b);
    slots.maxPay = Math.max(a, b);
    noteCurrency(match[0], slots);
    return text.replace(match[0], ' ');
  }
  return text;
}

function noteCurrency(text: string, slots: Slots): void {
  if (text.includes('₹')) slots.currency = 'INR';
  else if (text.includes('$')) slots.currency = 'USD';
}

function boundOf(before: string, after: string): 'min' | 'max' | undefined {
  for (const { cue, side, bound } of DIRECTION_CUES) {
    if (side === 'before' && ` ${before} `.endsWith(` ${cue} `)) return bound;
    if (side === 'after' && ` ${after} `.startsWith(` ${cue} `)) return bound;
  }
  return undefined;
}

/** The words between two positions, money signs left out. */
function wordsAround(tokens: readonly string[], from: number, to: number): string {
  return tokens
    .slice(Math.max(0, from), to)
    .filter((token) => !isMoneySign(token))
    .join(' ');
}

function takePay(text: string, slots: Slots): string {
  const rest = takeRange(text, slots);
  const tokens = words(rest);
  for (const [at, token] of tokens.entries()) {
    if (!/^\d+$/.test(token)) continue;
    const amount = Number(token);
    const sign = [tokens[at - 1], tokens[at + 1]].find(isMoneySign) ?? '';
    const before = wordsAround(tokens, at - 4, at);
    const after = wordsAround(tokens, at + 1, at + 5);
    const marked = sign !== '' || TABLES.payMarkers.has(` ${before} ${after} `);
    const bound = boundOf(before, after);
    if (amount < 50 && !sign) continue;
    if (!marked && !bound && amount > 100_000) continue;
    if (bound === 'min') slots.minPay = amount;
    else if (bound === 'max') slots.maxPay = amount;
    else slots.pay ??= amount;
    if (sign) noteCurrency(sign, slots);
  }
  return rest;
}

// Place, kind of work, urgency

/** "Delhi ki jagah Mumbai", "Mumbai instead of Pune": the place being replaced is not the one asked for. */
function dropReplacedPlace(text: string): string {
  let rest = text;
  for (const marker of PLACE_REPLACED_BEFORE)
    rest = PLACES.cutNextTo(rest, normalize(marker).trim(), 'before');
  for (const marker of PLACE_REPLACED_AFTER) rest = PLACES.cutNextTo(rest, normalize(marker).trim(), 'after');
  return rest;
}

function takePlace(text: string, slots: Slots): string {
  const found = PLACES.first(dropReplacedPlace(text));
  if (!found) return text;
  slots.city = found.value.slug;
  if (found.value.locality) slots.locality = found.value.locality;
  return cut(text, found.form);
}

function takeKind(text: string, slots: Slots): boolean {
  let rest = text;
  let hiring = false;
  for (let found = KINDS.first(rest); found; found = KINDS.first(rest)) {
    const { category, role } = found.value;
    if (category && !slots.category) slots.category = category;
    if (role && !slots.roleTitle) {
      slots.roleTitle = role.title;
      if (role.searchWord) slots.words = role.searchWord;
      hiring = true;
    }
    if (slots.category && slots.roleTitle) break;
    rest = cut(rest, found.form);
  }
  return hiring || TABLES.workers.has(text);
}

function takeUrgency(text: string, slots: Slots): void {
  for (const [urgency, table] of URGENCIES_TABLE) {
    if (!table.has(text)) continue;
    slots.urgency = urgency;
    slots.urgentOnly = urgency !== 'normal';
    return;
  }
}

// Intent

/** True when the text is nothing but phrases of `table` (at least one) and filler words. */
function onlyMadeOf(text: string, table: PhraseTable<boolean>): boolean {
  const { rest, found } = table.strip(text);
  return found && TABLES.filler.strip(rest).rest.trim() === '';
}

function startsWithAny(text: string, list: readonly string[]): boolean {
  return list.some((phrase) => text.startsWith(` ${phrase} `));
}

const SEARCH_SLOTS = ['city', 'category', 'words', 'minPay', 'maxPay', 'pay', 'urgency'] as const;

function classify(text: string, slots: Slots, hiring: boolean): Intent {
  if (TABLES.cancel.has(text)) return 'cancel';
  if (onlyMadeOf(text, TABLES.yes)) return 'confirm';
  if (onlyMadeOf(text, TABLES.no)) return 'deny';
  if (TABLES.post.has(text)) return 'post';
  if (hiring && TABLES.need.has(text) && !TABLES.jobWords.has(text)) return 'post';
  if (slots.index !== undefined) return 'details';
  const searchSlot = SEARCH_SLOTS.some((slot) => slots[slot] !== undefined);
  if (startsWithAny(text, NO_PHRASES) && (searchSlot || slots.phone || slots.title)) return 'deny';
  if (TABLES.help.has(text) && !searchSlot && !TABLES.find.has(text)) return 'help';
  const refining = TABLES.refine.has(text) || startsWithAny(text, REFINE_OPENERS);
  if (searchSlot && refining) return 'refine';
  if (TABLES.search.has(text) || TABLES.jobWords.has(text) || slots.category || slots.words) return 'search';
  if (searchSlot || slots.title || slots.description || slots.phone) return 'refine';
  if (TABLES.greeting.has(text)) return 'greeting';
  return startsWithAny(text, NO_PHRASES) ? 'deny' : 'unknown';
}

/** Reads one user message: what they want (intent), the details they gave (slots), their language. */
export function parseUtterance(text: string): ParsedUtterance {
  const slots: Slots = {};
  const ascii = text.replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
  const rest = takePhone(takeExplicit(ascii, slots), slots);
  const normal = normalize(rest);
  const { shift, rest: withoutShift } = takeShift(normal);
  if (Object.keys(shift).length > 0) slots.shift = shift;
  let remaining = takeIndex(withoutShift, slots);
  remaining = takePay(remaining, slots);
  remaining = takePlace(remaining, slots);
  const hiring = takeKind(remaining, slots);
  takeUrgency(remaining, slots);
  return {
    intent: classify(normal, slots, hiring),
    slots,
    language: detectLanguage(text) ?? 'en',
  };
}

// Helpers for the engine

/** True when the normalised text contains any of the phrases. */
export function mentions(text: string, list: readonly string[]): boolean {
  const normal = normalize(text);
  return list.some((phrase) => normal.includes(` ${normalize(phrase).trim()} `));
}

/** "Find jobs in Pune" said in the middle of posting a job: leave the post for a search. */
export function asksToFind(text: string): boolean {
  const normal = normalize(text);
  return TABLES.find.has(normal) && TABLES.jobWords.has(normal);
}
