import type { Job } from '../../../shared/api/jobs';
import {
  clockTime,
  formatOrList,
  formatWeekday,
  formatWeekdayDate,
  type IntlLocale,
} from '../../../shared/intl';
import { addDays, isCalendarDate, WORK_DAY_ANY, WORK_DAY_FLEXIBLE } from '../../../shared/shifts';
import { useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useBrowserToday } from '../../lib/today';
import type { Translate } from '../../../shared/i18n/translate';

export type ShiftJob = Pick<Job, 'workDate' | 'startTime' | 'hoursPerDay' | 'days' | 'workersNeeded'>;

/**
 * The work day: "Today", "Tomorrow", a weekday within the week ("Friday"), else a date ("Fri, 5 Dec";
 * with its year when not this year's), "Any day" or "Flexible". Without `today` (the server, and a page
 * while it hydrates) a date is always shown as a date.
 */
export function workDayText(t: Translate, workDate: string, locale: IntlLocale, today: string): string {
  if (workDate === WORK_DAY_ANY) return t('jobs.shift.anyDay');
  if (workDate === WORK_DAY_FLEXIBLE) return t('jobs.shift.flexible');
  if (!isCalendarDate(workDate)) return '';
  if (today) {
    if (workDate === today) return t('jobs.shift.today');
    if (workDate === addDays(today, 1)) return t('jobs.shift.tomorrow');
    if (workDate > today && workDate <= addDays(today, 6)) {
      return formatWeekday(workDate, locale);
    }
  }
  const sameYear = today ? today.slice(0, 4) === workDate.slice(0, 4) : false;
  return formatWeekdayDate(workDate, locale, !sameYear);
}

/** "09:00" as "9 am" / "9 AM", "13:30" as "1:30 pm" in the locale; '' for anything else. */
export function startTimeText(startTime: string, locale: IntlLocale): string {
  const match = /^(\d{2}):(\d{2})$/.exec(startTime);
  if (!match) return '';
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return '';
  return clockTime(hours, minutes, locale, minutes > 0);
}

/**
 * The short "when" line of a job: "Tomorrow, 9 AM, 8 hrs, for 3 days, 2 workers needed". Only what the
 * job says; '' for a job without shift details (jobs posted before them, or one worker and nothing else).
 */
export function shiftText(t: Translate, job: Partial<ShiftJob>, locale: IntlLocale, today: string): string {
  const parts: string[] = [];
  if (job.workDate) parts.push(workDayText(t, job.workDate, locale, today));
  if (job.startTime) parts.push(startTimeText(job.startTime, locale));
  if (job.hoursPerDay) parts.push(t('jobs.shift.hours', { count: job.hoursPerDay }));
  if (job.days) parts.push(t('jobs.shift.forDays', { count: job.days }));
  if (job.workersNeeded && job.workersNeeded > 1) {
    parts.push(t('jobs.shift.workers', { count: job.workersNeeded }));
  }
  return parts.filter(Boolean).join(', ');
}

/** shiftText in the interface language, with the browser's today once the page runs in the browser. */
export function useShiftText(job: Partial<ShiftJob>): string {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const today = useBrowserToday();
  return shiftText(t, job, locale, today);
}

const PAY_TIMING_KEYS = {
  'same-day': 'jobs.shift.payTimingSameDay',
  'end-of-job': 'jobs.shift.payTimingEndOfJob',
  weekly: 'jobs.shift.payTimingWeekly',
} as const;

/** The pay facts of the job page, each a sentence, only those the job states. */
export function payFacts(
  t: Translate,
  job: Partial<Pick<Job, 'payTiming' | 'payMethods' | 'mealsProvided' | 'travelPaid'>>,
  locale: IntlLocale,
): { payTiming: string; payMethods: string; meals: string; travel: string } {
  const methods = (job.payMethods ?? []).map((method) => t(`jobs.shift.${method}`));
  const list = formatOrList(methods, locale);
  const yesNo = (value: boolean | null | undefined, yes: string, no: string) =>
    value === true ? t(yes) : value === false ? t(no) : '';
  return {
    payTiming: job.payTiming ? t(PAY_TIMING_KEYS[job.payTiming]) : '',
    payMethods: methods.length ? t('jobs.shift.payMethods', { methods: list }) : '',
    meals: yesNo(job.mealsProvided, 'jobs.shift.mealsYes', 'jobs.shift.mealsNo'),
    travel: yesNo(job.travelPaid, 'jobs.shift.travelYes', 'jobs.shift.travelNo'),
  };
}
