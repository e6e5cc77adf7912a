import { z } from 'zod';
import { jobInputSchema, type Job, type JobInput } from '../../../shared/api/jobs';
import { DEFAULT_URGENCY, type Urgency } from '../../../shared/categories';
import { locationLabel, parseLocation } from '../../../shared/geo';
import { isCalendarDate, PAY_METHODS, WORK_DAY_ANY, WORK_DAY_FLEXIBLE } from '../../../shared/shifts';

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

const shape = jobInputSchema.shape;

/** A contract field read from the form's text (its own coercion and defaults run at parse time). */
function fromText<T>(schema: z.ZodType<T>): z.ZodType<T, string> {
  return schema as unknown as z.ZodType<T, string>;
}

/** An optional field typed as text: empty is "not said" (null), else the contract's own rule. */
const optionalField = <T>(schema: z.ZodType<T>) =>
  z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(fromText(schema));

const yesNo = z.enum(['', 'yes', 'no']).transform((value) => (value === '' ? null : value === 'yes'));

export interface PostFormMessages {
  dailySalaryRequired: string;
  workDateRequired: string;
  workDateInvalid: string;
  workDatePast: string;
}

/** What is wrong with the work date of the form's values, if anything. */
function workDateProblem(
  values: { workDay?: unknown; workDate?: unknown },
  messages: PostFormMessages,
  today: string,
): string | null {
  if (values.workDay !== 'date') return null;
  const date = typeof values.workDate === 'string' ? values.workDate.trim() : '';
  if (!date) return messages.workDateRequired;
  if (!isCalendarDate(date)) return messages.workDateInvalid;
  if (today && date < today) return messages.workDatePast;
  return null;
}

/**
 * The server's rules (jobInputSchema, the built-in "City, State" places included) over the form's text
 * values, plus the work-day choice. Each bad field gets its own message.
 */
export function postFormSchema(messages: PostFormMessages, today = '') {
  const schema = z.object({
    title: shape.title,
    category: z.string().pipe(shape.category),
    dailySalary: z.string().trim().min(1, messages.dailySalaryRequired).pipe(fromText(shape.dailySalary)),
    location: shape.location,
    timing: z
      .string()
      .transform((value) => value || null)
      .pipe(fromText(shape.timing)),
    phone: shape.phone,
    urgency: z.string().pipe(fromText(shape.urgency)),
    description: shape.description,
    workDay: z.enum(WORK_DAY_CHOICES),
    workDate: z.string().trim(),
    startTime: optionalField(shape.startTime),
    hoursPerDay: optionalField(shape.hoursPerDay),
    days: optionalField(shape.days),
    // Emptied, it is the contract's default (1).
    workersNeeded: z
      .string()
      .trim()
      .transform((value) => value || '1')
      .pipe(fromText(shape.workersNeeded)),
    payTiming: optionalField(shape.payTiming),
    payMethods: shape.payMethods,
    mealsProvided: yesNo,
    travelPaid: yesNo,
  });
  // Checked even while other fields are wrong, so every bad field shows its message at once.
  return schema.refine((values) => !workDateProblem(values, messages, today), {
    path: ['workDate'],
    error: (issue) => workDateProblem(issue.input as Record<string, unknown>, messages, today) ?? undefined,
    when: () => true,
  });
}

export type PostFormOutput = z.output<ReturnType<typeof postFormSchema>>;

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

/**
 * The form prefilled with a job, for editing. Only its poster edits a job, and the poster's own job
 * carries its phone (everyone else gets null and reveals it with Call); '' only keeps the type whole.
 */
export function formValuesOf(job: Job): PostFormValues {
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
