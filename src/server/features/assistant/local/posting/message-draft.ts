import { DAILY_SALARY_MAX, JOB_DESCRIPTION_MAX, JOB_TITLE_MAX } from '../../../../../shared/limits';
import type { Language, RoleTitle } from '../parsed-utterance';
import type { ShiftSlots } from '../shift';
import { workDateOf } from '../shift';
import type { Draft } from '../state';
import type { Turn } from '../turn';

/** What a message gives a job post, whatever the question was ("cook in Pune, 700 a day, 98765 43210"). */

/**
 * The draft fields a message gives. A title comes from a role ("cook needed") only when `roleTitle`.
 * A city always comes with its locality, even none: a new city drops the old one's area.
 */
export function draftFromMessage(turn: Turn, options: { roleTitle: boolean }): Draft {
  const slots = turn.parsed.slots;
  const draft: Draft = {};
  if (slots.title) draft.title = slots.title.slice(0, JOB_TITLE_MAX);
  else if (options.roleTitle && slots.roleTitle) draft.title = roleTitleIn(slots.roleTitle, turn.language);
  if (slots.category) draft.category = slots.category;
  const pay = slots.pay ?? slots.minPay ?? slots.maxPay;
  if (pay !== undefined && pay >= 1 && pay <= DAILY_SALARY_MAX) draft.dailySalary = pay;
  if (slots.city) {
    draft.citySlug = slots.city;
    draft.area = slots.locality;
  }
  if (slots.phone) draft.phone = slots.phone;
  if (slots.urgency) draft.urgency = slots.urgency;
  if (slots.description) draft.description = slots.description.slice(0, JOB_DESCRIPTION_MAX);
  return { ...draft, ...shiftFromMessage(turn) };
}

/** The shift details a message gives ("tomorrow" is the visitor's tomorrow). */
export function shiftFromMessage(turn: Turn): Draft {
  const shift: ShiftSlots = turn.parsed.slots.shift ?? {};
  const draft: Draft = {};
  const workDate = shift.day ? workDateOf(shift.day, turn.context.today) : undefined;
  if (workDate) draft.workDate = workDate;
  if (shift.startTime) draft.startTime = shift.startTime;
  if (shift.hoursPerDay) draft.hoursPerDay = shift.hoursPerDay;
  if (shift.days) draft.days = shift.days;
  if (shift.workers) draft.workersNeeded = shift.workers;
  if (shift.payTiming) draft.payTiming = shift.payTiming;
  return draft;
}

/** A role's title in the language: its own, else Devanagari for Hindi and Marathi, else English. */
function roleTitleIn(title: RoleTitle, language: Language): string {
  if (language === 'hi') return title.hi;
  if (language === 'en' || language === 'hinglish') return title.en;
  return title[language] ?? (language === 'mr' ? title.hi : title.en);
}

export const givesAnything = (draft: Draft) =>
  Object.values<unknown>(draft).some((value) => value !== undefined);

/** The draft with a message's fields on top (a city given without a locality drops the old area). */
export function mergeDraft(draft: Draft, updates: Draft): Draft {
  const merged: Draft = { ...draft, ...updates };
  if (merged.area === undefined) delete merged.area;
  return merged;
}
