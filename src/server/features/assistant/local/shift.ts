import { addDays, isCalendarDate, type PayTiming } from '../../../../shared/shifts';
import {
  BENGALI_CLOCK_WORDS,
  INDIA_CLOCK_WORDS,
  INDIA_DAY_UNITS,
  INDIA_DAY_WORDS,
  INDIA_HOUR_UNITS,
  INDIA_PART_OF_DAY,
  INDIA_PAY_TIMING_WORDS,
  INDIA_SAME_DAY_ANSWERS,
  INDIA_WORKER_UNITS,
} from './shift-india';

/**
 * Shift details in a message (issue #12): the work day, start time, hours a day, number of days,
 * workers needed and when the pay comes, in English, Hindi, Hinglish and Spanish (Marathi, Bengali,
 * Telugu and Tamil from shift-india.ts). Reads a text already
 * normalised by parse.ts (lower case, digits 0-9, punctuation as spaces, padded with spaces).
 */

/** The day a message names, before it is turned into a date with the visitor's today. */
export type ShiftDay =
  | { kind: 'in-days'; days: number }
  | { kind: 'date'; day: number; month: number }
  | { kind: 'weekday'; weekday: number }
  | { kind: 'any' }
  | { kind: 'flexible' };

export interface ShiftSlots {
  day?: ShiftDay;
  /** "HH:MM", 24-hour. */
  startTime?: string;
  hoursPerDay?: number;
  days?: number;
  workers?: number;
  payTiming?: PayTiming;
}

const alternatives = (list: readonly string[]) => list.join('|');

const DAY_WORDS: readonly (readonly [ShiftDay, readonly string[]])[] = [
  [
    { kind: 'in-days', days: 2 },
    ['day after tomorrow', 'parson', 'parso', 'परसों', 'परसो', 'pasado mañana', ...INDIA_DAY_WORDS.dayAfter],
  ],
  // Spanish "mañana" is also "morning": "9 de la mañana" is a time, taken out before the day is read.
  [{ kind: 'in-days', days: 1 }, ['tomorrow', 'tmrw', 'kal', 'कल', 'mañana', ...INDIA_DAY_WORDS.tomorrow]],
  [{ kind: 'in-days', days: 0 }, ['today', 'tonight', 'aaj', 'आज', 'hoy', ...INDIA_DAY_WORDS.today]],
  [
    { kind: 'any' },
    [
      'any day',
      'koi bhi din',
      'kisi bhi din',
      'कोई भी दिन',
      'किसी भी दिन',
      'cualquier día',
      ...INDIA_DAY_WORDS.any,
    ],
  ],
  [{ kind: 'flexible' }, ['flexible', 'फ्लेक्सिबल', 'तय नहीं', 'tay nahi']],
];

const MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan', 'जनवरी', 'enero'],
  ['february', 'feb', 'फरवरी', 'febrero'],
  ['march', 'mar', 'मार्च', 'marzo'],
  ['april', 'apr', 'अप्रैल', 'अप्रेल', 'abril'],
  ['may', 'मई', 'mayo'],
  ['june', 'jun', 'जून', 'junio'],
  ['july', 'jul', 'जुलाई', 'julio'],
  ['august', 'aug', 'अगस्त', 'agosto'],
  ['september', 'sept', 'sep', 'सितंबर', 'septiembre', 'setiembre'],
  ['october', 'oct', 'अक्टूबर', 'अक्तूबर', 'octubre'],
  ['november', 'nov', 'नवंबर', 'noviembre'],
  ['december', 'dec', 'दिसंबर', 'diciembre'],
];

/** Sunday first, as Date.getUTCDay counts. */
const WEEKDAYS: readonly (readonly string[])[] = [
  ['sunday', 'ravivar', 'raviwar', 'itwar', 'itvaar', 'रविवार', 'इतवार', 'domingo'],
  ['monday', 'somvar', 'somwar', 'सोमवार', 'lunes'],
  ['tuesday', 'mangalvar', 'mangalwar', 'मंगलवार', 'martes'],
  ['wednesday', 'budhvar', 'budhwar', 'बुधवार', 'miércoles', 'miercoles'],
  ['thursday', 'guruvar', 'guruwar', 'गुरुवार', 'बृहस्पतिवार', 'jueves'],
  ['friday', 'shukravar', 'shukrawar', 'शुक्रवार', 'viernes'],
  ['saturday', 'shanivar', 'shaniwar', 'शनिवार', 'sábado', 'sabado'],
];

