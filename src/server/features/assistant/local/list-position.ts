import { isMoneySign, normalize, words } from './normalize';
import { TABLES } from './phrase-table';
import type { Slots } from './parsed-utterance';
import {
  FILLER_WORDS,
  INDEX_MARKERS_AFTER,
  INDEX_MARKERS_BEFORE,
  ORDINAL_COMPANIONS,
  ORDINALS,
} from './vocabulary';
import { MORE_PHRASES } from './vocabulary-more';

/** A position in the jobs shown: "tell me more about 2", "the 3rd one", "दूसरा". */

const INDEX_BEFORE = new Set(
  [...INDEX_MARKERS_BEFORE, ...MORE_PHRASES.indexBefore].map((marker) => normalize(marker).trim()),
);
const INDEX_AFTER = new Set(
  [...INDEX_MARKERS_AFTER, ...MORE_PHRASES.indexAfter].map((marker) => normalize(marker).trim()),
);
const ORDINAL_VALUES: ReadonlyMap<string, number> = new Map(
  Object.entries({ ...ORDINALS, ...MORE_PHRASES.ordinals }).map(([word, value]) => [
    normalize(word).trim(),
    value,
  ]),
);
const ORDINAL_NEIGHBOURS = new Set(
  [...ORDINAL_COMPANIONS, ...MORE_PHRASES.ordinalCompanions].map((word) => normalize(word).trim()),
);
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(
  Object.entries(MORE_PHRASES.numberWords).map(([word, value]) => [normalize(word).trim(), value]),
);
/** The words before a number word that make it a position ("número dos"): not "काम", "el" ("काम दोन दिवस"). */
const NUMBER_SIGNS = new Set(
  ['number', 'número', 'numero', 'नंबर', 'নম্বর', 'నంబర్', 'நம்பர்'].map((w) => normalize(w).trim()),
);
const FILLER = new Set([...FILLER_WORDS, ...MORE_PHRASES.filler]);

export function takeIndex(text: string, slots: Slots): string {
  const tokens = words(text);
  const found = indexBySuffix(tokens) ?? indexByOrdinal(text, tokens) ?? indexByNumber(tokens);
  if (!found) return text;
  slots.index = found.value;
  tokens.splice(found.at, 1);
  return ` ${tokens.join(' ')} `;
}

type Found = { value: number; at: number };

/**
 * A number with an ordinal ending joined on: English "2nd", Spanish "2º"/"2a", Marathi "2रा"/"3ऱ्या"/"5वा",
 * Bengali "2য়"/"4র্থ"/"5ম", Telugu "4వ"/"4వది", Tamil "3வது" (when not split off by normalize.ts).
 */
const ORDINAL_SUFFIX =
  /^(\d{1,2})(?:st|nd|rd|th|º|ª|o|a|er|ra|ro|रा|रे|री|ऱ्या|था|थे|थी|थ्या|वा|वे|वी|व्या|য়|য|র্থ|ম|তম|వ|వది|వ్|வது|ஆவது)$/u;

function indexBySuffix(tokens: string[]): Found | undefined {
  for (const [at, token] of tokens.entries()) {
    const match = ORDINAL_SUFFIX.exec(token);
    if (match) return { value: Number(match[1]), at };
  }
  return undefined;
}

/** Bengali writes "the one" onto an ordinal or a number ("তৃতীয়টা", "দুই নম্বরটার", "প্রথমটির"). */
const BENGALI_CLASSIFIER = /(?:টা|টি)র?$/;

function indexByOrdinal(text: string, tokens: string[]): Found | undefined {
  const meaningful = tokens.filter((token) => !FILLER.has(token) && !ORDINAL_NEIGHBOURS.has(token));
  for (const [at, token] of tokens.entries()) {
    const value = ORDINAL_VALUES.get(token) ?? ORDINAL_VALUES.get(token.replace(BENGALI_CLASSIFIER, ''));
    if (value === undefined) continue;
    const companion =
      ORDINAL_NEIGHBOURS.has(tokens[at - 1] ?? '') || ORDINAL_NEIGHBOURS.has(tokens[at + 1] ?? '');
    if (companion || meaningful.length <= 1 || TABLES.details.has(text)) return { value, at };
  }
  return undefined;
}

function indexByNumber(tokens: string[]): Found | undefined {
  const meaningful = tokens.filter((token) => !FILLER.has(token));
  for (const [at, token] of tokens.entries()) {
    const word = NUMBER_WORDS.get(token);
    if (!/^\d{1,2}$/.test(token) && word === undefined) continue;
    const value = word ?? Number(token);
    if (value < 1 || value > 50 || isMoneySign(tokens[at - 1]) || isMoneySign(tokens[at + 1])) continue;
    const before = tokens[at - 1] ?? '';
    const twoBefore = `${tokens[at - 2] ?? ''} ${before}`;
    const after = tokens[at + 1] ?? '';
    const marked =
      (word === undefined
        ? INDEX_BEFORE.has(before) || INDEX_BEFORE.has(twoBefore)
        : NUMBER_SIGNS.has(before)) ||
      INDEX_AFTER.has(after) ||
      INDEX_AFTER.has(after.replace(BENGALI_CLASSIFIER, ''));
    if (marked || (meaningful.length === 1 && word === undefined)) return { value, at };
  }
  return undefined;
}
