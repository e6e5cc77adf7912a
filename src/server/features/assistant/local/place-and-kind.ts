import type { CategorySlug } from '../../../../shared/categories';
import { CITIES } from '../../../../shared/geo';
import { INDIA_CITY_ALIASES } from '../../../../shared/geo/india';
import { USA_CITY_ALIASES } from '../../../../shared/geo/usa';
import { normalize, words } from './normalize';
import { cut, phrases, PhraseTable, TABLES } from './phrase-table';
import { AMBIGUOUS_CITY_NAMES, DEVANAGARI_CITY_NAMES, LATIN_CITY_NAMES, LOCALITIES } from './places';
import type { Slots } from './parsed-utterance';
import {
  CATEGORY_WORDS,
  PLACE_REPLACED_AFTER,
  PLACE_REPLACED_BEFORE,
  ROLES,
  URGENCY_WORDS,
  type Role,
} from './vocabulary';
import {
  MORE_CATEGORY_WORDS,
  MORE_PHRASES,
  MORE_ROLES,
  SCRIPT_CITY_NAMES,
  SPANISH_CITY_NAMES,
} from './vocabulary-more';

/** The place (city or locality), the kind of work (category, role) and the urgency of a message. */

interface Place {
  slug: string;
  locality?: string;
}

function titleCase(text: string): string {
  return text.replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

const aliasPairs = (aliases: Readonly<Record<string, string>>) =>
  Object.entries(aliases).map(([alias, slug]) => [alias.replace(/-/g, ' '), { slug }] as const);

const PLACES = new PhraseTable<Place>(
  [
    ...CITIES.filter((city) => !AMBIGUOUS_CITY_NAMES.has(city.name.toLowerCase())).map(
      (city) => [city.name, { slug: city.slug }] as const,
    ),
    ...aliasPairs(INDIA_CITY_ALIASES),
    ...aliasPairs(USA_CITY_ALIASES),
    ...aliasPairs(LATIN_CITY_NAMES),
    ...Object.entries(DEVANAGARI_CITY_NAMES).map(([name, slug]) => [name, { slug }] as const),
    ...Object.entries(SPANISH_CITY_NAMES).map(([name, slug]) => [name, { slug }] as const),
    ...Object.values(SCRIPT_CITY_NAMES).flatMap((names) =>
      Object.entries(names).map(([name, slug]) => [name, { slug }] as const),
    ),
    ...Object.entries(LOCALITIES).map(
      ([name, slug]) => [name, { slug, locality: /[a-z]/.test(name) ? titleCase(name) : name }] as const,
    ),
  ],
  { endings: true },
);

type Kind = { category: CategorySlug; role?: undefined } | { category?: CategorySlug; role: Role };

const categoryPairs = (words: Readonly<Record<string, readonly string[]>>) =>
  Object.entries(words).flatMap(([category, list]) =>
    list.map((phrase) => [phrase, { category: category as CategorySlug }] as const),
  );
const rolePairs = (roles: readonly Role[]) =>
  roles.flatMap((role) => role.words.map((phrase) => [phrase, { category: role.category, role }] as const));

const KINDS = new PhraseTable<Kind>(
  [
    // The first of a phrase wins: English and Hindi first, then the other languages' people and words.
    ...categoryPairs(CATEGORY_WORDS),
    ...rolePairs(ROLES),
    ...rolePairs(MORE_ROLES),
    ...categoryPairs(MORE_CATEGORY_WORDS),
  ],
  { plurals: true, endings: true, accents: true },
);

const URGENCIES_TABLE = URGENCY_WORDS.map(([urgency, list]) => {
  const more = MORE_PHRASES.urgency.find(([name]) => name === urgency)?.[1] ?? [];
  return [urgency, phrases([...list, ...more])] as const;
});

const JOINED_REPLACED_MARKERS = ['ऐवजी'];

/** "Delhi ki jagah Mumbai", "Mumbai instead of Pune": the place being replaced is not the one asked for. */
function dropReplacedPlace(text: string): string {
  // Marathi joins "instead of" onto the name ("पुण्याऐवजी"): the whole word is the marker.
  let rest = words(text)
    .map((word) => JOINED_REPLACED_MARKERS.find((marker) => word.endsWith(marker) && word !== marker) ?? word)
    .join(' ');
  rest = ` ${rest} `;
  for (const marker of [...PLACE_REPLACED_BEFORE, ...MORE_PHRASES.placeReplacedBefore])
    rest = PLACES.cutNextTo(rest, normalize(marker).trim(), 'before');
  for (const marker of [...PLACE_REPLACED_AFTER, ...MORE_PHRASES.placeReplacedAfter])
    rest = PLACES.cutNextTo(rest, normalize(marker).trim(), 'after');
  return rest;
}

export function takePlace(text: string, slots: Slots): string {
  const found = PLACES.first(dropReplacedPlace(text));
  if (!found) return text;
  slots.city = found.value.slug;
  if (found.value.locality) slots.locality = found.value.locality;
  return cut(text, found.form);
}

export function takeKind(text: string, slots: Slots): boolean {
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

export function takeUrgency(text: string, slots: Slots): void {
  for (const [urgency, table] of URGENCIES_TABLE) {
    if (!table.has(text)) continue;
    slots.urgency = urgency;
    slots.urgentOnly = urgency !== 'normal';
    return;
  }
}
