import { describe, expect, it } from 'vitest';
import { normalize } from './normalize';
import { parseUtterance } from './parse';
import { takeShift, workDateOf, type ShiftSlots } from './shift';

const shiftOf = (text: string): ShiftSlots => takeShift(normalize(text)).shift;

describe('takeShift', () => {
  it('reads a shift in Marathi, Bengali, Telugu and Tamil (issue #27)', () => {
    expect(shiftOf('परवा संध्याकाळी 6 वाजता, 4 तास, 3 दिवस, 5 कामगार, काम संपल्यावर')).toEqual({
      day: { kind: 'in-days', days: 2 },
      startTime: '18:00',
      hoursPerDay: 4,
      days: 3,
      workers: 5,
      payTiming: 'end-of-job',
    });
    expect(shiftOf('আজ দুপুর 2 টায়, 6 ঘণ্টা, 3 জন কর্মী, সপ্তাহে')).toEqual({
      day: { kind: 'in-days', days: 0 },
      startTime: '14:00',
      hoursPerDay: 6,
      workers: 3,
      payTiming: 'weekly',
    });
    expect(shiftOf('ఎల్లుండి సాయంత్రం 5 గంటలకు, 2 రోజులు, పని పూర్తయ్యాక')).toEqual({
      day: { kind: 'in-days', days: 2 },
      startTime: '17:00',
      days: 2,
      payTiming: 'end-of-job',
    });
    // "8 மணி நேரம்" is eight hours of work, not eight o'clock.
    expect(shiftOf('இன்று 8 மணி நேரம், 4 பேர், அன்றே')).toEqual({
      day: { kind: 'in-days', days: 0 },
      hoursPerDay: 8,
      workers: 4,
      payTiming: 'same-day',
    });
    expect(shiftOf('9baje')).toEqual({});
  });

  it('reads every detail of an English shift', () => {
    expect(shiftOf('Tomorrow 9 am, 8 hours, 2 workers, paid same day')).toEqual({
      day: { kind: 'in-days', days: 1 },
      startTime: '09:00',
      hoursPerDay: 8,
      workers: 2,
      payTiming: 'same-day',
    });
    expect(shiftOf('from 5th December for 3 days, 7:30 pm, 6 hrs, weekly')).toEqual({
      day: { kind: 'date', day: 5, month: 12 },
      startTime: '19:30',
      hoursPerDay: 6,
      days: 3,
      payTiming: 'weekly',
    });
    expect(shiftOf('any day, 1 day only, pay at the end of the job')).toEqual({
      day: { kind: 'any' },
      days: 1,
      payTiming: 'end-of-job',
    });
  });

  it('reads Spanish, "mañana" as tomorrow but "de la mañana" as the morning (issue #27)', () => {
    expect(
      shiftOf('el 5 de diciembre a las 5 de la tarde, 3 días, 4 trabajadores, pago cada semana'),
    ).toEqual({
      day: { kind: 'date', day: 5, month: 12 },
      startTime: '17:00',
      days: 3,
      workers: 4,
      payTiming: 'weekly',
    });
    expect(shiftOf('9 de la mañana')).toEqual({ startTime: '09:00' });
    expect(shiftOf('pasado mañana, 6 horas, al terminar')).toEqual({
      day: { kind: 'in-days', days: 2 },
      hoursPerDay: 6,
      payTiming: 'end-of-job',
    });
  });

  it('reads Hindi and Hinglish, with the part of the day deciding am or pm', () => {
    expect(shiftOf('कल सुबह 9 बजे, 8 घंटे, 2 लोग, पैसे उसी दिन')).toEqual({
      day: { kind: 'in-days', days: 1 },
      startTime: '09:00',
      hoursPerDay: 8,
      workers: 2,
      payTiming: 'same-day',
    });
    expect(shiftOf('परसों शाम ५ बजे, हर हफ़्ते')).toEqual({
      day: { kind: 'in-days', days: 2 },
      startTime: '17:00',
      payTiming: 'weekly',
    });
    expect(shiftOf('somvar ko 7 baje, 4 log, 10 ghante, kaam ke baad paisa')).toEqual({
      day: { kind: 'weekday', weekday: 1 },
      startTime: '07:00',
      workers: 4,
      hoursPerDay: 10,
      payTiming: 'end-of-job',
    });
    expect(shiftOf('3 baje').startTime).toBe('15:00');
    expect(shiftOf('dopahar 12 baje').startTime).toBe('12:00');
    expect(shiftOf('raat 10 baje').startTime).toBe('22:00');
    expect(shiftOf('raat 1 baje').startTime).toBe('01:00');
    expect(shiftOf('12 baje').startTime).toBe('12:00');
    expect(shiftOf('12 am').startTime).toBe('00:00');
    expect(shiftOf('koi bhi din').day).toEqual({ kind: 'any' });
    expect(shiftOf('date is flexible').day).toEqual({ kind: 'flexible' });
  });

  it('leaves amounts alone and refuses impossible values', () => {
    expect(shiftOf('pay 300/day')).toEqual({});
    expect(shiftOf('$20 hour')).toEqual({});
    expect(shiftOf('30 hours, 60 workers, 13 pm')).toEqual({});
    expect(shiftOf('cook jobs in Pune')).toEqual({});
  });

  it('takes its numbers out of the text, so they are not read as pay or a list position', () => {
    const parsed = parseUtterance('need 50 workers in Pune for 2 days, pay 600');
    expect(parsed.slots.shift).toEqual({ workers: 50, days: 2 });
    expect(parsed.slots.pay).toBe(600);
    expect(parsed.slots.city).toBe('pune');
    expect(parsed.intent).toBe('post');
    expect(parseUtterance('urgent cleaning jobs in Delhi tomorrow').intent).toBe('search');
  });
});

describe('workDateOf', () => {
  const today = '2026-11-23'; // a Monday
  it('counts from the visitor’s today and never gives a past date', () => {
    expect(workDateOf({ kind: 'in-days', days: 0 }, today)).toBe('2026-11-23');
    expect(workDateOf({ kind: 'in-days', days: 2 }, today)).toBe('2026-11-25');
    expect(workDateOf({ kind: 'weekday', weekday: 6 }, today)).toBe('2026-11-28');
    expect(workDateOf({ kind: 'weekday', weekday: 1 }, today)).toBe('2026-11-23');
    expect(workDateOf({ kind: 'date', day: 5, month: 12 }, today)).toBe('2026-12-05');
    expect(workDateOf({ kind: 'date', day: 2, month: 1 }, today)).toBe('2027-01-02');
    expect(workDateOf({ kind: 'date', day: 31, month: 2 }, today)).toBeUndefined();
    expect(workDateOf({ kind: 'any' }, today)).toBe('any');
    expect(workDateOf({ kind: 'flexible' }, today)).toBe('flexible');
  });
});
