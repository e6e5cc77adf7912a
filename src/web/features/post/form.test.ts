import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, formValuesOf, toJobInput, type PostFormValues } from './form';
import { postFormSchema } from './form-schema';
import { englishValidationText } from '../../../shared/api/validation-texts';
import { makeJob } from '../../components/job-card/test-jobs';

const MESSAGES = {
  dailySalaryRequired: 'Please enter the daily payment',
  workDateRequired: 'Please choose the work date',
  workDateInvalid: 'Please enter a real date, for example 2026-12-05',
  workDatePast: 'The work date has passed. Please choose today or a later day.',
};
const TODAY = '2026-11-23';
const VALID: PostFormValues = {
  ...EMPTY_FORM,
  title: 'Cook needed in Pune',
  category: 'cooking',
  dailySalary: '750',
  location: 'Pune, Maharashtra',
  phone: '98765 43210',
  description: 'Lunch and dinner for a family of four, vegetarian.',
};

function errorsOf(values: Partial<PostFormValues>): Record<string, string> {
  const result = postFormSchema(TODAY).safeParse({ ...VALID, ...values });
  if (result.success) return {};
  // The issues carry catalogue keys; their English is what the API says.
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), englishValidationText(issue.message)]),
  );
}

describe('post form: shift details', () => {
  it('an empty shift section is valid and sends none (one worker)', () => {
    const parsed = postFormSchema(TODAY).parse(VALID);
    expect(toJobInput(parsed)).toMatchObject({
      workDate: null,
      startTime: null,
      hoursPerDay: null,
      days: null,
      workersNeeded: 1,
      payTiming: null,
      payMethods: [],
      mealsProvided: null,
      travelPaid: null,
    });
  });

  it('refuses bad, impossible and past dates with clear messages; today is fine', () => {
    expect(errorsOf({ workDay: 'date', workDate: '' })).toEqual({ workDate: MESSAGES.workDateRequired });
    expect(errorsOf({ workDay: 'date', workDate: '2026-02-30' })).toEqual({
      workDate: MESSAGES.workDateInvalid,
    });
    expect(errorsOf({ workDay: 'date', workDate: '5/12/2026' })).toEqual({
      workDate: MESSAGES.workDateInvalid,
    });
    expect(errorsOf({ workDay: 'date', workDate: '2026-11-22' })).toEqual({
      workDate: MESSAGES.workDatePast,
    });
    expect(errorsOf({ workDay: 'date', workDate: TODAY })).toEqual({});
    // A date left in the field after choosing "Any day" is ignored.
    expect(errorsOf({ workDay: 'any', workDate: '2020-01-01' })).toEqual({});
  });

  it('the date message shows together with the other fields’ messages', () => {
    expect(errorsOf({ title: 'ab', workDay: 'date', workDate: '' })).toMatchObject({
      title: 'Title must be 3 to 100 characters',
      workDate: MESSAGES.workDateRequired,
    });
  });

  it('refuses bad times and numbers out of range', () => {
    expect(errorsOf({ startTime: '25:00' })).toEqual({ startTime: 'Please enter a start time like 09:00' });
    expect(errorsOf({ startTime: '9am' })).toEqual({ startTime: 'Please enter a start time like 09:00' });
    expect(errorsOf({ workersNeeded: '0' })).toEqual({
      workersNeeded: 'Workers needed must be between 1 and 50',
    });
    expect(errorsOf({ workersNeeded: '51' })).toEqual({
      workersNeeded: 'Workers needed must be between 1 and 50',
    });
    expect(errorsOf({ hoursPerDay: '0', days: '366' })).toEqual({
      hoursPerDay: 'Hours per day must be between 1 and 24',
      days: 'Number of days must be between 1 and 365',
    });
    expect(errorsOf({ days: '2.5' })).toEqual({ days: 'Number of days must be a whole number' });
  });

  it('converts every field for the API', () => {
    const parsed = postFormSchema(TODAY).parse({
      ...VALID,
      workDay: 'date',
      workDate: '2026-11-24',
      startTime: '09:00',
      hoursPerDay: '8',
      days: '3',
      workersNeeded: '',
      payTiming: 'same-day',
      payMethods: ['upi', 'cash'],
      mealsProvided: 'yes',
      travelPaid: 'no',
    });
    const input = toJobInput(parsed);
    expect(input).toMatchObject({
      workDate: '2026-11-24',
      startTime: '09:00',
      hoursPerDay: 8,
      days: 3,
      workersNeeded: 1,
      payTiming: 'same-day',
      payMethods: ['upi', 'cash'],
      mealsProvided: true,
      travelPaid: false,
    });
    expect(input).not.toHaveProperty('workDay');
  });

  it('prefills from a job, old or new', () => {
    expect(formValuesOf(makeJob())).toMatchObject({
      workDay: '',
      workDate: '',
      startTime: '',
      workersNeeded: '1',
      payMethods: [],
      mealsProvided: '',
    });
    expect(formValuesOf(makeJob({ workDate: 'any', travelPaid: false }))).toMatchObject({
      workDay: 'any',
      workDate: '',
      travelPaid: 'no',
    });
    // A job cached before shift details existed has none of the fields at all.
    const old = { ...makeJob() } as Partial<ReturnType<typeof makeJob>>;
    delete old.workDate;
    delete old.payMethods;
    delete old.workersNeeded;
    expect(formValuesOf(old as ReturnType<typeof makeJob>)).toMatchObject({
      workDay: '',
      payMethods: [],
      workersNeeded: '1',
    });
  });
});
