import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';
import { createSignedInUser, type TestUser } from '../../test/users';
import { jobs } from '../../db/schema';
import type { Job, JobGoneResponse, JobListResponse, MyJobsResponse } from '../../../shared/api/jobs';
import { PHONE_REVEAL_IP_LIMIT, PHONE_REVEAL_USER_LIMIT } from './jobs.service';

// Phone numbers against scrapers (issue #11, item 6): lists and job answers carry no number except to its
// poster; Call reveals it through a rate-limited endpoint, signed in or not.

let t: TestApp;
let poster: TestUser;
let other: TestUser;
let ids: { live: number; plus: number; closed: number; expired: number; held: number; removed: number };

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;
/** The digits of the test jobs' number ('98765 43210', from insertJobs). */
const DIGITS = /98765\s?43210/;

beforeAll(async () => {
  t = await createTestApp();
  poster = await createSignedInUser(t.app, { name: 'Priya Poster' });
  other = await createSignedInUser(t.app, { name: 'Omar Other' });
  const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
  const [live, plus, closed, expired, held, removed] = await insertJobs(t.database.db, [
    { city: 'mumbai', title: 'Cook for a family', userId: poster.id, createdAt: ago(HOUR) },
    { city: 'pune', title: 'Shop helper', createdAt: ago(2 * HOUR) },
    { city: 'mumbai', title: 'Closed job', status: 'closed', userId: poster.id, createdAt: ago(HOUR) },
    { city: 'mumbai', title: 'Expired job', createdAt: ago(31 * DAY), expiresAt: ago(DAY) },
    { city: 'mumbai', title: 'Held job', userId: poster.id, createdAt: ago(HOUR) },
    { city: 'mumbai', title: 'Removed job', createdAt: ago(HOUR) },
  ]);
  ids = { live: live!, plus: plus!, closed: closed!, expired: expired!, held: held!, removed: removed! };
  await t.database.db.update(jobs).set({ phone: '+91 (98111) 22-333' }).where(eq(jobs.id, ids.plus));
  await t.database.db
    .update(jobs)
    .set({ status: 'held', reviewReason: 'wording' })
    .where(eq(jobs.id, ids.held));
  await t.database.db.update(jobs).set({ status: 'removed' }).where(eq(jobs.id, ids.removed));
});
afterAll(() => t.close());

let addresses = 0;
/** A fresh IPv4 address, so one test's per-IP budget never spills into another's. */
function freshIp(): string {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

function reveal(id: number | string, options: { cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/jobs/${id}/phone`,
    headers: jsonHeaders(options.cookie),
    payload: '{}',
    remoteAddress: options.ip ?? freshIp(),
  });
}

function callLink(id: number | string, options: { cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/job/${id}/call`,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.ip ?? freshIp(),
  });
}

// A typed JSON read, as Fastify's own response.json<T>() is.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
async function get<T>(url: string, cookie?: string): Promise<{ status: number; body: T; text: string }> {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, body: response.json<T>(), text: response.body };
}

describe('job answers carry the number only for its poster', () => {
  it('lists: no number for visitors and other users; the poster sees their own job’s number', async () => {
    for (const cookie of [undefined, other.cookie]) {
      const { body, text } = await get<JobListResponse>('/api/jobs?limit=50', cookie);
      expect(body.jobs.length).toBeGreaterThanOrEqual(2);
      expect(body.jobs.every((job) => job.phone === null)).toBe(true);
      expect(text).not.toMatch(DIGITS);
      expect(text).not.toContain('98111');
    }
    const own = await get<JobListResponse>('/api/jobs?limit=50', poster.cookie);
    const byId = new Map(own.body.jobs.map((job) => [job.id, job]));
    expect(byId.get(ids.live)).toMatchObject({ isOwner: true, phone: '98765 43210' });
    expect(byId.get(ids.plus)).toMatchObject({ isOwner: false, phone: null });
  });

  it('one job (live or gone): no number for visitors and other users; the poster has it', async () => {
    for (const cookie of [undefined, other.cookie]) {
      const live = await get<Job>(`/api/jobs/${ids.live}`, cookie);
      expect(live.status).toBe(200);
      expect(live.body.phone).toBeNull();
      expect(live.text).not.toMatch(DIGITS);
      const gone = await get<JobGoneResponse>(`/api/jobs/${ids.closed}`, cookie);
      expect(gone.status).toBe(410);
      expect(gone.body.job.phone).toBeNull();
    }
    expect((await get<Job>(`/api/jobs/${ids.live}`, poster.cookie)).body.phone).toBe('98765 43210');
    expect((await get<JobGoneResponse>(`/api/jobs/${ids.closed}`, poster.cookie)).body.job.phone).toBe(
      '98765 43210',
    );
    const mine = await get<MyJobsResponse>('/api/me/jobs', poster.cookie);
    expect(mine.body.jobs.map((job) => job.phone)).toContain('98765 43210');
    expect(mine.body.jobs.every((job) => job.phone !== null)).toBe(true);
  });
});

