import type { Job, JobInput } from '../../../../../shared/api/jobs';
import { findCityBySlug, locationLabel } from '../../../../../shared/geo';
import { JOB_DESCRIPTION_MAX } from '../../../../../shared/limits';
import { AppError } from '../../../../errors';
import { FIELDS, type Draft, type Field } from '../state';
import { join, speak, type Step, type SyncStep, type Turn } from '../turn';
import { askNext, fieldWords } from './ask';
import { POSTING_FORM } from './form';

/**
 * Posting the finished draft after the yes: the one place the assistant's dialogue hands a job to
 * the jobs service (`submitJob`), and what it says when the service refuses (`refused`).
 */

/** The job to post, or undefined while a required field is missing. */
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

/** Posts the draft through the jobs service (signed in only) and says how it went. */
export async function* submitJob(turn: Turn, draft: Draft): Step {
  const { context, say, state } = turn;
  if (context.userId === null) return yield* signInFirst(turn, draft);
  const input = jobInput(turn, draft);
  if (!input) return yield* askNext(turn, draft, '');
  if (context.signal.aborted) return state;
  let job: Job;
  try {
    job = await context.tools.postJob(input);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return yield* refused(turn, draft, error);
  }
  yield* speak(job.status === 'held' ? say.held(job.title) : say.posted(job.title));
  yield { type: 'tool_result', result: { type: 'job_created', job } };
  return { search: state.search, shownIds: state.shownIds };
}

/**
 * The jobs service said no: sign in, try later, another (verified) Call number, or ask again for the
 * field it refused.
 */
function* refused(turn: Turn, draft: Draft, error: AppError): SyncStep {
  const { say, state } = turn;
  if (error.statusCode === 401) return yield* signInFirst(turn, draft);
  if (error.code === 'phone_not_verified') {
    // Issue #24: verified on the post form (code by SMS); meanwhile another, verified number will do.
    yield* speak(say.phoneNotVerified(String(error.extra.params?.phone ?? draft.phone ?? '')));
    return { ...state, draft: withoutField(draft, 'phone'), asking: 'phone' };
  }
  if (error.code === 'new_account_job_limit') {
    yield* speak(say.newAccountLimit);
    return { ...state, draft, asking: 'confirm' };
  }
  const refusal = error.statusCode === 400 ? refusedField(error.extra.fields ?? {}) : undefined;
  if (!refusal) {
    yield* speak(error.statusCode === 429 ? say.tooManyPosts : say.postFailed);
    return { ...state, draft, asking: 'confirm' };
  }
  const { field, detail } = refusal;
  const { label, question } = fieldWords(turn, field);
  yield* speak(join(say.fieldRejected(label, detail), question));
  return { ...state, draft: withoutField(draft, field), asking: field };
}

/** The first field of the form the service refused, with its reason. */
function refusedField(reasons: Record<string, string>): { field: Field; detail: string } | undefined {
  for (const field of FIELDS) {
    const key = POSTING_FORM[field].refusedAs.find((name) => reasons[name] !== undefined);
    if (key) return { field, detail: reasons[key] ?? '' };
  }
  return undefined;
}

function withoutField(draft: Draft, field: Field): Draft {
  const dropped: readonly string[] = POSTING_FORM[field].keys;
  return Object.fromEntries(Object.entries(draft).filter(([key]) => !dropped.includes(key)));
}
