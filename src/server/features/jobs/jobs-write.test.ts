import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/app';
import { createPoster } from '../../test/phones';
import type { TestUser } from '../../test/users';
import { insertJobs } from '../../test/jobs';
import { jobs } from '../../db/schema';
import type { Job, JobGoneResponse, JobListResponse } from '../../../shared/api/jobs';
import { jobsRepos } from './jobs.repo';
import { JobsService } from './jobs.service';
import type { ApiErrorBody } from '../../../shared/api/errors';

let t: TestApp;
let poster: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  poster = await createPoster(t.app, { name: 'Priya Poster' });
  other = await createPoster(t.app, { name: 'Omar Other' });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;

const validJob = {
  title: 'Cook needed for a family of four',
  category: 'cooking',
  dailySalary: 750,
  location: 'Mumbai, Maharashtra',
  description: 'Lunch and dinner, vegetarian home cooking.',
  phone: '+91 98765 43210',
  timing: 'morning',
  urgency: 'urgent',
};

async function countJobs(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
  return Number(row?.n);
}

function post(body: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: jsonHeaders(cookie),
    payload: JSON.stringify(body),
  });
}

describe('POST /api/jobs', () => {
  it('refuses a signed-out visitor with the spec message, storing nothing', async () => {
    const before = await countJobs();
    const response = await post(validJob);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: { code: 'unauthorized', message: 'You must be logged in to post a job.' },
    });
    expect(await countJobs()).toBe(before);
  });

  it('posts as the session user (a body userId is ignored), normalised, featured, expiring in 30 days', async () => {
    const response = await post(
      {
        ...validJob,
        location: '  mumbai ,  MAHARASHTRA ',
        userId: other.id,
        user_id: other.id,
        status: 'closed',
      },
      poster.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    const job = response.json<Job>();
    expect(job).toMatchObject({
      title: validJob.title,
      category: 'cooking',
      categoryLabel: 'Cooking',
      dailySalary: 750,
      currency: 'INR',
      location: 'Mumbai, Maharashtra',
      city: 'Mumbai',
      citySlug: 'mumbai',
      state: 'Maharashtra',
      stateGroup: 'Maharashtra',
      country: 'IN',
      timing: 'morning',
      urgency: 'urgent',
      featured: true,
      status: 'active',
      isDemo: false,
      isOwner: true,
      createdAt: t.clock.now().toISOString(),
      expiresAt: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.userId).toBe(poster.id);
    expect(row?.searchText).toContain('cook needed');
    expect(row?.searchText).toContain('mumbai, maharashtra');
    // It is listed at once, for everyone.
    const listing = await t.app.inject({ method: 'GET', url: '/api/jobs?city=mumbai' });
    expect(listing.json<JobListResponse>().jobs.map((item) => item.id)).toContain(job.id);
  });

  it('prices a US location in dollars; normal urgency is not featured', async () => {
    const response = await post(
      { ...validJob, location: 'Austin, TX', urgency: 'normal', dailySalary: '150', timing: null },
      poster.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      country: 'US',
      currency: 'USD',
      location: 'Austin, Texas',
      featured: false,
      dailySalary: 150,
      timing: null,
    });
  });

  const badFields: [string, unknown, string][] = [
    ['title', 'ab', 'Title must be 3 to 100 characters'],
    ['title', 'x'.repeat(101), 'Title must be 3 to 100 characters'],
    ['title', undefined, 'Title must be 3 to 100 characters'],
    ['category', 'astronaut', 'Please choose a job category'],
    ['dailySalary', 'lots', 'Daily payment must be a number'],
    ['dailySalary', 12.5, 'Daily payment must be a whole number'],
    ['dailySalary', 0, 'Daily payment must be between 1 and 10,00,000'],
    ['dailySalary', 1_000_001, 'Daily payment must be between 1 and 10,00,000'],
    ['location', '', 'Please choose a location from the list'],
    ['location', 'Atlantis, Ocean', 'Please choose a location from the list'],
    ['location', 'Mumbai, Karnataka', 'Please choose a location from the list'],
    ['description', 'too short', 'Description must be 10 to 2000 characters'],
    ['description', 'x'.repeat(2001), 'Description must be 10 to 2000 characters'],
    ['phone', '12345', 'Please enter a valid phone number (at least 10 digits)'],
    ['phone', 'call me at 9876543210', 'Please enter a valid phone number (at least 10 digits)'],
    ['timing', 'midnight', 'Please choose a work timing from the list'],
    ['urgency', 'yesterday', 'Please choose Normal, Urgent or Immediate'],
    ['phone', undefined, 'Please enter a valid phone number (at least 10 digits)'],
    ['description', undefined, 'Description must be 10 to 2000 characters'],
    ['location', undefined, 'Please choose a location from the list'],
    ['category', undefined, 'Please choose a job category'],
    ['dailySalary', undefined, 'Daily payment must be a number'],
    // Booleans and other junk are not numbers (issue #21: true was stored as 1).
    ['dailySalary', true, 'Daily payment must be a number'],
    ['dailySalary', '1e3', 'Daily payment must be a number'],
    ['dailySalary', '0x10', 'Daily payment must be a number'],
    ['dailySalary', [500], 'Daily payment must be a number'],
    ['workersNeeded', true, 'Workers needed must be a number'],
    ['hoursPerDay', false, 'Hours per day must be a number'],
  ];
  for (const [field, value, message] of badFields) {
    it(`refuses ${field} = ${(JSON.stringify(value) as string | undefined)?.slice(0, 20)} with its own message, storing nothing`, async () => {
      const before = await countJobs();
      const response = await post({ ...validJob, [field]: value }, poster.cookie);
      expect(response.statusCode).toBe(400);
      const body = response.json<{
        error: { code: string; fields: Record<string, string>; message: string };
      }>();
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields)).toEqual([field]);
      expect(body.error.fields[field]).toBe(message);
      expect(body.error.message).toBe(message);
      expect(await countJobs()).toBe(before);
    });
  }

  it('takes a pay written as digits (what the post form holds), stored as a number', async () => {
    const response = await post({ ...validJob, dailySalary: '650', workersNeeded: '2' }, poster.cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Job>()).toMatchObject({ dailySalary: 650, workersNeeded: 2 });
  });

  it('lists every bad field at once', async () => {
    const response = await post({ title: '', dailySalary: -1, phone: '1' }, poster.cookie);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<ApiErrorBody>().error.fields!).sort()).toEqual(
      ['category', 'dailySalary', 'description', 'location', 'phone', 'title'].sort(),
    );
  });

  it('limits posting per user (20 an hour)', async () => {
    const busy = await createPoster(t.app);
    for (let i = 0; i < 20; i++) expect((await post(validJob, busy.cookie)).statusCode).toBe(201);
    const refused = await post(validJob, busy.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    t.clock.advance(60 * 60_000 + 1);
    expect((await post(validJob, busy.cookie)).statusCode).toBe(201);
  });
});

