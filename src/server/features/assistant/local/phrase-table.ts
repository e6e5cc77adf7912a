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
import { normalize, words } from './normalize';

/** Phrase matching on normalised text (normalize.ts), and the vocabulary's phrase lists as tables. */

interface Match<T> {
  value: T;
  /** The form found in the text (a plural, maybe). */
  form: string;
  /** The word it starts at. */
  at: number;
}

/** Phrases and what they stand for; finds the earliest (then longest) one in a normalised text. */
export class PhraseTable<T> {
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
