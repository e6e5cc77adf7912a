import { CATEGORY_SLUGS, categoryLabel, type CategorySlug } from './categories';
import { CATEGORY_KEYWORDS } from './category-keywords';
import { CITIES } from './geo';
import { INDIA_CITY_ALIASES } from './geo/india';
import { USA_CITY_ALIASES } from './geo/usa';
import { categoryWordsBn, cityNamesBn } from './i18n/bn-search';
import { categoryWordsEs, cityNamesEs } from './i18n/es-search';
import { categoryWordsHi, cityNamesHi } from './i18n/hi-search';
import { categoryWordsMr, cityNamesMr } from './i18n/mr-search';
import { categoryWordsTa, cityNamesTa } from './i18n/ta-search';
import { categoryWordsTe, cityNamesTe } from './i18n/te-search';

/**
 * The job search's word lookup (issue #27): which words of a search text name a job category or a built-in
 * city, in any of the app's languages and scripts. Server-side only in practice: it pulls in every
 * language's word lists, so the web must not import it (its first-load bundle stays small).
 *
 * Matching: the text is normalised to NFC and lower-cased; zero-width joiners and non-joiners are ignored
 * on both sides (Telugu "హైదరాబాద్‌లో" and "హైదరాబాద్లో" read the same); Latin-script words also match without
 * accents ("construccion"). Phrases of several words are tried longest first. A word may carry a short
 * case ending after a known name or word (Bengali "কলকাতায়", Telugu "హైదరాబాద్‌లో", Tamil "சென்னையில்"):
 * up to MAX_ENDING characters ("জয়পুরের" is "জয়পুর"); a lone vowel sign only after a word of at least 4 (Bengali
 * "বাগানে" is "বাগান", but Hindi "बागी" is not "बाग").
 * Latin-script words take only a plural "s" / "es" ("pintores").
 */

export type SearchLanguage = 'en' | 'hi' | 'es' | 'ta' | 'te' | 'mr' | 'bn';

interface WordList {
  lang: SearchLanguage;
  /** Name as people write it -> built-in city slug. */
  cityNames: Readonly<Record<string, string>>;
  /** Category -> everyday words and trades. */
  categoryWords: Readonly<Record<CategorySlug, readonly string[]>>;
}

/** English: the built-in cities' names, slugs and aliases ("bombay"), the category labels and keywords. */
const ENGLISH: WordList = {
  lang: 'en',
  cityNames: Object.fromEntries<string>([
    ...CITIES.flatMap((city): [string, string][] => [
      [city.name, city.slug],
      [city.slug.replace(/-/g, ' '), city.slug],
    ]),
    ...Object.entries({ ...INDIA_CITY_ALIASES, ...USA_CITY_ALIASES }).map(
      ([alias, slug]): [string, string] => [alias.replace(/-/g, ' '), slug],
    ),
  ]),
  categoryWords: Object.fromEntries(
    CATEGORY_SLUGS.map((slug): [CategorySlug, readonly string[]] => [
      slug,
      [categoryLabel(slug), ...CATEGORY_KEYWORDS[slug]],
    ]),
  ) as Record<CategorySlug, readonly string[]>,
};

/** Every language's lists; a new language is one line here (its `<lang>-search.ts` import aside). */
const WORD_LISTS: readonly WordList[] = [
  ENGLISH,
  { lang: 'hi', cityNames: cityNamesHi, categoryWords: categoryWordsHi },
  { lang: 'es', cityNames: cityNamesEs, categoryWords: categoryWordsEs },
  { lang: 'ta', cityNames: cityNamesTa, categoryWords: categoryWordsTa },
  { lang: 'te', cityNames: cityNamesTe, categoryWords: categoryWordsTe },
  { lang: 'mr', cityNames: cityNamesMr, categoryWords: categoryWordsMr },
  { lang: 'bn', cityNames: cityNamesBn, categoryWords: categoryWordsBn },
];

/** The longest case ending read after a known word (Marathi "मध्ये" is five characters). */
const MAX_ENDING = 5;
/** Shorter known words take no ending (a two-letter word plus an ending is too often another word). */
const MIN_STEM_FOR_ENDING = 3;
/** A lone vowel sign as the ending needs a longer word before it. */
const MIN_STEM_FOR_VOWEL_SIGN = 4;

/** One recognised word or phrase of a search text. */
export interface SearchTextMatch {
  /** The words of the search text that matched, as typed (normalised to NFC). */
  text: string;
  kind: 'city' | 'category';
  /** A city slug or a category slug. */
  value: string;
  /** The language whose list has it (the first one, in WORD_LISTS order, when several do). */
  lang: SearchLanguage;
}

export interface SearchTextReading {
  matches: SearchTextMatch[];
  /** Category slugs the text names (each once, in order of appearance). */
  categories: CategorySlug[];
  /** City slugs the text names (each once, in order of appearance). */
  citySlugs: string[];
  /** The words that named nothing, in order. */
  rest: string[];
}

