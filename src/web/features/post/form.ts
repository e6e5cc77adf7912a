import type { Job, JobInput } from '../../../shared/api/jobs';
import { DEFAULT_URGENCY, type Urgency } from '../../../shared/categories';
import { locationLabel, parseLocation } from '../../../shared/geo';
import { PAY_METHODS, WORK_DAY_ANY, WORK_DAY_FLEXIBLE } from '../../../shared/shifts';
import type { PostFormOutput } from './form-schema';

/** The work-day choice of the form: not said, a date (the date field), any day or flexible. */
export const WORK_DAY_CHOICES = ['', 'date', WORK_DAY_ANY, WORK_DAY_FLEXIBLE] as const;
export type WorkDayChoice = (typeof WORK_DAY_CHOICES)[number];
/** Meals provided / travel paid: yes, no or not said. */
export type YesNo = '' | 'yes' | 'no';

/** What the post form holds: text as typed (the numbers and empty choices are converted on submit). */
export interface PostFormValues {
  title: string;
  category: string;
  dailySalary: string;
  location: string;
  timing: string;
  phone: string;
  urgency: Urgency;
  description: string;
  // Shift details (issue #12), all optional; workers needed is 1 unless changed.
  workDay: WorkDayChoice;
  /** "YYYY-MM-DD" from the date picker, used when workDay is 'date'. */
  workDate: string;
  startTime: string;
  hoursPerDay: string;
  days: string;
  workersNeeded: string;
  payTiming: string;
  payMethods: string[];
  mealsProvided: YesNo;
  travelPaid: YesNo;
}

export const EMPTY_FORM: PostFormValues = {
  title: '',
  category: '',
  dailySalary: '',
  location: '',
  timing: '',
  phone: '',
  urgency: DEFAULT_URGENCY,
  description: '',
  workDay: '',
  workDate: '',
  startTime: '',
  hoursPerDay: '',
  days: '',
  workersNeeded: '1',
  payTiming: '',
  payMethods: [],
  mealsProvided: '',
  travelPaid: '',
};

/** The post form's step for an unverified Call number (issue #24) when posted without JavaScript. */
export const PHONE_STEP_FIELD = 'phoneStep';
export const PHONE_CODE_FIELD = 'phoneCode';
/** The outcome's `done` after a code was texted: the form shows the code field. */
export const PHONE_CODE_SENT = 'phoneCodeSent';

/** The request body: the location normalised to its built-in "City, State" label. */
export function toJobInput(values: PostFormOutput): JobInput {
  const { workDay, workDate, ...rest } = values;
  const city = parseLocation(values.location);
  return {
    ...rest,
    location: city ? locationLabel(city) : values.location,
    workDate: workDay === 'date' ? workDate : workDay || null,
  };
}

function workDayOf(workDate: string | null): WorkDayChoice {
  if (!workDate) return '';
  if (workDate === WORK_DAY_ANY || workDate === WORK_DAY_FLEXIBLE) return workDate;
  return 'date';
}

const yesNoOf = (value: boolean | null): YesNo => (value === null ? '' : value ? 'yes' : 'no');

/** A job as a phone may have cached it: one cached before shift details existed lacks these fields. */
type CachedJob = Omit<Job, 'payMethods' | 'workersNeeded'> &
  Partial<Pick<Job, 'payMethods' | 'workersNeeded'>>;

/**
 * The form prefilled with a job, for editing. Only its poster edits a job, and the poster's own job
 * carries its phone (everyone else gets null and reveals it with Call); '' only keeps the type whole.
 */
export function formValuesOf(job: CachedJob): PostFormValues {
  return {
    title: job.title,
    category: job.category,
    dailySalary: String(job.dailySalary),
    location: job.location,
    timing: job.timing ?? '',
    phone: job.phone ?? '',
    urgency: job.urgency,
    description: job.description,
    // Jobs posted before shift details carry null / [] / 1 here (or nothing from an old cache).
    workDay: workDayOf(job.workDate ?? null),
    workDate: job.workDate && workDayOf(job.workDate) === 'date' ? job.workDate : '',
    startTime: job.startTime ?? '',
    hoursPerDay: job.hoursPerDay == null ? '' : String(job.hoursPerDay),
    days: job.days == null ? '' : String(job.days),
    workersNeeded: String(job.workersNeeded ?? 1),
    payTiming: job.payTiming ?? '',
    payMethods: [...(job.payMethods ?? [])],
    mealsProvided: yesNoOf(job.mealsProvided ?? null),
    travelPaid: yesNoOf(job.travelPaid ?? null),
  };
}

export const FORM_FIELDS = Object.keys(EMPTY_FORM) as (keyof PostFormValues)[];

/** /post?edit={id}: the job being edited. */
export const EDIT_PARAM = 'edit';

/** The id of the job to edit from ?edit=, or null for a new job. */
export function editIdOf(value: string | null): string | null {
  const id = value?.trim() ?? '';
  return /^[1-9]\d{0,15}$/.test(id) ? id : null;
}

// The draft of a new job survives a sign-in detour (a full-page social login included) in this tab.

export const DRAFT_KEY = 'post-job-draft';

export function loadDraft(): PostFormValues | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = { ...EMPTY_FORM };
    for (const field of FORM_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (field === 'payMethods') {
        if (Array.isArray(value)) {
          draft.payMethods = value.filter((item): item is string =>
            (PAY_METHODS as readonly unknown[]).includes(item),
          );
        }
      } else if (typeof value === 'string') (draft as unknown as Record<string, string>)[field] = value;
    }
    if (!['normal', 'urgent', 'immediate'].includes(draft.urgency)) draft.urgency = DEFAULT_URGENCY;
    if (!(WORK_DAY_CHOICES as readonly string[]).includes(draft.workDay)) draft.workDay = '';
    if (!['', 'yes', 'no'].includes(draft.mealsProvided)) draft.mealsProvided = '';
    if (!['', 'yes', 'no'].includes(draft.travelPaid)) draft.travelPaid = '';
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(values: Partial<PostFormValues>): void {
  try {
    const empty = FORM_FIELDS.every((field) => {
      const value = values[field];
      return !value || (Array.isArray(value) ? value.length === 0 : value === EMPTY_FORM[field]);
    });
    if (empty) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // storage unavailable: the draft lives in the form's state only
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
