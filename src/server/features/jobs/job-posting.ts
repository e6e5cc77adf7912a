import { AppError, validationFailed } from '../../errors';
import { PHONE_NOT_VERIFIED_MESSAGE, type ParsedJobInput } from '../../../shared/api/jobs';
import { validationKey } from '../../../shared/api/validation';
import { parseLocation, type City, type CountryCode } from '../../../shared/geo';
import { normalizePhone } from '../../../shared/identifiers';
import { isCalendarDate, isPastWorkDate } from '../../../shared/shifts';
import { derivedJobColumns } from '../../db/job-columns';
import type { JobRecord, NewJob } from './jobs.rows';

/**
 * The rules of a post or edit beyond its contract (the route's schema checked the rest): the location's
 * built-in city, and a work date that has not passed there.
 */
export function checkJobInput(input: ParsedJobInput, now: Date): City {
  const city = parseLocation(input.location);
  if (!city) throw validationFailed({ location: validationKey('jobLocation') });
  const { workDate } = input;
  if (workDate && isCalendarDate(workDate) && isPastWorkDate(workDate, city.country, now)) {
    throw validationFailed({ workDate: validationKey('workDatePast') });
  }
  return city;
}

/**
 * The Call number in E.164, read in the job's country as sign-up reads a phone; a number that cannot
 * be read as one is refused like a badly typed one (it could never be verified).
 */
export function jobPhoneE164(phone: string, country: CountryCode): string {
  const e164 = normalizePhone(phone, country);
  if (!e164) throw validationFailed({ phone: validationKey('jobPhone') });
  return e164;
}

/** 422 phone_not_verified: the poster has not verified this Call number (params.phone: its E.164). */
export const phoneNotVerified = (phone: string) =>
  new AppError(422, 'phone_not_verified', PHONE_NOT_VERIFIED_MESSAGE, { params: { phone } });

export function jobColumns(input: ParsedJobInput, city: City) {
  return {
    ...derivedJobColumns(city, input),
    title: input.title,
    category: input.category,
    dailySalary: input.dailySalary,
    description: input.description,
    phone: input.phone,
    phoneE164: jobPhoneE164(input.phone, city.country),
    timing: input.timing,
    urgency: input.urgency,
    workDate: input.workDate,
    startTime: input.startTime,
    hoursPerDay: input.hoursPerDay,
    days: input.days,
    workersNeeded: input.workersNeeded,
    payTiming: input.payTiming,
    payMethods: input.payMethods,
    mealsProvided: input.mealsProvided,
    travelPaid: input.travelPaid,
  } satisfies Partial<NewJob>;
}

/** Status changes wait for the moderator while a job is held; a removed job stays removed. */
export function refuseUnderReview(record: JobRecord): void {
  if (record.status === 'held') {
    throw new AppError(409, 'under_review', 'This job is waiting for a review. We will look at it soon.');
  }
  refuseRemoved(record);
}

export function refuseRemoved(record: JobRecord): void {
  if (record.status === 'removed') {
    throw new AppError(409, 'job_removed', 'This job was removed by our moderators and cannot be changed.');
  }
}