describe('POST /api/jobs/:id/phone', () => {
  it('reveals the number without signing in, and to a signed-in user', async () => {
    const response = await reveal(ids.live);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ phone: '98765 43210' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const signedIn = await reveal(ids.plus, { cookie: other.cookie });
    expect(signedIn.json()).toEqual({ phone: '+91 (98111) 22-333' });
  });

  it('answers 404 for a job that is not public: closed, expired, held, removed, missing', async () => {
    for (const id of [ids.closed, ids.expired, ids.held, ids.removed, 999_999, 'abc']) {
      const response = await reveal(id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
      expect(response.body).not.toMatch(DIGITS);
    }
    // Held and closed stay hidden from other users too.
    expect((await reveal(ids.held, { cookie: other.cookie })).statusCode).toBe(404);
  });

  it(`limits each IP to ${PHONE_REVEAL_IP_LIMIT.limit} an hour, signed out or not; other addresses go on`, async () => {
    const ip = freshIp();
    // The budget is spent through the page link too (both count); GETs stay clear of the API write limit.
    for (let i = 0; i < PHONE_REVEAL_IP_LIMIT.limit - 1; i++) {
      expect((await callLink(ids.live, { ip })).statusCode).toBe(302);
    }
    expect((await reveal(ids.live, { ip })).statusCode).toBe(200);
    const refused = await reveal(ids.live, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).not.toMatch(DIGITS);
    // A signed-in user behind the same address is refused as well: the address has spent its budget.
    expect((await reveal(ids.live, { ip, cookie: other.cookie })).statusCode).toBe(429);
    expect((await reveal(ids.live)).statusCode).toBe(200);
    t.clock.advance(HOUR + 1);
    expect((await reveal(ids.live, { ip })).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const network = '2409:4050:2d0f:77aa';
    const hits = [];
    for (let i = 0; i <= PHONE_REVEAL_IP_LIMIT.limit; i++) {
      hits.push((await callLink(ids.live, { ip: `${network}::${(i + 1).toString(16)}` })).statusCode);
    }
    expect(hits.slice(0, -1).every((status) => status === 302)).toBe(true);
    expect(hits.at(-1)).toBe(429);
    expect((await callLink(ids.live, { ip: '2409:4050:2d0f:77ab::1' })).statusCode).toBe(302);
  });

  it(`limits each signed-in user to ${PHONE_REVEAL_USER_LIMIT.limit} an hour, whatever the address`, async () => {
    const busy = await createSignedInUser(t.app, { name: 'Busy Caller' });
    for (let i = 0; i < PHONE_REVEAL_USER_LIMIT.limit; i++) {
      expect((await reveal(ids.live, { cookie: busy.cookie })).statusCode).toBe(200);
    }
    const refused = await reveal(ids.live, { cookie: busy.cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await callLink(ids.live, { cookie: busy.cookie })).statusCode).toBe(429);
    // Another user, or a visitor, is not affected.
    expect((await reveal(ids.live, { cookie: other.cookie })).statusCode).toBe(200);
    expect((await reveal(ids.live)).statusCode).toBe(200);
    t.clock.advance(HOUR + 1);
    expect((await reveal(ids.live, { cookie: busy.cookie })).statusCode).toBe(200);
  });

  it('refuses a request from another site (the Origin check of every API write)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${ids.live}/phone`,
      headers: { origin: 'https://scraper.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toMatch(DIGITS);
  });
});

describe('GET /job/:id/call (the Call link before JavaScript)', () => {
  it('redirects to tel: with digits and a leading + only, signed out', async () => {
    const response = await callLink(ids.live);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('tel:9876543210');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    const plus = await callLink(ids.plus, { cookie: other.cookie });
    expect(plus.headers.location).toBe('tel:+919811122333');
  });

  it('answers a short 404 text for a job that is not public, and for no job', async () => {
    for (const id of [ids.closed, ids.expired, ids.held, ids.removed, 999_999, 'abc']) {
      const response = await callLink(id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('not available');
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('answers 429 with a short text when the address has spent its budget', async () => {
    const ip = freshIp();
    for (let i = 0; i < PHONE_REVEAL_IP_LIMIT.limit; i++) await callLink(ids.live, { ip });
    const refused = await callLink(ids.live, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/plain');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(refused.headers.location).toBeUndefined();
  });
});
