import { z } from 'zod';
import { jobInputSchema, type Job, type JobInput } from '../../../shared/api/jobs';
import { DEFAULT_URGENCY, type Urgency } from '../../../shared/categories';
import { locationLabel, parseLocation } from '../../../shared/geo';

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
};

const shape = jobInputSchema.shape;

/** A contract field read from the form's text (its own coercion and defaults run at parse time). */
function fromText<T>(schema: z.ZodType<T>): z.ZodType<T, string> {
  return schema as unknown as z.ZodType<T, string>;
}
const LOCATION_MESSAGE = 'Please choose a location from the list';

/**
 * The server's rules (jobInputSchema) over the form's text values, plus what the server also checks:
 * the location must be one of the built-in "City, State" places. Each bad field gets its own message.
 */
export function postFormSchema(messages: { dailySalaryRequired: string }) {
  return z.object({
    title: shape.title,
    category: z.string().pipe(shape.category),
    dailySalary: z.string().trim().min(1, messages.dailySalaryRequired).pipe(fromText(shape.dailySalary)),
    location: shape.location.refine((value) => parseLocation(value) !== undefined, LOCATION_MESSAGE),
    timing: z
      .string()
      .transform((value) => value || null)
      .pipe(fromText(shape.timing)),
    phone: shape.phone,
    urgency: z.string().pipe(fromText(shape.urgency)),
    description: shape.description,
  });
}

export type PostFormOutput = z.output<ReturnType<typeof postFormSchema>>;

/** The request body: the location normalised to its built-in "City, State" label. */
export function toJobInput(values: PostFormOutput): JobInput {
  const city = parseLocation(values.location);
  return { ...values, location: city ? locationLabel(city) : values.location };
}

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
  };
}

export const FORM_FIELDS = Object.keys(EMPTY_FORM) as (keyof PostFormValues)[];

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
      if (typeof value === 'string') (draft as Record<string, string>)[field] = value;
    }
    if (!['normal', 'urgent', 'immediate'].includes(draft.urgency)) draft.urgency = DEFAULT_URGENCY;
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(values: Partial<PostFormValues>): void {
  try {
    const empty = FORM_FIELDS.every((field) => !values[field] || values[field] === EMPTY_FORM[field]);
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
