import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { payFacts, shiftText, startTimeText, workDayText } from './shift-text';

const t = i18n.getFixedT('en');
const TODAY = '2026-11-23'; // a Monday

describe('shift text', () => {
  it('says Today, Tomorrow, a weekday this week, else the date', () => {
    expect(workDayText(t, '2026-11-23', 'en-IN', TODAY)).toBe('Today');
    expect(workDayText(t, '2026-11-24', 'en-IN', TODAY)).toBe('Tomorrow');
    expect(workDayText(t, '2026-11-27', 'en-IN', TODAY)).toBe('Friday');
    expect(workDayText(t, '2026-12-05', 'en-IN', TODAY)).toBe('Sat, 5 Dec');
    expect(workDayText(t, '2026-12-05', 'en-US', TODAY)).toBe('Sat, Dec 5');
    expect(workDayText(t, '2027-01-04', 'en-IN', TODAY)).toBe('Mon, 4 Jan, 2027');
    expect(workDayText(t, 'any', 'en-IN', TODAY)).toBe('Any day');
    expect(workDayText(t, 'flexible', 'en-IN', TODAY)).toBe('Flexible');
  });

  it('without the browser’s today (server rendering) a date stays a date', () => {
    expect(workDayText(t, '2026-11-24', 'en-IN', '')).toBe('Tue, 24 Nov, 2026');
  });

  it('a past date is shown as a date, not as a weekday', () => {
    expect(workDayText(t, '2026-11-20', 'en-IN', TODAY)).toBe('Fri, 20 Nov');
  });

  it('formats the start time in the locale', () => {
    expect(startTimeText('09:00', 'en-US')).toBe('9 AM');
    expect(startTimeText('13:30', 'en-US')).toBe('1:30 PM');
    expect(startTimeText('09:00', 'en-IN').toLowerCase()).toBe('9 am');
    expect(startTimeText('25:00', 'en-US')).toBe('');
  });

  it('builds the whole line, only from what is set', () => {
    expect(
      shiftText(
        t,
        { workDate: '2026-11-24', startTime: '09:00', hoursPerDay: 8, workersNeeded: 1 },
        'en-US',
        TODAY,
      ),
    ).toBe('Tomorrow, 9 AM, 8 hrs');
    expect(shiftText(t, { workDate: 'any', days: 3, workersNeeded: 2 }, 'en-US', TODAY)).toBe(
      'Any day, for 3 days, 2 workers needed',
    );
    expect(shiftText(t, { hoursPerDay: 1, days: 1 }, 'en-US', TODAY)).toBe('1 hr, for 1 day');
    // An old job: nothing.
    expect(
      shiftText(
        t,
        { workDate: null, startTime: null, hoursPerDay: null, days: null, workersNeeded: 1 },
        'en-US',
        TODAY,
      ),
    ).toBe('');
    expect(shiftText(t, {}, 'en-US', TODAY)).toBe('');
  });

  it('states the pay facts the job gives, and nothing else', () => {
    expect(
      payFacts(
        t,
        { payTiming: 'same-day', payMethods: ['cash', 'upi'], mealsProvided: true, travelPaid: false },
        'en-IN',
      ),
    ).toEqual({
      payTiming: 'Paid the same day',
      payMethods: 'Payment by Cash or UPI',
      meals: 'Meals provided',
      travel: 'Travel not paid',
    });
    expect(
      payFacts(t, { payTiming: null, payMethods: [], mealsProvided: null, travelPaid: null }, 'en-IN'),
    ).toEqual({ payTiming: '', payMethods: '', meals: '', travel: '' });
  });
});
