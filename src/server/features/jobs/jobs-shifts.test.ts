import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/app';
import { createPoster } from '../../test/phones';
import type { TestUser } from '../../test/users';
import { insertJobs } from '../../test/jobs';
import type { Job, JobListResponse } from '../../../shared/api/jobs';

// The test clock starts at 2026-06-01T10:00Z: 15:30 on 1 June in India, 00:00 on 1 June in Hawaii.
let t: TestApp;
let poster: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  poster = await createPoster(t.app, { name: 'Sunita Shifts' });
});
afterAll(() => t.close());

const BASE = {
  title: 'Helpers to shift furniture',
  category: 'other',
  dailySalary: 800,
  location: 'Pune, Maharashtra',
  description: 'Moving furniture between two flats in the same building.',
  phone: '+91 98765 43210',
};

function post(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: jsonHeaders(poster.cookie),
    payload: JSON.stringify(body),
  });
}

async function listIds(query: string): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
  expect(response.statusCode, query).toBe(200);
  return response.json<JobListResponse>().jobs.map((job) => job.id);
}

describe('shift details', () => {
  it('are stored and returned; without them a job has none and one worker', async () => {
    const full = await post({
      ...BASE,
      workDate: '2026-06-02',
      startTime: '09:00',
      hoursPerDay: 8,
      days: 3,
      workersNeeded: 5,
      payTiming: 'same-day',
      payMethods: ['upi', 'cash', 'upi'],
      mealsProvided: true,
      travelPaid: false,
    });
    expect(full.statusCode).toBe(201);
    expect(full.json<Job>()).toMatchObject({
      workDate: '2026-06-02',
      startTime: '09:00',
      hoursPerDay: 8,
      days: 3,
      workersNeeded: 5,
      payTiming: 'same-day',
      payMethods: ['upi', 'cash'],
      mealsProvided: true,
      travelPaid: false,
    });
    const plain = await post(BASE);
    expect(plain.json<Job>()).toMatchObject({
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
    // A job written before these columns existed reads the same way.
    const [old] = await insertJobs(t.database.db, [{ city: 'pune', createdAt: t.clock.now() }]);
    const oldJob = (await t.app.inject({ method: 'GET', url: `/api/jobs/${old}` })).json<Job>();
    expect(oldJob).toMatchObject({ workDate: null, workersNeeded: 1, payMethods: [] });
  });

  it('refuses bad dates and times, past dates and out-of-range numbers, each with its message, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ workDate: '2026-02-30' }, 'workDate', 'Please enter a real date, for example 2026-12-05'],
      [{ workDate: 'tomorrow' }, 'workDate', 'Please enter a real date, for example 2026-12-05'],
      [
        { workDate: '2026-05-31' },
        'workDate',
        'The work date has passed. Please choose today or a later day.',
      ],
      [{ startTime: '25:00' }, 'startTime', 'Please enter a start time like 09:00'],
      [{ startTime: '9am' }, 'startTime', 'Please enter a start time like 09:00'],
      [{ hoursPerDay: 0 }, 'hoursPerDay', 'Hours per day must be between 1 and 24'],
      [{ days: 400 }, 'days', 'Number of days must be between 1 and 365'],
      [{ workersNeeded: 0 }, 'workersNeeded', 'Workers needed must be between 1 and 50'],
      [{ workersNeeded: 51 }, 'workersNeeded', 'Workers needed must be between 1 and 50'],
      [{ payTiming: 'monthly' }, 'payTiming', 'Please choose when workers are paid'],
      [{ payMethods: ['cheque'] }, 'payMethods.0', 'Please choose cash, UPI or bank transfer'],
    ];
    const before = (await listIds('city=pune&limit=50')).length;
    for (const [extra, field, message] of cases) {
      const response = await post({ ...BASE, ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toBe(
        message,
      );
    }
    expect((await listIds('city=pune&limit=50')).length).toBe(before);
    // Today in India (and "any day" / "flexible") are fine.
    for (const workDate of ['2026-06-01', 'any', 'flexible']) {
      expect((await post({ ...BASE, workDate })).statusCode, workDate).toBe(201);
    }
  });

  it('lists filter by today, tomorrow, this week (from the visitor`s date) and by same-day pay', async () => {
    const ids: Record<string, number> = {};
    for (const [name, extra] of Object.entries({
      today: { workDate: '2026-06-01', payTiming: 'same-day' },
      tomorrow: { workDate: '2026-06-02', payTiming: 'weekly' },
      nextWeek: { workDate: '2026-06-09' },
      anyDay: { workDate: 'any', payTiming: 'same-day' },
      unsaid: {},
    })) {
      const response = await post({ ...BASE, title: `Shift filter ${name}`, ...extra });
      ids[name] = response.json<Job>().id;
    }
    const mine = (list: number[]) =>
      Object.keys(ids)
        .filter((name) => list.includes(ids[name] as number))
        .sort();
    const base = 'search=shift%20filter&limit=50';
    expect(mine(await listIds(`${base}&when=today&today=2026-06-01`))).toEqual(['anyDay', 'today']);
    expect(mine(await listIds(`${base}&when=tomorrow&today=2026-06-01`))).toEqual(['anyDay', 'tomorrow']);
    expect(mine(await listIds(`${base}&when=week&today=2026-06-01`))).toEqual([
      'anyDay',
      'today',
      'tomorrow',
    ]);
    expect(mine(await listIds(`${base}&when=week&today=2026-06-05`))).toEqual(['anyDay', 'nextWeek']);
    expect(mine(await listIds(`${base}&payTiming=same-day`))).toEqual(['anyDay', 'today']);
    expect(mine(await listIds(`${base}&when=tomorrow&today=2026-06-01&payTiming=same-day`))).toEqual([
      'anyDay',
    ]);
    const bad = await t.app.inject({ method: 'GET', url: `/api/jobs?when=someday` });
    expect(bad.statusCode).toBe(400);
  });
});
