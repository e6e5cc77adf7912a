/**
 * Shift details of a job (issue #12 item 1): when, how long, how many workers, how and when they are
 * paid. All optional except workers needed (1 by default); jobs posted before these existed have none.
 */
import type { CountryCode } from './geo';

export const WORK_DAY_ANY = 'any';
export const WORK_DAY_FLEXIBLE = 'flexible';
export const PAY_TIMINGS = ['same-day', 'end-of-job', 'weekly'] as const;
export type PayTiming = (typeof PAY_TIMINGS)[number];
export const PAY_METHODS = ['cash', 'upi', 'bank'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
/** Day filters of the job lists. */
export const WORK_WHEN = ['today', 'tomorrow', 'week'] as const;
export type WorkWhen = (typeof WORK_WHEN)[number];

export const WORKERS_MAX = 50;
export const HOURS_PER_DAY_MAX = 24;
export const WORK_DAYS_MAX = 365;

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date "YYYY-MM-DD" (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The zone whose calendar decides whether a work date has passed: the westernmost one of the country,
 * so a date that is still today anywhere in it is accepted (India has one zone; the USA ends at Hawaii).
 */
const LATEST_ZONE: Record<CountryCode, string> = { IN: 'Asia/Kolkata', US: 'Pacific/Honolulu' };

/** Today's date "YYYY-MM-DD" in a time zone. */
export function dateInZone(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in the country's westernmost zone: a date no one in the country has left behind yet. */
export function countryToday(country: CountryCode, now: Date): string {
  return dateInZone(now, LATEST_ZONE[country]);
}

/** True when `date` is before today everywhere in the country. */
export function isPastWorkDate(date: string, country: CountryCode, now: Date): boolean {
  return date < countryToday(country, now);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The first and last date of a day filter, from the visitor's own today. */
export function workWhenRange(when: WorkWhen, today: string): { from: string; to: string } {
  if (when === 'today') return { from: today, to: today };
  if (when === 'tomorrow') return { from: addDays(today, 1), to: addDays(today, 1) };
  return { from: today, to: addDays(today, 6) };
}
