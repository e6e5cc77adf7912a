import type { JobSearchCriteria } from '../../../../shared/api/assistant';
import type { Job } from '../../../../shared/api/jobs';
import { COUNTRIES, findCityBySlug, type CountryCode } from '../../../../shared/geo';
import { ASSISTANT_JOBS_SHOWN } from '../../../../shared/limits';
import type { Slots } from './parse';
import { cityName, money } from './replies';
import { join, sayOnly, speak, type Step, type Turn } from './turn';

/**
 * The criteria of a search: the slots the user gave on top of `base` (the last search, for a
 * refinement). A new category drops the old trade words; a new bound drops an old one it contradicts;
 * the country is the city's, else the base's, else the visitor's.
 */
export function criteriaFrom(base: JobSearchCriteria, slots: Slots, country: CountryCode): JobSearchCriteria {
  const criteria: JobSearchCriteria = { ...base };
  if (slots.city) criteria.city = slots.city;
  if (slots.category && slots.category !== criteria.category) {
    criteria.category = slots.category;
    delete criteria.words;
  }
  if (slots.words) criteria.words = slots.words;
  applyPay(criteria, slots);
  if (slots.urgentOnly === true) criteria.urgentOnly = true;
  if (slots.urgentOnly === false) delete criteria.urgentOnly;
  const city = criteria.city ? findCityBySlug(criteria.city) : undefined;
  criteria.country = city?.country ?? base.country ?? country;
  return criteria;
}

function applyPay(criteria: JobSearchCriteria, slots: Slots): void {
  // An amount without a direction ("₹700") reads as the least the user wants.
  const minPay = slots.minPay ?? (slots.maxPay === undefined ? slots.pay : undefined);
  if (minPay !== undefined) {
    criteria.minPay = minPay;
    if (slots.maxPay === undefined && criteria.maxPay !== undefined && criteria.maxPay < minPay) {
      delete criteria.maxPay;
    }
  }
  if (slots.maxPay !== undefined) {
    criteria.maxPay = slots.maxPay;
    if (minPay === undefined && criteria.minPay !== undefined && criteria.minPay > slots.maxPay) {
      delete criteria.minPay;
    }
  }
}

/** Where a search looked and what it asked for, as the answer says it. */
function describe(turn: Turn, criteria: JobSearchCriteria) {
  const { say, language } = turn;
  const country = criteria.country ?? turn.context.country;
  const currency = COUNTRIES[country].currency;
  const amount = (value: number) => money(value, currency);
  const filters: string[] = [];
  if (criteria.category) filters.push(say.categories[criteria.category]);
  const { minPay, maxPay } = criteria;
  if (minPay !== undefined && maxPay !== undefined) filters.push(say.between(amount(minPay), amount(maxPay)));
  else if (minPay !== undefined) filters.push(say.atLeast(amount(minPay)));
  else if (maxPay !== undefined) filters.push(say.atMost(amount(maxPay)));
  if (criteria.urgentOnly) filters.push(say.urgentOnly);
  return {
    where: criteria.city ? cityName(criteria.city, language) : say.countries[country],
    filters: filters.join(', '),
    narrowed: minPay !== undefined || maxPay !== undefined || !!criteria.urgentOnly || !!criteria.words,
  };
}

/** Searches with every constraint given (a refinement: on top of the last search) and shows the jobs. */
export async function* search(turn: Turn, refine: boolean, note = ''): Step {
  const { context, state } = turn;
  const base = refine ? (state.search ?? {}) : {};
  const criteria = criteriaFrom(base, turn.parsed.slots, context.country);
  if (context.signal.aborted) return state;
  const { jobs, total } = await context.tools.searchJobs(criteria, ASSISTANT_JOBS_SHOWN);
  const { where, filters, narrowed } = describe(turn, criteria);
  const intro =
    total > 0
      ? turn.say.found(total, jobs.length, where, filters)
      : turn.say.noneFound(where, filters, narrowed);
  yield* speak(join(intro, note));
  yield { type: 'tool_result', result: { type: 'jobs_found', jobs, total, criteria } };
  return { ...state, search: criteria, shownIds: jobs.map((job) => job.id) };
}

/** The ids of the jobs last shown: from the latest assistant message that listed some, else the state. */
export function shownJobIds(turn: Turn): number[] {
  const messages = turn.context.messages;
  for (let i = messages.length - 1; i >= 0; i--) {
    const ids = messages[i]?.jobIds;
    if (messages[i]?.role === 'assistant' && ids?.length) return ids;
  }
  return turn.state.shownIds ?? [];
}

function detailsText(turn: Turn, index: number, job: Job): string {
  const pay = money(job.dailySalary, job.currency);
  return turn.say.details(index, job.title, job.location, pay, job.status === 'active');
}

/** "Tell me more about 2": the 2nd of the jobs last shown. */
export async function* details(turn: Turn): Step {
  const { context, state, say } = turn;
  const ids = shownJobIds(turn);
  const index = turn.parsed.slots.index ?? 1;
  const id = ids[index - 1];
  if (ids.length === 0) return yield* sayOnly(turn, say.noList);
  if (id === undefined) return yield* sayOnly(turn, say.outOfRange(index, ids.length));
  if (context.signal.aborted) return state;
  const job = await context.tools.jobDetails(id);
  if (!job) return yield* sayOnly(turn, say.jobGone(index));
  yield* speak(detailsText(turn, index, job));
  yield { type: 'tool_result', result: { type: 'job_details', job } };
  return state;
}