describe('editing, closing, reopening and renewing', () => {
  async function postJob(): Promise<Job> {
    const response = await post(validJob, poster.cookie);
    expect(response.statusCode).toBe(201);
    return response.json<Job>();
  }
  const action = (id: number, name: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/jobs/${id}/${name}`,
      headers: jsonHeaders(cookie),
      payload: '{}',
    });
  const listed = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: '/api/jobs?limit=50' }))
      .json<JobListResponse>()
      .jobs.some((job) => job.id === id);

  it('lets only the poster edit, with the same rules', async () => {
    const job = await postJob();
    const edit = {
      ...validJob,
      title: 'Cook for a family of five',
      location: 'Pune, Maharashtra',
      urgency: 'normal',
    };
    const patch = (body: unknown, cookie?: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/jobs/${job.id}`,
        headers: jsonHeaders(cookie),
        payload: JSON.stringify(body),
      });
    expect((await patch(edit)).statusCode).toBe(401);
    const forbidden = await patch(edit, other.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: { code: 'forbidden' } });
    const invalid = await patch({ ...edit, dailySalary: 0 }, poster.cookie);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ApiErrorBody>().error.fields).toHaveProperty('dailySalary');
    const ok = await patch(edit, poster.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: job.id,
      title: 'Cook for a family of five',
      city: 'Pune',
      featured: false,
      createdAt: job.createdAt,
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.searchText).toContain('pune');
    expect(row?.userId).toBe(poster.id);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/jobs/999999',
      headers: jsonHeaders(poster.cookie),
      payload: JSON.stringify(edit),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('closes (poster only): a closed job leaves every listing and its page answers 410 with the job', async () => {
    const job = await postJob();
    expect((await action(job.id, 'close')).statusCode).toBe(401);
    expect((await action(job.id, 'close', other.cookie)).statusCode).toBe(403);
    expect(await listed(job.id)).toBe(true);
    const closed = await action(job.id, 'close', poster.cookie);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(await listed(job.id)).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(page.statusCode).toBe(410);
    const gone = page.json<JobGoneResponse>();
    expect(gone.error.code).toBe('gone');
    expect(gone.job).toMatchObject({ id: job.id, status: 'closed', title: validJob.title });
  });

  it('reopens a closed job until it expires; an expired one must be renewed', async () => {
    const job = await postJob();
    await action(job.id, 'close', poster.cookie);
    expect((await action(job.id, 'reopen', other.cookie)).statusCode).toBe(403);
    const reopened = await action(job.id, 'reopen', poster.cookie);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'active' });
    expect(await listed(job.id)).toBe(true);

    await action(job.id, 'close', poster.cookie);
    t.clock.advance(31 * DAY);
    const tooLate = await action(job.id, 'reopen', poster.cookie);
    expect(tooLate.statusCode).toBe(409);
    expect((await action(job.id, 'renew', other.cookie)).statusCode).toBe(403);
    const renewed = await action(job.id, 'renew', poster.cookie);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({
      status: 'active',
      expiresAt: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
    });
    expect(await listed(job.id)).toBe(true);
  });

  it('renews an expired job (active but past its expiry) and answers 404 for a missing one', async () => {
    const job = await postJob();
    t.clock.advance(30 * DAY + 1);
    expect(await listed(job.id)).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(page.statusCode).toBe(410);
    expect(page.json<JobGoneResponse>().job.status).toBe('expired');
    expect((await action(job.id, 'renew', poster.cookie)).json()).toMatchObject({ status: 'active' });
    expect(await listed(job.id)).toBe(true);
    expect((await action(424242, 'renew', poster.cookie)).statusCode).toBe(404);
    expect((await action(424242, 'close', poster.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/jobs/:id and /api/me/jobs', () => {
  it('answers 200 for a live job, 404 for a missing or malformed id', async () => {
    const [id] = await insertJobs(t.database.db, [{ city: 'chennai', createdAt: t.clock.now() }]);
    const live = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ id, city: 'Chennai', isOwner: false });
    // Only the one spelling of an id names a job: not 1e3, 0x10, " 1", 01 or 1.0 (issue #21).
    const odd = ['abc', '0', '-1', '1e3', '0x10', '%201', `0${id}`, `${id}.0`, '9999999999999999999'];
    for (const path of ['/api/jobs/987654', ...odd.map((text) => `/api/jobs/${text}`)]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toMatchObject({
        error: { code: 'not_found', message: 'This job does not exist.' },
      });
    }
  });

  it("lists the signed-in user's jobs in every status; expired ones report expired", async () => {
    const mine = await createPoster(t.app);
    const now = t.clock.now();
    await insertJobs(t.database.db, [
      { city: 'pune', title: 'Mine active', userId: mine.id, createdAt: now },
      {
        city: 'pune',
        title: 'Mine closed',
        userId: mine.id,
        status: 'closed',
        createdAt: new Date(now.getTime() - 1000),
      },
      {
        city: 'pune',
        title: 'Mine past expiry',
        userId: mine.id,
        createdAt: new Date(now.getTime() - 40 * DAY),
        expiresAt: new Date(now.getTime() - 10 * DAY),
      },
      { city: 'pune', title: 'Someone else', userId: other.id, createdAt: now },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/jobs' })).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me/jobs',
      headers: { cookie: mine.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ jobs: Job[] }>().jobs.map((job) => [job.title, job.status, job.isOwner])).toEqual([
      ['Mine active', 'active', true],
      ['Mine closed', 'closed', true],
      ['Mine past expiry', 'expired', true],
    ]);
  });

  it('marks isOwner in listings for the signed-in poster only', async () => {
    const [id] = await insertJobs(t.database.db, [
      { city: 'surat', userId: poster.id, createdAt: t.clock.now() },
    ]);
    const asPoster = await t.app.inject({
      method: 'GET',
      url: '/api/jobs?city=surat',
      headers: { cookie: poster.cookie },
    });
    expect(asPoster.json<JobListResponse>().jobs.find((job) => job.id === id)?.isOwner).toBe(true);
    const asOther = await t.app.inject({
      method: 'GET',
      url: '/api/jobs?city=surat',
      headers: { cookie: other.cookie },
    });
    expect(asOther.json<JobListResponse>().jobs.find((job) => job.id === id)?.isOwner).toBe(false);
  });

  it('the expiry sweep marks active jobs past their expiry as expired', async () => {
    const [id] = await insertJobs(t.database.db, [
      { city: 'kochi', createdAt: new Date(t.clock.now().getTime() - 31 * DAY) },
    ]);
    const service = new JobsService(
      jobsRepos(t.database.db),
      t.clock.now,
      t.app.services.rateLimiter,
      () => {},
    );
    expect(await service.expireDue()).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, id as number));
    expect(row?.status).toBe('expired');
  });
});
