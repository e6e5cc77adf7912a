import { takeExplicit, takePhone } from './explicit-slots';
import { takeIndex } from './list-position';
import { asciiDigits, normalize } from './normalize';
import { takePay } from './pay';
import { TABLES, type PhraseTable } from './phrase-table';
import { takeKind, takePlace, takeUrgency } from './place-and-kind';
import { takeShift } from './shift';
import type { Intent, Language, ParsedUtterance, Slots } from './parsed-utterance';
import { ENGLISH_MARKERS, HINGLISH_MARKERS, NO_PHRASES, REFINE_OPENERS } from './vocabulary';
import {
  MARATHI_ENDINGS,
  MARATHI_MARKERS,
  MORE_PHRASES,
  SCRIPT_CITY_NAMES,
  SPANISH_MARKERS,
} from './vocabulary-more';
import { DEVANAGARI_CITY_NAMES } from './places';

export type { Intent, Language, ParsedUtterance, Slots } from './parsed-utterance';

/**
 * The local assistant's parser: one user message in, what it asks for out. Table-driven (vocabulary.ts,
 * places.ts): no NLP library reads Devanagari Hindi and Hinglish offline well enough. Each kind of slot
 * is taken out by its own module (explicit-slots, shift, list-position, pay, place-and-kind), then the
 * intent is told from the whole text and the slots found.
 */

const HINGLISH = new Set(HINGLISH_MARKERS);
const ENGLISH = new Set(ENGLISH_MARKERS);
const SPANISH = new Set(SPANISH_MARKERS);
const MARATHI = new Set(MARATHI_MARKERS);
/** Marathi city forms Hindi does not write ("पुण्यात", "नागपूरमध्ये"). */
const MARATHI_PLACES = new Set(
  Object.keys(SCRIPT_CITY_NAMES.mr).filter((name) => !(name in DEVANAGARI_CITY_NAMES)),
);
/** Hindi words Marathi does not use. */
const HINDI = new Set([
  'में',
  'है',
  'हैं',
  'का',
  'की',
  'के',
  'चाहिए',
  'मुझे',
  'से',
  'नहीं',
  'और',
  'कोई',
  'वाला',
  'हाँ',
  'हां',
]);
const MARATHI_ENDING = /(?:मध्ये|च्या|चे|ची|चं|ाला|ात|ऐवजी)$/;
const MARATHI_CITY_NAMES = new Set(Object.keys(SCRIPT_CITY_NAMES.mr));
/** A city name with a case ending joined on ("सोलापूरला", "अमरावतीत"): Hindi writes its postpositions apart. */
const isMarathiPlaceForm = (token: string) =>
  MARATHI_ENDINGS.some(
    (ending) =>
      token.endsWith(ending) && MARATHI_CITY_NAMES.has(token.slice(0, token.length - ending.length)),
  );

// Language

/**
 * Marathi or Hindi, both in Devanagari: by the words (ळ, "आहे", "पुण्यात", "-मध्ये" are Marathi; "में",
 * "है", "चाहिए" Hindi), and on a tie by the visitor's interface language.
 */
function marathiOrHindi(text: string, locale?: string): 'mr' | 'hi' {
  const tokens = text
    .normalize('NFC')
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);
  let marathi = /ळ/.test(text) ? 1 : 0;
  let hindi = 0;
  for (const token of tokens) {
    if (
      MARATHI.has(token) ||
      MARATHI_PLACES.has(token) ||
      MARATHI_ENDING.test(token) ||
      isMarathiPlaceForm(token)
    )
      marathi++;
    if (HINDI.has(token)) hindi++;
  }
  if (marathi !== hindi) return marathi > hindi ? 'mr' : 'hi';
  return locale === 'mr' ? 'mr' : 'hi';
}

const count = (tokens: readonly string[], set: ReadonlySet<string>) =>
  tokens.filter((token) => set.has(token)).length;

/**
 * The language a message is written in, or null when it has no telling word ("ok", "Pune", "2"). The
 * script tells Bengali, Telugu and Tamil; Devanagari is Hindi or Marathi (marathiOrHindi); Latin letters
 * are Spanish when Spanish words outnumber the English and Hinglish ones, else Hinglish, else English.
 * `locale` is the visitor's interface language, which settles Marathi against Hindi on a tie.
 */
export function detectLanguage(text: string, locale?: string): Language | null {
  if (/[\u0980-\u09ff]/.test(text)) return 'bn';
  if (/[\u0c00-\u0c7f]/.test(text)) return 'te';
  if (/[\u0b80-\u0bff]/.test(text)) return 'ta';
  if (/[\u0900-\u097f]/.test(text)) return marathiOrHindi(text, locale);
  const tokens = text.toLowerCase().split(/[^\p{L}\p{M}]+/u);
  const spanish = count(tokens, SPANISH);
  if (spanish > 0 && spanish > count(tokens, HINGLISH) && spanish >= count(tokens, ENGLISH)) return 'es';
  if (tokens.some((token) => HINGLISH.has(token))) return 'hinglish';
  if (tokens.some((token) => ENGLISH.has(token))) return 'en';
  if (spanish > 0) return 'es';
  return null;
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

const normalized = (list: readonly string[]) => list.map((phrase) => normalize(phrase).trim());
const ALL_NO_PHRASES = [...NO_PHRASES, ...normalized(MORE_PHRASES.no)];
const ALL_REFINE_OPENERS = [...REFINE_OPENERS, ...normalized(MORE_PHRASES.refineOpeners)];

const SEARCH_SLOTS = ['city', 'category', 'words', 'minPay', 'maxPay', 'pay', 'urgency'] as const;

function classify(text: string, slots: Slots, hiring: boolean): Intent {
  if (TABLES.cancel.has(text)) return 'cancel';
  if (onlyMadeOf(text, TABLES.yes)) return 'confirm';
  if (onlyMadeOf(text, TABLES.no)) return 'deny';
  if (TABLES.post.has(text)) return 'post';
  if (hiring && TABLES.need.has(text) && !TABLES.jobWords.has(text)) return 'post';
  if (slots.index !== undefined) return 'details';
  const searchSlot = SEARCH_SLOTS.some((slot) => slots[slot] !== undefined);
  if (startsWithAny(text, ALL_NO_PHRASES) && (searchSlot || slots.phone || slots.title)) return 'deny';
  if (TABLES.help.has(text) && !searchSlot && !(TABLES.find.has(text) && TABLES.jobWords.has(text)))
    return 'help';
  const refining =
    TABLES.refine.has(text) ||
    startsWithAny(text, ALL_REFINE_OPENERS) ||
    (TABLES.show.has(text) && !slots.city && !!(slots.category || slots.words));
  if (searchSlot && refining) return 'refine';
  if (TABLES.search.has(text) || TABLES.jobWords.has(text) || slots.category || slots.words) return 'search';
  if (searchSlot || slots.title || slots.description || slots.phone) return 'refine';
  if (TABLES.greeting.has(text)) return 'greeting';
  return startsWithAny(text, ALL_NO_PHRASES) ? 'deny' : 'unknown';
}

/**
 * Reads one user message: what they want (intent), the details they gave (slots), their language
 * (`locale`, the visitor's interface language, tells Marathi from Hindi when the words do not).
 */
export function parseUtterance(text: string, locale?: string): ParsedUtterance {
  const slots: Slots = {};
  const ascii = asciiDigits(text);
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
    language: detectLanguage(text, locale) ?? 'en',
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
