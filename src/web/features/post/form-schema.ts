import { z } from 'zod';
import { jobInputSchema } from '../../../shared/api/jobs';
import { validationKey, type ValidationKey } from '../../../shared/api/validation';
import { isCalendarDate } from '../../../shared/shifts';
import { WORK_DAY_CHOICES } from './form';

/*
 * The post form's rules, apart from the form itself: they carry zod, which the page loads only when the
 * form is first checked (job-form.tsx), not before the page answers a tap (decision 0028).
 */

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

/** What is wrong with the work date of the form's values, if anything (its message's key). */
function workDateProblem(
  values: { workDay?: unknown; workDate?: unknown },
  today: string,
): ValidationKey | null {
  if (values.workDay !== 'date') return null;
  const date = typeof values.workDate === 'string' ? values.workDate.trim() : '';
  if (!date) return validationKey('workDateRequired');
  if (!isCalendarDate(date)) return validationKey('workDate');
  if (today && date < today) return validationKey('workDatePast');
  return null;
}

/**
 * The server's rules (jobInputSchema, the built-in "City, State" places included) over the form's text
 * values, plus the work-day choice. Each bad field gets its own message (a catalogue key, as the contract's).
 */
export function postFormSchema(today = '') {
  const schema = z.object({
    title: shape.title,
    category: z.string().pipe(shape.category),
    dailySalary: z
      .string()
      .trim()
      .min(1, validationKey('dailySalaryRequired'))
      .pipe(fromText(shape.dailySalary)),
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
  return schema.refine((values) => !workDateProblem(values, today), {
    path: ['workDate'],
    error: (issue) => workDateProblem(issue.input as Record<string, unknown>, today) ?? undefined,
    when: () => true,
  });
}

export type PostFormOutput = z.output<ReturnType<typeof postFormSchema>>;
