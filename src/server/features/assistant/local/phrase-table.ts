import {
  CANCEL_PHRASES,
  DETAILS_PHRASES,
  FILLER_WORDS,
  FIND_PHRASES,
  GREETING_PHRASES,
  HELP_PHRASES,
  JOB_WORDS,
  NEED_WORDS,
  NO_PHRASES,
  PAY_MARKERS,
  POST_PHRASES,
  REFINE_PHRASES,
  SEARCH_PHRASES,
  WORKER_WORDS,
  YES_PHRASES,
} from './vocabulary';
import { MARATHI_ENDINGS, MORE_PHRASES } from './vocabulary-more';
import { normalize, words } from './normalize';

/** Phrase matching on normalised text (normalize.ts), and the vocabulary's phrase lists as tables. */

interface Match<T> {
  value: T;
  /** The form found in the text (a plural, maybe). */
  form: string;
  /** The word it starts at. */
  at: number;
}

const MAX_ENDING = 6;
const DEVANAGARI_ENDINGS: ReadonlySet<string> = new Set(
  MARATHI_ENDINGS.map((ending) => ending.normalize('NFC')),
);
const SCRIPTS = [
  ['devanagari', /^[\u0900-\u097f]$/],
  ['bengali', /^[\u0980-\u09ff]$/],
  ['tamil', /^[\u0b80-\u0bff]$/],
  ['telugu', /^[\u0c00-\u0c7f]$/],
] as const;

/** The Indian script a text's last letter is in, if any. */
function scriptOf(text: string): (typeof SCRIPTS)[number][0] | undefined {
  const letter = text.slice(-1);
  return SCRIPTS.find(([, pattern]) => pattern.test(letter))?.[0];
}

/**
 * The forms a word's stem may have in the list once its case ending is cut: itself, and the stem before
 * the sound change the ending brings. Marathi shortens a long vowel and turns a final "e"/"ā" into "yā"
 * before an ending (कोल्हापूर -> कोल्हापुरात, धुळे -> धुळ्यात, अकोला -> अकोल्यात); Tamil doubles the
 * consonant or turns a final "m" into "tt" (ஈரோடு -> ஈரோட்டுல, சேலம் -> சேலத்துல) and adds a "u" after a
 * final consonant (வேலூர் -> வேலூருக்கு).
 */
function stemsOf(stem: string, script: (typeof SCRIPTS)[number][0]): string[] {
  const stems = [stem];
  if (script === 'devanagari') {
    stems.push(stem.replace(/\u0941(\S)$/, '\u0942$1'), stem.replace(/\u093f(\S)$/, '\u0940$1'));
    if (stem.endsWith('\u094d\u092f\u093e')) {
      const base = stem.slice(0, -3);
      stems.push(`${base}\u0947`, `${base}\u093e`);
    }
  } else if (script === 'tamil') {
    const tamil: readonly (readonly [RegExp, string])[] = [
      [/த்த[ுி]?$/, 'ம்'],
      [/த்$/, 'ம்'],
      [/([டற])்\1[ுி]?$/, '$1ு'],
      [/([^\u0bcd])ு$/, '$1்'],
    ];
    for (const [pattern, replacement] of tamil)
      if (pattern.test(stem)) stems.push(stem.replace(pattern, replacement));
  }
  return stems.filter((form) => form.length >= 2);
}

/** Phrases and what they stand for; finds the earliest (then longest) one in a normalised text. */
export class PhraseTable<T> {
  private readonly forms = new Map<string, T>();
  private maxWords = 1;

  /** Whether a word may carry a case ending after a phrase (Bengali "কলকাতায়", Marathi "नागपूरमध्ये"). */
  private readonly endings: boolean;