const PAY_TIMING_WORDS: readonly (readonly [PayTiming, readonly string[]])[] = [
  [
    'same-day',
    [
      'same day',
      'paid daily',
      'pay daily',
      'daily payment',
      'usi din',
      'उसी दिन',
      'roz paisa',
      'रोज पैसा',
      'mismo día',
      'mismo dia',
      'pago diario',
      ...INDIA_PAY_TIMING_WORDS['same-day'],
    ],
  ],
  [
    'end-of-job',
    [
      'end of the job',
      'end of job',
      'after the job',
      'after the work',
      'kaam khatam',
      'kaam ke baad',
      'काम खत्म',
      'काम के बाद',
      'काम पूरा',
      'al terminar',
      'al final',
      'al acabar',
      ...INDIA_PAY_TIMING_WORDS['end-of-job'],
    ],
  ],
  [
    'weekly',
    [
      'weekly',
      'every week',
      'each week',
      'har hafte',
      'haftawar',
      'हर हफ्ते',
      'हफ्ते',
      'साप्ताहिक',
      'cada semana',
      'semanal',
      'por semana',
      ...INDIA_PAY_TIMING_WORDS.weekly,
    ],
  ],
];

/** Said in answer to "when do you pay?" only: in a whole post "roz 700" means 700 a day. */
export const SAME_DAY_ANSWERS = [
  'daily',
  'roz',
  'rozana',
  'har din',
  'रोज',
  'रोजाना',
  'हर दिन',
  ...INDIA_SAME_DAY_ANSWERS,
];

const PART_OF_DAY: Readonly<Record<string, 'am' | 'noon' | 'pm' | 'night'>> = {
  subah: 'am',
  subha: 'am',
  सुबह: 'am',
  dopahar: 'noon',
  dupahar: 'noon',
  दोपहर: 'noon',
  shaam: 'pm',
  sham: 'pm',
  शाम: 'pm',
  raat: 'night',
  रात: 'night',
  ...INDIA_PART_OF_DAY,
};

const HOUR_UNITS = [
  'hours',
  'hour',
  'hrs',
  'hr',
  'ghante',
  'ghanta',
  'घंटे',
  'घंटा',
  'घण्टे',
  'horas',
  'hora',
  ...INDIA_HOUR_UNITS,
];
/** Not "day": "300/day" is pay ("1 day" is read on its own). */
const DAY_UNITS = ['days', 'din', 'दिन', 'días', 'dias', ...INDIA_DAY_UNITS];
const WORKER_UNITS = [
  'workers',
  'worker',
  'people',
  'persons',
  'person',
  'labourers',
  'laborers',
  'helpers',
  'log',
  'logon',
  'aadmi',
  'admi',
  'mazdoor',
  'majdoor',
  'लोग',
  'लोगों',
  'आदमी',
  'मजदूर',
  'कारीगर',
  'वर्कर',
  'trabajadores',
  'trabajador',
  'personas',
  'persona',
  'ayudantes',
  ...INDIA_WORKER_UNITS,
];

const has = (text: string, phrase: string) => text.includes(` ${phrase} `);

function findDay(text: string): ShiftDay | undefined {
  for (const [day, words] of DAY_WORDS) if (words.some((word) => has(text, word))) return day;
  const monthNames = alternatives(MONTHS.flat());
  const dayFirst = new RegExp(` (\\d{1,2})(?:st|nd|rd|th)? (?:of |de )?(${monthNames}) `).exec(text);
  const monthFirst = new RegExp(` (${monthNames}) (\\d{1,2})(?:st|nd|rd|th)? `).exec(text);
  const [day, month] = dayFirst
    ? [dayFirst[1], dayFirst[2]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1]]
      : [];
  if (day && month) {
    return { kind: 'date', day: Number(day), month: MONTHS.findIndex((names) => names.includes(month)) + 1 };
  }
  const weekday = WEEKDAYS.findIndex((names) => names.some((name) => has(text, name)));
  return weekday >= 0 ? { kind: 'weekday', weekday } : undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');

function clock(hour: number, minute: number): string | undefined {
  return hour <= 23 && minute <= 59 ? `${pad(hour)}:${pad(minute)}` : undefined;
}

