import type { CategorySlug, Urgency } from '../../../../shared/categories';
import type { esCategoryLabels } from '../../../../shared/i18n/es';
import type { Replies } from './replies';

/**
 * What the languages' reply texts (replies-<lang>.ts) share: the shape of a search answer, the clock
 * and the part of the day, category and urgency names from the site's catalogues.
 */

/** "9" or "9:30" on a 12-hour clock. */
export const clock12 = (hour: number, minute: number) =>
  `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;

/** The words for the parts of a day, for a time said as "morning 9". */
export interface PartsOfDay {
  /** Before 4 and from 8 pm. */
  night: string;
  /** 4 to noon. */
  morning: string;
  /** Noon to 4. */
  afternoon: string;
  /** 4 to 8 pm. */
  evening: string;
}

/** The part of the day an hour (0-23) is in: morning before noon, afternoon to 4, evening to 8, night. */
export function partOfDay(hour: number, parts: PartsOfDay): string {
  if (hour < 4) return parts.night;
  if (hour < 12) return parts.morning;
  if (hour < 16) return parts.afternoon;
  return hour < 20 ? parts.evening : parts.night;
}

/** " (filters)", or nothing without filters. */
export const inBrackets = (filters: string) => (filters ? ` (${filters})` : '');

/** The words of a search answer: "<found><filters><stop> <first shown>", "<none><filters><stop> <advice>". */
export interface SearchAnswerWords {
  /** "I found 12 jobs in Mumbai", "मुंबई में 12 काम मिले". */
  found(total: number, where: string): string;
  /** "Here are the first 3." */
  firstShown(shown: number): string;
  /** "I found no jobs in Mumbai". */
  none(where: string): string;
  /** The advice when filters narrowed the search. */
  fewerFilters: string;
  /** The advice when they did not. */
  elsewhere: string;
  /** The sentence's full stop: "." or "।". */
  stop: string;
}

/** A language's `found` and `noneFound` from its words. */
export function searchAnswers(words: SearchAnswerWords): Pick<Replies, 'found' | 'noneFound'> {
  return {
    found: (total, shown, where, filters) =>
      `${words.found(total, where)}${inBrackets(filters)}${words.stop}` +
      (total > shown ? ` ${words.firstShown(shown)}` : ''),
    noneFound: (where, filters, narrowed) =>
      `${words.none(where)}${inBrackets(filters)}${words.stop} ` +
      (narrowed ? words.fewerFilters : words.elsewhere),
  };
}

/** A site catalogue's category and urgency names (`<lang>CategoryLabels`). */
export type CategoryLabels = typeof esCategoryLabels;

/** "Urgent (2-3 days)": each urgency's name with its hint. */
export const urgenciesOf = (labels: CategoryLabels): Record<Urgency, string> => ({
  normal: `${labels.urgencies.normal.label} (${labels.urgencies.normal.hint})`,
  urgent: `${labels.urgencies.urgent.label} (${labels.urgencies.urgent.hint})`,
  immediate: `${labels.urgencies.immediate.label} (${labels.urgencies.immediate.hint})`,
});

export const categoriesOf = (labels: CategoryLabels): Record<CategorySlug, string> => ({
  ...labels.categories,
});
