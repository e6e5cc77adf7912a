import { currencyForCountry, findCityBySlug, locationLabel } from '../../../../../shared/geo';
import { DAILY_SALARY_MAX, JOB_DESCRIPTION_MAX, JOB_TITLE_MAX } from '../../../../../shared/limits';
import { normalize } from '../normalize';
import { mentions } from '../parse';
import { cityName, money } from '../replies';
import { SAME_DAY_ANSWERS } from '../shift';
import type { Draft } from '../state';
import type { Turn } from '../turn';
import { NEED_WORDS, SKIP_PHRASES } from '../vocabulary';
import { MORE_PHRASES } from '../vocabulary-more';
import { draftFromMessage, givesAnything, shiftFromMessage } from './message-draft';

/** How the job post form (form.ts) reads an answer to its questions, and the helpers of its summary lines. */

export const fromMessage = (turn: Turn) => draftFromMessage(turn, { roleTitle: false });
/** The updates when they give `key`, else not understood. */
export const giving = (updates: Draft, key: keyof Draft) => (updates[key] ? updates : undefined);
export const isSkip = (turn: Turn) =>
  turn.parsed.intent === 'deny' || mentions(turn.text, [...SKIP_PHRASES, ...MORE_PHRASES.skip]);

export function currencyOf(turn: Turn, draft: Draft) {
  const city = draft.citySlug ? findCityBySlug(draft.citySlug) : undefined;
  return currencyForCountry(city?.country ?? turn.context.country);
}

function cleanTitle(text: string): string {
  const title = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^["'“‘]+|["'”’.!]+$/g, '');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** A title said outright, a role ("cook needed") or with other details, else the answer itself. */
export function readTitle(turn: Turn): Draft | undefined {
  const slots = turn.parsed.slots;
  const other = slots.city !== undefined || slots.phone !== undefined || slots.pay !== undefined;
  if (
    slots.title ||
    other ||
    (slots.roleTitle && mentions(turn.text, [...NEED_WORDS, ...MORE_PHRASES.need]))
  ) {
    return draftFromMessage(turn, { roleTitle: true });
  }
  const title = cleanTitle(turn.text);
  if (title.length < 3 || title.length > JOB_TITLE_MAX) return undefined;
  return slots.category ? { title, category: slots.category } : { title };
}

/** "Cook needed in Pune. Pay ₹700 per day.": the description of a skipped question. */
function defaultDescription(turn: Turn, draft: Draft): string {
  const { say } = turn;
  const title = draft.title ?? (draft.category ? say.categories[draft.category] : '');
  const city = draft.citySlug ? cityName(draft.citySlug, turn.language) : say.countries[turn.context.country];
  const pay = draft.dailySalary ? money(draft.dailySalary, currencyOf(turn, draft)) : '';
  return say.defaultDescription(title, city, pay);
}

export function readDescription(turn: Turn, draft: Draft): Draft | undefined {
  const text = turn.text.trim();
  if (turn.parsed.slots.description) return { description: turn.parsed.slots.description };
  if (text.length < 10 && isSkip(turn)) return { description: defaultDescription(turn, draft) };
  if (text.length < 10) return undefined;
  return { description: text.slice(0, JOB_DESCRIPTION_MAX) };
}

export function firstNumber(text: string): number | undefined {
  const match = /(?:^| )(\d+)(?= |$)/.exec(normalize(text));
  const value = match ? Number(match[1]) : NaN;
  return value >= 1 && value <= DAILY_SALARY_MAX ? value : undefined;
}

/** Any shift detail, "daily" for the pay, or skip: the question is asked once. */
export function readShift(turn: Turn): Draft | undefined {
  const updates = shiftFromMessage(turn);
  if (!updates.payTiming && mentions(turn.text, SAME_DAY_ANSWERS)) updates.payTiming = 'same-day';
  if (givesAnything(updates) || isSkip(turn)) return { ...updates, shiftAsked: true };
  return undefined;
}

export function place(draft: Draft): string {
  const city = draft.citySlug ? findCityBySlug(draft.citySlug) : undefined;
  return city ? locationLabel(city) + (draft.area ? ` (${draft.area})` : '') : '';
}
