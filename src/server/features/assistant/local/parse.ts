import { takeExplicit, takePhone } from './explicit-slots';
import { takeIndex } from './list-position';
import { normalize } from './normalize';
import { takePay } from './pay';
import { TABLES, type PhraseTable } from './phrase-table';
import { takeKind, takePlace, takeUrgency } from './place-and-kind';
import { takeShift } from './shift';
import type { Intent, Language, ParsedUtterance, Slots } from './parsed-utterance';
import { ENGLISH_MARKERS, HINGLISH_MARKERS, NO_PHRASES, REFINE_OPENERS } from './vocabulary';

export type { Intent, Language, ParsedUtterance, Slots } from './parsed-utterance';

/**
 * The local assistant's parser: one user message in, what it asks for out. Table-driven (vocabulary.ts,
 * places.ts): no NLP library reads Devanagari Hindi and Hinglish offline well enough. Each kind of slot
 * is taken out by its own module (explicit-slots, shift, list-position, pay, place-and-kind), then the
 * intent is told from the whole text and the slots found.
 */

const HINGLISH = new Set(HINGLISH_MARKERS);
const ENGLISH = new Set(ENGLISH_MARKERS);

// Language

/** The language a message is written in, or null when it has no telling word ("ok", "Pune", "2"). */
export function detectLanguage(text: string): Language | null {
  if (/[\u0900-\u097f]/.test(text)) return 'hi';
  const tokens = text.toLowerCase().split(/[^\p{L}\p{M}]+/u);
  if (tokens.some((token) => HINGLISH.has(token))) return 'hinglish';
  if (tokens.some((token) => ENGLISH.has(token))) return 'en';
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
