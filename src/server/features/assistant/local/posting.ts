import type { Job, JobInput } from '../../../../shared/api/jobs';
import { currencyForCountry, findCityBySlug, locationLabel, parseLocation } from '../../../../shared/geo';
import { DAILY_SALARY_MAX, JOB_DESCRIPTION_MAX, JOB_TITLE_MAX } from '../../../../shared/limits';
import { AppError } from '../../../errors';
import { mentions, normalize } from './parse';
import { cityName, money, type ShiftWords } from './replies';
import { addDays } from '../../../../shared/shifts';
import { SAME_DAY_ANSWERS, workDateOf, type ShiftSlots } from './shift';
import { FIELDS, missingField, SHIFT_KEYS, type Draft, type Field } from './state';
import { join, speak, type Step, type SyncStep, type Turn } from './turn';
import { FIELD_WORDS, NEED_WORDS, OTHER_CATEGORY_PHRASES, SKIP_PHRASES } from './vocabulary';

/**
 * Guided job posting: asks for each missing field in order (FIELDS), takes several answers at once,
 * shows a summary and posts only after a yes. The draft lives in the state until posted or cancelled.
 */

type Answer = { updates: Draft } | { problem: string };

const hasAny = (draft: Draft) => Object.values(draft).some((value) => value !== undefined);

/** The draft fields a message gives. Titles come from a role ("cook needed") only when `roleTitle`. */
function updatesFrom(turn: Turn, options: { roleTitle: boolean }): Draft {
  const slots = turn.parsed.slots;
  const updates: Draft = {};
  if (slots.title) updates.title = slots.title.slice(0, JOB_TITLE_MAX);
  else if (options.roleTitle && slots.roleTitle) {
    updates.title = turn.language === 'hi' ? slots.roleTitle.hi : slots.roleTitle.en;
  }
  if (slots.category) updates.category = slots.category;
  const pay = slots.pay ?? slots.minPay ?? slots.maxPay;
  if (pay !== undefined && pay >= 1 && pay <= DAILY_SALARY_MAX) updates.dailySalary = pay;
  if (slots.city) {
    updates.citySlug = slots.city;
    updates.area = slots.locality;
  }
  if (slots.phone) updates.phone = slots.phone;
  if (slots.urgency) updates.urgency = slots.urgency;
  if (slots.description) updates.description = slots.description.slice(0, JOB_DESCRIPTION_MAX);
  return { ...updates, ...shiftUpdates(turn, slots.shift) };
}

/** The draft's shift details from what a message said ("tomorrow" is the visitor's tomorrow). */
function shiftUpdates(turn: Turn, shift: ShiftSlots = {}): Draft {
  const updates: Draft = {};
  const workDate = shift.day ? workDateOf(shift.day, turn.context.today) : undefined;
  if (workDate) updates.workDate = workDate;
  if (shift.startTime) updates.startTime = shift.startTime;
  if (shift.hoursPerDay) updates.hoursPerDay = shift.hoursPerDay;
  if (shift.days) updates.days = shift.days;
  if (shift.workers) updates.workersNeeded = shift.workers;
  if (shift.payTiming) updates.payTiming = shift.payTiming;
  return updates;
}

/** The answer to "When is the work?": any shift detail, "daily" for the pay, or skip. */
function shiftAnswer(turn: Turn): Answer {
  const updates = shiftUpdates(turn, turn.parsed.slots.shift);
  if (!updates.payTiming && mentions(turn.text, SAME_DAY_ANSWERS)) updates.payTiming = 'same-day';
  if (hasAny(updates) || isSkip(turn)) return { updates: { ...updates, shiftAsked: true } };
  return { problem: turn.say.hints.shift };
}

function merge(draft: Draft, updates: Draft): Draft {
  const merged: Draft = { ...draft, ...updates };
  if (merged.area === undefined) delete merged.area;
  return merged;
}