  constructor(
    pairs: Iterable<readonly [string, T]>,
    options: { plurals?: boolean; endings?: boolean; accents?: boolean } = {},
  ) {
    this.endings = options.endings ?? false;
    for (const [phrase, value] of pairs) {
      const form = normalize(phrase).trim();
      if (!form) continue;
      this.add(form, value);
      // Latin words typed without their accents ("construccion", "jardineria", "ninos").
      if (options.accents && /^[\p{Script=Latin} ]+$/u.test(form)) {
        this.add(form.normalize('NFD').replace(/\p{M}/gu, ''), value);
      }
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

  /**
   * The value of a form, or of the form with a case ending on its last word: for Bengali, Telugu and
   * Tamil any short ending in the word's own script ("হাওড়ায়", "హైదరాబాద్‌లో", "சென்னையில்"), for
   * Devanagari only Marathi's endings (Hindi writes its postpositions apart).
   */
  private find(form: string): T | undefined {
    const exact = this.forms.get(form);
    if (exact !== undefined || !this.endings) return exact;
    if (form.charCodeAt(form.length - 1) < 0x0900) return undefined;
    const last = form.slice(form.lastIndexOf(' ') + 1);
    const script = scriptOf(last);
    if (!script) return undefined;
    for (let cut = 1; cut <= Math.min(MAX_ENDING, last.length - 2); cut++) {
      const ending = last.slice(-cut);
      const allowed =
        script === 'devanagari'
          ? DEVANAGARI_ENDINGS.has(ending)
          : ending.split('').every((c) => scriptOf(c) === script);
      if (!allowed) continue;
      for (const stem of stemsOf(form.slice(0, form.length - cut), script)) {
        const value = this.forms.get(stem);
        if (value !== undefined) return value;
      }
    }
    return undefined;
  }

  /** The phrase found at word `start`, the longest one first. */
  private at(tokens: readonly string[], start: number): Match<T> | undefined {
    for (let size = Math.min(this.maxWords, tokens.length - start); size >= 1; size--) {
      const form = tokens.slice(start, start + size).join(' ');
      const value = this.find(form);
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
      if (side === 'before' && this.find(before.slice(-size).join(' ')) !== undefined) {
        return ` ${[...before.slice(0, -size), marker, ...after].join(' ')} `;
      }
      if (side === 'after' && this.find(after.slice(0, size).join(' ')) !== undefined) {
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

export const phrases = (list: readonly string[], options?: { plurals?: boolean }) =>
  new PhraseTable(
    list.map((phrase) => [phrase, true] as const),
    options,
  );

/** Cuts the first occurrence of a matched form out of a text. */
export function cut(text: string, form: string): string {
  return text.replace(` ${form} `, ' ');
}

/** The vocabulary's phrase lists, ready to match. */
export const TABLES = {
  cancel: phrases([...CANCEL_PHRASES, ...MORE_PHRASES.cancel]),
  yes: phrases([...YES_PHRASES, ...MORE_PHRASES.yes]),
  no: phrases([...NO_PHRASES, ...MORE_PHRASES.no]),
  filler: phrases([...FILLER_WORDS, ...MORE_PHRASES.filler]),
  post: phrases([...POST_PHRASES, ...MORE_PHRASES.post]),
  need: phrases([...NEED_WORDS, ...MORE_PHRASES.need]),
  jobWords: phrases([...JOB_WORDS, ...MORE_PHRASES.jobWords], { plurals: true }),
  workers: phrases(WORKER_WORDS, { plurals: true }),
  search: phrases([...SEARCH_PHRASES, ...MORE_PHRASES.search]),
  find: phrases([...FIND_PHRASES, ...MORE_PHRASES.find]),
  refine: phrases([...REFINE_PHRASES, ...MORE_PHRASES.refine]),
  show: phrases(MORE_PHRASES.show),
  details: phrases([...DETAILS_PHRASES, ...MORE_PHRASES.details]),
  help: phrases([...HELP_PHRASES, ...MORE_PHRASES.help]),
  greeting: phrases([...GREETING_PHRASES, ...MORE_PHRASES.greeting]),
  payMarkers: phrases([...PAY_MARKERS, ...MORE_PHRASES.payMarkers]),
};