/** "9 am", "9 30 pm", "subah 9 baje", "शाम 5 बजे"; "7 baje" alone is morning for 7-11, afternoon for 1-6. */
function findTime(text: string): { time: string; form: string } | undefined {
  // Spanish: "9 de la mañana", "5 de la tarde", "10 de la noche".
  const spanish = / (\d{1,2})(?: (\d{2}))? de la (mañana|tarde|noche) /.exec(text);
  if (spanish) {
    const hour = Number(spanish[1]);
    if (hour < 1 || hour > 12) return undefined;
    const part = spanish[3] === 'mañana' ? 'am' : spanish[3] === 'tarde' ? 'pm' : 'night';
    const time = clock(spokenHour(hour, part), Number(spanish[2] ?? 0));
    return time ? { time, form: spanish[0] } : undefined;
  }
  const meridiem = / (\d{1,2})(?: (\d{2}))? ?(am|pm|a m|p m) /.exec(text);
  if (meridiem) {
    const hour = Number(meridiem[1]);
    const minute = Number(meridiem[2] ?? 0);
    if (hour < 1 || hour > 12) return undefined;
    const afternoon = meridiem[3]?.startsWith('p') ?? false;
    const time = clock((hour % 12) + (afternoon ? 12 : 0), minute);
    return time ? { time, form: meridiem[0] } : undefined;
  }
  const parts = alternatives(Object.keys(PART_OF_DAY));
  const clockWords = alternatives(['baje', 'बजे', ...INDIA_CLOCK_WORDS]);
  const attached = alternatives(BENGALI_CLOCK_WORDS);
  // Tamil "8 மணி நேரம்" is hours, not a time.
  const spoken = new RegExp(
    ` (?:(${parts}) )?(?:ko |को )?(\\d{1,2})(?: (\\d{2}))?(?: (?:${clockWords})| ?(?:${attached})) (?!நேரம் )`,
  ).exec(text);
  if (!spoken) return undefined;
  const hour = Number(spoken[2]);
  const minute = Number(spoken[3] ?? 0);
  const part = spoken[1];
  if (hour > 12 && !part) {
    const time = clock(hour, minute);
    return time ? { time, form: spoken[0] } : undefined;
  }
  if (hour < 1 || hour > 12) return undefined;
  const time = clock(spokenHour(hour, part ? PART_OF_DAY[part] : undefined), minute);
  return time ? { time, form: spoken[0] } : undefined;
}

/** A 12-hour "baje" hour on the 24-hour clock: subah 9 = 9, dopahar 2 = 14, raat 1 = 1; alone, 1-6 is afternoon. */
function spokenHour(hour: number, part: 'am' | 'noon' | 'pm' | 'night' | undefined): number {
  switch (part) {
    case 'am':
      return hour % 12;
    case 'noon':
      return hour >= 11 ? hour : hour + 12;
    case 'pm':
      return hour === 12 ? 12 : hour + 12;
    case 'night':
      return hour === 12 ? 0 : hour < 6 ? hour : hour + 12;
    case undefined:
      return hour <= 6 ? hour + 12 : hour;
  }
}

/**
 * A number right before one of the units ("8 hours", "5 लोग"), within 1..max and not an amount
 * ("₹ 20 hour"); `rest` is the text with the number taken out and the unit kept ("need workers").
 */
function findCount(text: string, units: readonly string[], max: number) {
  const match = new RegExp(`(?<![₹$]) (\\d{1,3}) ?(${alternatives(units)}) `).exec(text);
  const value = match ? Number(match[1]) : NaN;
  if (!match || !(value >= 1 && value <= max)) return undefined;
  return { value, rest: text.replace(match[0], ` ${match[2]} `) };
}

export function findPayTiming(text: string): PayTiming | undefined {
  return PAY_TIMING_WORDS.find(([, words]) => words.some((word) => has(text, word)))?.[0];
}

/**
 * The shift details of a normalised text, and the text without their numbers ("8 hours" -> "hours",
 * "9 am" -> ""), so that those are not read as pay or as a position in a list.
 */
export function takeShift(text: string): { shift: ShiftSlots; rest: string } {
  const shift: ShiftSlots = {};
  let rest = text;
  const time = findTime(rest);
  if (time) {
    shift.startTime = time.time;
    rest = rest.replace(time.form, ' ');
  }
  const hours = findCount(rest, HOUR_UNITS, 24);
  if (hours) [shift.hoursPerDay, rest] = [hours.value, hours.rest];
  const days = findCount(rest, DAY_UNITS, 365) ?? findCount(rest, ['day'], 1);
  if (days) [shift.days, rest] = [days.value, days.rest];
  const workers = findCount(rest, WORKER_UNITS, 50);
  if (workers) [shift.workers, rest] = [workers.value, workers.rest];
  const day = findDay(rest);
  if (day) shift.day = day;
  const payTiming = findPayTiming(rest);
  if (payTiming) shift.payTiming = payTiming;
  return { shift, rest };
}

/** The work date a day means from `today` ("YYYY-MM-DD"): the next such date, never a past one. */
export function workDateOf(day: ShiftDay, today: string): string | undefined {
  switch (day.kind) {
    case 'any':
      return 'any';
    case 'flexible':
      return 'flexible';
    case 'in-days':
      return addDays(today, day.days);
    case 'weekday': {
      const todayWeekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return addDays(today, (day.weekday - todayWeekday + 7) % 7);
    }
    case 'date': {
      const year = Number(today.slice(0, 4));
      const thisYear = `${year}-${pad(day.month)}-${pad(day.day)}`;
      if (!isCalendarDate(thisYear)) return undefined;
      return thisYear >= today ? thisYear : `${year + 1}-${pad(day.month)}-${pad(day.day)}`;
    }
  }
}