function cleanTitle(text: string): string {
  const title = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^["'“‘]+|["'”’.!]+$/g, '');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function isSkip(turn: Turn): boolean {
  return turn.parsed.intent === 'deny' || mentions(turn.text, SKIP_PHRASES);
}

function currencyOf(turn: Turn, draft: Draft) {
  const city = draft.citySlug ? findCityBySlug(draft.citySlug) : undefined;
  return currencyForCountry(city?.country ?? turn.context.country);
}

function defaultDescription(turn: Turn, draft: Draft): string {
  const { say } = turn;
  const title = draft.title ?? (draft.category ? say.categories[draft.category] : '');
  const city = draft.citySlug ? cityName(draft.citySlug, turn.language) : say.countries[turn.context.country];
  const pay = draft.dailySalary ? money(draft.dailySalary, currencyOf(turn, draft)) : '';
  return say.defaultDescription(title, city, pay);
}

// Answers to one question

function titleAnswer(turn: Turn): Answer {
  const slots = turn.parsed.slots;
  const other = slots.city !== undefined || slots.phone !== undefined || slots.pay !== undefined;
  if (slots.title) return { updates: updatesFrom(turn, { roleTitle: false }) };
  if (other || (slots.roleTitle && mentions(turn.text, NEED_WORDS))) {
    return { updates: updatesFrom(turn, { roleTitle: true }) };
  }
  const title = cleanTitle(turn.text);
  if (title.length < 3 || title.length > JOB_TITLE_MAX) return { problem: turn.say.hints.title };
  return { updates: slots.category ? { title, category: slots.category } : { title } };
}

function descriptionAnswer(turn: Turn, draft: Draft): Answer {
  const text = turn.text.trim();
  if (turn.parsed.slots.description) return { updates: { description: turn.parsed.slots.description } };
  if (text.length < 10 && isSkip(turn)) return { updates: { description: defaultDescription(turn, draft) } };
  if (text.length < 10) return { problem: turn.say.hints.description };
  return { updates: { description: text.slice(0, JOB_DESCRIPTION_MAX) } };
}

function firstNumber(text: string): number | undefined {
  const match = /(?:^| )(\d+)(?= |$)/.exec(normalize(text));
  const value = match ? Number(match[1]) : NaN;
  return value >= 1 && value <= DAILY_SALARY_MAX ? value : undefined;
}

function fieldAnswer(field: Field, turn: Turn, draft: Draft): Answer {
  const { say, text } = turn;
  const updates = updatesFrom(turn, { roleTitle: false });
  const notUnderstood = join(say.notUnderstood, say.questions[field]);
  switch (field) {
    case 'title':
      return titleAnswer(turn);
    case 'description':
      return descriptionAnswer(turn, draft);
    case 'category':
      if (!updates.category && mentions(text, OTHER_CATEGORY_PHRASES)) updates.category = 'other';
      return updates.category ? { updates } : { problem: notUnderstood };
    case 'dailySalary':
      updates.dailySalary ??= firstNumber(text);
      return updates.dailySalary ? { updates } : { problem: say.hints.dailySalary };
    case 'location':
      updates.citySlug ??= parseLocation(text.trim())?.slug;
      return updates.citySlug ? { updates } : { problem: say.unknownCity(text.trim().slice(0, 60)) };
    case 'phone':
      return updates.phone ? { updates } : { problem: say.hints.phone };
    case 'shift':
      return shiftAnswer(turn);
    case 'urgency':
      if (!updates.urgency && turn.parsed.intent === 'confirm') updates.urgency = 'urgent';
      if (!updates.urgency && isSkip(turn)) updates.urgency = 'normal';
      return updates.urgency ? { updates } : { problem: notUnderstood };
  }
}

// The summary and the next question

function summary(turn: Turn, draft: Draft): string {
  const { say } = turn;
  const city = draft.citySlug ? findCityBySlug(draft.citySlug) : undefined;
  const place = city ? locationLabel(city) + (draft.area ? ` (${draft.area})` : '') : '';
  const values: Record<Field, string> = {
    title: draft.title ?? '',
    category: draft.category ? say.categories[draft.category] : '',
    dailySalary: draft.dailySalary ? say.perDay(money(draft.dailySalary, currencyOf(turn, draft))) : '',
    location: place,
    description: draft.description ?? '',
    phone: draft.phone ?? '',
    urgency: say.urgencies[draft.urgency ?? 'normal'],
    shift: shiftLine(turn, draft),
  };
  const lines = FIELDS.map((field) => `${say.labels[field]}: ${values[field]}`);
  return [say.summaryTitle, ...lines, say.confirmQuestion].join('\n');
}

/** "Tomorrow (24 Nov), 9 am, 8 hrs a day, 2 days, 2 workers, paid the same day". */
function shiftLine(turn: Turn, draft: Draft): string {
  const words = turn.say.shift;
  const parts = [
    draft.workDate ? dayText(words, draft.workDate, turn.context.today) : '',
    draft.startTime ? words.time(Number(draft.startTime.slice(0, 2)), Number(draft.startTime.slice(3))) : '',
    draft.hoursPerDay ? words.hours(draft.hoursPerDay) : '',
    draft.days ? words.days(draft.days) : '',
    draft.workersNeeded ? words.workers(draft.workersNeeded) : '',
    draft.payTiming ? words.payTimings[draft.payTiming] : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : words.notGiven;
}

function dayText(words: ShiftWords, workDate: string, today: string): string {
  if (workDate === 'any') return words.anyDay;
  if (workDate === 'flexible') return words.flexible;
  const date = new Intl.DateTimeFormat(words.dateLocale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${workDate}T00:00:00Z`));
  const soon = words.soon[[0, 1, 2].find((days) => addDays(today, days) === workDate) ?? -1];
  return soon ? `${soon} (${date})` : date;
}

/** Asks for the next missing field, or shows the summary when none is missing. */
function* nextStep(turn: Turn, draft: Draft, intro: string): SyncStep {
  const field = missingField(draft);
  const text = join(intro, field ? turn.say.questions[field] : summary(turn, draft));
  yield* speak(text);
  return { ...turn.state, draft, asking: field ?? 'confirm' };
}

/** "Post a job" (or resuming a kept draft): takes whatever the message already says. */
export async function* startPosting(turn: Turn): Step {
  const draft = merge(turn.state.draft ?? {}, updatesFrom(turn, { roleTitle: true }));
  const intro = turn.state.draft ? turn.say.resumePosting : turn.say.startPosting;
  return yield* nextStep(turn, draft, intro);
}

function isNonAnswer(turn: Turn): boolean {
  const { intent } = turn.parsed;
  const short = turn.text.trim().split(/\s+/).length <= 4;
  if ((intent === 'greeting' || intent === 'help') && short) return true;
  return intent === 'post' && !hasAny(updatesFrom(turn, { roleTitle: true }));
}

/** An answer while the guided posting waits for a field or a yes. */
export async function* continuePosting(turn: Turn): Step {
  const { state, say } = turn;
  const asking = state.asking ?? 'confirm';
  const draft = state.draft ?? {};
  if (asking === 'confirm') return yield* atConfirm(turn, draft);
  if (isNonAnswer(turn)) {
    yield* speak(say.questions[asking]);
    return state;
  }
  const answer = fieldAnswer(asking, turn, draft);
  if ('problem' in answer) {
    yield* speak(answer.problem);
    return state;
  }
  return yield* nextStep(turn, merge(draft, answer.updates), '');
}

function fieldNamed(text: string): Field | undefined {
  return FIELDS.find((field) => mentions(text, FIELD_WORDS[field]));
}

async function* atConfirm(turn: Turn, draft: Draft): Step {
  const { say, state, parsed } = turn;
  const updates = updatesFrom(turn, { roleTitle: false });
  if (hasAny(updates)) return yield* nextStep(turn, merge(draft, updates), say.updated);
  if (parsed.intent === 'confirm') return yield* submit(turn, draft);
  const field = fieldNamed(turn.text);
  if (field) {
    yield* speak(say.questions[field]);
    return { ...state, asking: field };
  }
  yield* speak(parsed.intent === 'deny' ? say.whatToChange : join(say.notUnderstood, say.confirmQuestion));
  return state;
}

// Posting

function jobInput(turn: Turn, draft: Draft): JobInput | undefined {
  const city = draft.citySlug ? findCityBySlug(draft.citySlug) : undefined;
  const { title, category, dailySalary, description, phone } = draft;
  if (!city || !title || !category || !dailySalary || !description || !phone) return undefined;
  const area = draft.area && !description.includes(draft.area) ? `\n${turn.say.areaNote(draft.area)}` : '';
  return {
    title,
    category,
    dailySalary,
    location: locationLabel(city),
    description: (description + area).slice(0, JOB_DESCRIPTION_MAX),
    phone,
    urgency: draft.urgency ?? 'normal',
    timing: null,
    ...shiftInput(draft),
  };
}

/** The shift details given, under the job's own field names (the rest keep their defaults). */
function shiftInput(draft: Draft): Partial<JobInput> {
  const { workDate, startTime, hoursPerDay, days, workersNeeded, payTiming } = draft;
  return Object.fromEntries(
    Object.entries({ workDate, startTime, hoursPerDay, days, workersNeeded, payTiming }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

function* signInFirst(turn: Turn, draft: Draft): SyncStep {
  yield* speak(turn.say.signIn);
  yield { type: 'tool_result', result: { type: 'sign_in_required' } };
  return { ...turn.state, draft, asking: 'confirm' };
}

async function* submit(turn: Turn, draft: Draft): Step {
  const { context, say, state } = turn;
  if (context.userId === null) return yield* signInFirst(turn, draft);
  const input = jobInput(turn, draft);
  if (!input) return yield* nextStep(turn, draft, '');
  if (context.signal.aborted) return state;
  let job: Job;
  try {
    job = await context.tools.postJob(input);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return yield* rejected(turn, draft, error);
  }
  yield* speak(job.status === 'held' ? say.held(job.title) : say.posted(job.title));
  yield { type: 'tool_result', result: { type: 'job_created', job } };
  return { search: state.search, shownIds: state.shownIds };
}

/** The jobs service said no: sign in, try later, or ask again for the field it refused. */
function* rejected(turn: Turn, draft: Draft, error: AppError): SyncStep {
  const { say, state } = turn;
  if (error.statusCode === 401) return yield* signInFirst(turn, draft);
  if (error.code === 'phone_not_verified') {
    // Issue #24: verified on the post form (code by SMS); meanwhile another, verified number will do.
    const kept = { ...draft };
    delete kept.phone;
    yield* speak(say.phoneNotVerified(String(error.extra.params?.phone ?? draft.phone ?? '')));
    return { ...state, draft: kept, asking: 'phone' };
  }
  if (error.code === 'new_account_job_limit') {
    yield* speak(say.newAccountLimit);
    return { ...state, draft, asking: 'confirm' };
  }
  const fields = error.extra.fields ?? {};
  const shiftRefused = SHIFT_KEYS.find((key) => fields[key] !== undefined);
  const field =
    error.statusCode !== 400
      ? undefined
      : (FIELDS.find((name) => fields[name] !== undefined) ?? (shiftRefused && 'shift'));
  if (!field) {
    yield* speak(error.statusCode === 429 ? say.tooManyPosts : say.postFailed);
    return { ...state, draft, asking: 'confirm' };
  }
  const kept = { ...draft };
  if (field === 'location') delete kept.citySlug;
  else if (field === 'shift') for (const key of [...SHIFT_KEYS, 'shiftAsked'] as const) delete kept[key];
  else delete kept[field];
  const problem = say.fieldRejected(say.labels[field], fields[shiftRefused ?? field] ?? '');
  yield* speak(join(problem, say.questions[field]));
  return { ...state, draft: kept, asking: field };
}