const ZERO_WIDTH = /[\u200c\u200d]/g;
const LATIN_ONLY = /^[\p{Script=Latin}\p{M}\s'’.-]+$/u;
const STARTS_WITH_MARK = /^\p{M}/u;
/** What separates words: white space and punctuation (not the hyphen, not the apostrophe). */
const SEPARATORS = /[\s,.;:!?()[\]{}"“”«»।॥|/]+/u;

/** NFC, lower case, no zero-width (non-)joiners. */
function fold(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(ZERO_WIDTH, '');
}

/** A Latin-script phrase without accents ("construcción" -> "construccion"); other scripts unchanged. */
function withoutAccents(folded: string): string {
  if (!LATIN_ONLY.test(folded)) return folded;
  return folded.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

interface Entry {
  kind: 'city' | 'category';
  value: string;
  lang: SearchLanguage;
}

interface Index {
  entries: Map<string, Entry[]>;
  longestPhrase: number;
}

let index: Index | undefined;

function addEntry(entries: Map<string, Entry[]>, phrase: string, entry: Entry): void {
  const folded = fold(phrase).trim().split(SEPARATORS).filter(Boolean).join(' ');
  if (!folded) return;
  for (const key of new Set([folded, withoutAccents(folded)])) {
    const list = entries.get(key) ?? [];
    if (!list.some((known) => known.kind === entry.kind && known.value === entry.value)) list.push(entry);
    entries.set(key, list);
  }
}

function buildIndex(): Index {
  const entries = new Map<string, Entry[]>();
  for (const list of WORD_LISTS) {
    for (const [name, slug] of Object.entries(list.cityNames)) {
      addEntry(entries, name, { kind: 'city', value: slug, lang: list.lang });
    }
    for (const slug of CATEGORY_SLUGS) {
      for (const word of list.categoryWords[slug]) {
        addEntry(entries, word, { kind: 'category', value: slug, lang: list.lang });
      }
    }
  }
  let longestPhrase = 1;
  for (const key of entries.keys()) longestPhrase = Math.max(longestPhrase, key.split(' ').length);
  return { entries, longestPhrase };
}

/** The entries of a phrase as typed, or of the phrase less a short case ending. */
function entriesOf(entries: Map<string, Entry[]>, phrase: string): Entry[] | undefined {
  for (const candidate of new Set([phrase, withoutAccents(phrase)])) {
    const exact = entries.get(candidate);
    if (exact) return exact;
  }
  const lastWord = phrase.slice(phrase.lastIndexOf(' ') + 1);
  // Characters are counted in code points (a Devanagari vowel sign is one, as an ending's letters are).
  const chars = Array.from(phrase);
  const lastChars = Array.from(lastWord).length;
  if (LATIN_ONLY.test(phrase)) {
    const bare = withoutAccents(phrase);
    for (const ending of ['es', 's']) {
      if (!bare.endsWith(ending) || lastChars - ending.length < 4) continue;
      const found = entries.get(bare.slice(0, -ending.length));
      if (found) return found;
    }
    return undefined;
  }
  // Longest stem first: "हैदराबादमध्ये" finds "हैदराबाद" before any shorter word.
  for (let cut = 1; cut <= MAX_ENDING && cut < lastChars; cut++) {
    const stem = chars.slice(0, chars.length - cut).join('');
    const ending = chars.slice(chars.length - cut).join('');
    const stemChars = Array.from(stem.slice(stem.lastIndexOf(' ') + 1)).length;
    if (stemChars < MIN_STEM_FOR_ENDING) continue;
    if (cut === 1 && STARTS_WITH_MARK.test(ending) && stemChars < MIN_STEM_FOR_VOWEL_SIGN) continue;
    const found = entries.get(stem);
    if (found) return found;
  }
  return undefined;
}

/** Reads a search text: which of its words name categories and cities, in any language; the rest. */
export function readSearchText(text: string): SearchTextReading {
  index ??= buildIndex();
  const { entries, longestPhrase } = index;
  const typed = text.normalize('NFC').split(SEPARATORS).filter(Boolean);
  const words = typed.map(fold);
  const matches: SearchTextMatch[] = [];
  const rest: string[] = [];
  let at = 0;
  while (at < words.length) {
    let matched = 0;
    for (let size = Math.min(longestPhrase, words.length - at); size >= 1 && !matched; size--) {
      const phrase = words.slice(at, at + size).join(' ');
      if (!phrase) continue;
      const found = entriesOf(entries, phrase);
      if (!found) continue;
      const shown = typed.slice(at, at + size).join(' ');
      for (const entry of found) matches.push({ text: shown, ...entry });
      matched = size;
    }
    if (matched > 0) {
      at += matched;
    } else {
      rest.push(typed[at] as string);
      at += 1;
    }
  }
  const unique = <T extends string>(kind: Entry['kind']) => [
    ...new Set(matches.filter((match) => match.kind === kind).map((match) => match.value as T)),
  ];
  return { matches, categories: unique<CategorySlug>('category'), citySlugs: unique('city'), rest };
}
