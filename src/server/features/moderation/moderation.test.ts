import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { reports } from '../../db/schema';
import { createTestApp, jsonHeaders, minimalWebDir, type TestApp } from '../../test/app';
import { createPoster } from '../../test/phones';
import { createSignedInUser, type TestUser } from '../../test/users';
import { insertJobs } from '../../test/jobs';
import type { Job, JobListResponse } from '../../../shared/api/jobs';
import type { ModerationLog, ModerationQueue } from '../../../shared/api/moderation';

const MODERATOR_EMAIL = 'mod@example.com';
const SECOND_MODERATOR_EMAIL = 'mod2@example.com';

let t: TestApp;
let moderator: TestUser;
let secondModerator: TestUser;
let poster: TestUser;
let reporters: TestUser[];
beforeAll(async () => {
  t = await createTestApp({
    env: { MODERATOR_EMAILS: `${MODERATOR_EMAIL}, Mod2@Example.com` },
    webDir: minimalWebDir(),
  });
  moderator = await createSignedInUser(t.app, { name: 'Maya Moderator', email: MODERATOR_EMAIL });
  secondModerator = await createSignedInUser(t.app, {
    name: 'Manoj Moderator',
    email: SECOND_MODERATOR_EMAIL,
  });
  poster = await createPoster(t.app, { name: 'Pankaj Poster' });
  reporters = await Promise.all(
    ['Ravi', 'Rekha', 'Rohan', 'Rupa'].map((name) => createSignedInUser(t.app, { name: `${name} Reporter` })),
  );
});
afterAll(() => t.close());

function send(method: 'POST' | 'GET', url: string, cookie?: string, body: unknown = {}) {
  return t.app.inject({
    method,
    url,
    headers: jsonHeaders(cookie),
    ...(method === 'POST' ? { payload: JSON.stringify(body) } : {}),
  });
}

async function newJob(title = 'Painter for a two-room flat'): Promise<number> {
  const [id] = await insertJobs(t.database.db, [
    { city: 'mumbai', title, userId: poster.id, createdAt: t.clock.now() },
  ]);
  return id as number;
}

const report = (jobId: number, who: TestUser, body: unknown = { reason: 'money' }) =>
  send('POST', `/api/jobs/${jobId}/report`, who.cookie, body);

async function listed(jobId: number): Promise<boolean> {
  const response = await send('GET', '/api/jobs?city=mumbai&limit=50');
  return response.json<JobListResponse>().jobs.some((job) => job.id === jobId);
}

async function queue(cookie = moderator.cookie): Promise<ModerationQueue> {
  const response = await send('GET', '/api/moderation/queue', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<ModerationQueue>();
}

describe('reporting a job', () => {
  it('needs a session, a reason, and text with "other"', async () => {
    const jobId = await newJob();
    expect((await send('POST', `/api/jobs/${jobId}/report`, undefined, { reason: 'money' })).statusCode).toBe(
      401,
    );
    const noReason = await report(jobId, reporters[0] as TestUser, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: { fields: { reason: 'Please choose a reason' } } });
    const otherWithoutText = await report(jobId, reporters[0] as TestUser, { reason: 'other' });
    expect(otherWithoutText.json()).toMatchObject({
      error: { fields: { details: 'Please tell us what is wrong' } },
    });
    expect(await t.database.db.$count(reports, eq(reports.targetId, jobId))).toBe(0);
  });

  it('counts one report per user per job and refuses one`s own job', async () => {
    const jobId = await newJob();
    const first = await report(jobId, reporters[0] as TestUser, {
      reason: 'other',
      details: 'Asked me for ₹500',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ reported: true, already: false });
    const again = await report(jobId, reporters[0] as TestUser, { reason: 'fake' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ reported: true, already: true });
    const own = await report(jobId, poster);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ error: { code: 'own_item' } });
    expect((await report(999_999, reporters[1] as TestUser)).statusCode).toBe(404);
    const rows = await t.database.db
      .select({ reason: reports.reason, details: reports.details })
      .from(reports)
      .where(and(eq(reports.targetKind, 'job'), eq(reports.targetId, jobId)));
    expect(rows).toEqual([{ reason: 'other', details: 'Asked me for ₹500' }]);
    expect(await listed(jobId)).toBe(true);
  });

  it('hides a job reported by 3 different users until a moderator looks', async () => {
    const jobId = await newJob();
    await report(jobId, reporters[0] as TestUser);
    await report(jobId, reporters[0] as TestUser);
    await report(jobId, reporters[1] as TestUser);
    expect(await listed(jobId)).toBe(true);
    await report(jobId, reporters[2] as TestUser, { reason: 'fake' });
    expect(await listed(jobId)).toBe(false);
    expect((await send('GET', `/api/jobs/${jobId}`)).statusCode).toBe(404);
    const own = await send('GET', `/api/jobs/${jobId}`, poster.cookie);
    expect(own.json<{ job: Job }>().job).toMatchObject({ status: 'held', reviewReason: 'reports' });
    const item = (await queue()).jobs.find((entry) => entry.job.id === jobId);
    expect(item).toMatchObject({ reviewReason: 'reports', poster: { id: poster.id, banned: false } });
    expect(item?.reports.map((entry) => entry.reason)).toEqual(['money', 'money', 'fake']);
    // The queue never says who reported.
    expect(JSON.stringify(item)).not.toContain(reporters[0]?.id);
  });
});

describe('moderation permissions', () => {
  const endpoints: ['GET' | 'POST', string][] = [
    ['GET', '/api/moderation/queue'],
    ['GET', '/api/moderation/log'],
    ['POST', '/api/moderation/jobs/1/approve'],
    ['POST', '/api/moderation/jobs/1/remove'],
    ['POST', '/api/moderation/messages/1/dismiss'],
    ['POST', '/api/moderation/conversations/1/dismiss'],
    ['POST', '/api/moderation/users/someone/ban'],
  ];

  it('answers 404 on every moderation endpoint to visitors and normal users', async () => {
    for (const [method, url] of endpoints) {
      expect((await send(method, url)).statusCode, `${method} ${url} signed out`).toBe(404);
      const response = await send(method, url, poster.cookie);
      expect(response.statusCode, `${method} ${url} as a user`).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('tells the web app who is a moderator (case-insensitive emails)', async () => {
    const me = async (cookie: string) =>
      (await send('GET', '/api/accounts/me', cookie)).json<{ moderator: boolean }>();
    expect((await me(moderator.cookie)).moderator).toBe(true);
    expect((await me(secondModerator.cookie)).moderator).toBe(true);
    expect((await me(poster.cookie)).moderator).toBe(false);
  });

  it('gives /moderation the not-found status for everyone but moderators', async () => {
    const page = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/moderation', headers: cookie ? { cookie } : {} });
    expect((await page()).statusCode).toBe(404);
    expect((await page(poster.cookie)).statusCode).toBe(404);
    const own = await page(moderator.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<title>Moderation |');
    // In the page's language, the not-found head too.
    const hindi = await page(`${moderator.cookie}; locale=hi`);
    expect(hindi.body).toContain('<title>मॉडरेशन | DailyWork</title>');
    const hidden = await page(`${poster.cookie}; locale=hi`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toContain('<title>पेज नहीं मिला | DailyWork</title>');
  });
});

describe('moderator actions', () => {
  let heldId: number;
  beforeEach(async () => {
    const response = await send('POST', '/api/jobs', poster.cookie, {
      title: 'Data entry from home',
      category: 'other',
      dailySalary: 2500,
      location: 'Mumbai, Maharashtra',
      description: 'Simple typing work. Pay ₹999 registration fee on UPI and receive your login in 1 hour.',
      phone: '+91 98765 43210',
    });
    expect(response.json<Job>().status).toBe('held');
    heldId = response.json<Job>().id;
  });

  it('lists a held job with the detector`s matched phrases and the poster`s phone', async () => {
    const item = (await queue()).jobs.find((entry) => entry.job.id === heldId);
    expect(item?.reviewReason).toBe('wording');
    expect(item?.matches.join(' ')).toMatch(/registration fee/i);
    expect(item?.job.phone).toBe('+91 98765 43210');
  });

  it('approve restores the job once; a second approve changes nothing; both are in the audit log once', async () => {
    const first = await send('POST', `/api/moderation/jobs/${heldId}/approve`, moderator.cookie);
    expect(first.json()).toEqual({ changed: true });
    const second = await send('POST', `/api/moderation/jobs/${heldId}/approve`, secondModerator.cookie);
    expect(second.json()).toEqual({ changed: false });
    expect(await listed(heldId)).toBe(true);
    expect((await queue()).jobs.some((entry) => entry.job.id === heldId)).toBe(false);
    const log = (await send('GET', '/api/moderation/log', moderator.cookie)).json<ModerationLog>();
    const entries = log.actions.filter(
      (entry) => entry.targetKind === 'job' && entry.targetId === String(heldId),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'approve',
        moderatorEmail: MODERATOR_EMAIL,
        createdAt: expect.any(String),
      }),
    ]);
  });

  it('two moderators removing at once: removed once, one email to the poster, one log entry', async () => {
    const before = t.outbox.list().length;
    const results = await Promise.all([
      send('POST', `/api/moderation/jobs/${heldId}/remove`, moderator.cookie),
      send('POST', `/api/moderation/jobs/${heldId}/remove`, secondModerator.cookie),
    ]);
    expect(results.map((response) => response.json<{ changed: boolean }>().changed).sort()).toEqual([
      false,
      true,
    ]);
    await t.app.services.background.settled();
    const mails = t.outbox
      .list()
      .slice(0, t.outbox.list().length - before)
      .filter((mail) => mail.to === poster.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your job "Data entry from home" was removed');
    const own = await send('GET', `/api/jobs/${heldId}`, poster.cookie);
    expect(own.json<{ job: Job }>().job.status).toBe('removed');
    expect((await send('GET', `/api/jobs/${heldId}`)).statusCode).toBe(404);
    const edit = await send('POST', `/api/jobs/${heldId}/reopen`, poster.cookie);
    expect(edit.json()).toMatchObject({ error: { code: 'job_removed' } });
    const log = (await send('GET', '/api/moderation/log', moderator.cookie)).json<ModerationLog>();
    expect(
      log.actions.filter((entry) => entry.targetId === String(heldId) && entry.action === 'remove'),
    ).toHaveLength(1);
  });
});

describe('banning a user', () => {
  it('ends their sessions, removes their live jobs, refuses sign-in, posting and messaging; logged once', async () => {
    const banned = await createSignedInUser(t.app, { name: 'Bunty Banned' });
    const [liveJob] = await insertJobs(t.database.db, [
      { city: 'mumbai', title: 'Cleaner for an office', userId: banned.id, createdAt: t.clock.now() },
    ]);
    const otherJob = await newJob('Gardener for a bungalow');
    expect(await listed(liveJob as number)).toBe(true);

    const first = await send('POST', `/api/moderation/users/${banned.id}/ban`, moderator.cookie);
    expect(first.json()).toEqual({ changed: true });
    const again = await send('POST', `/api/moderation/users/${banned.id}/ban`, secondModerator.cookie);
    expect(again.json()).toEqual({ changed: false });

    expect(await listed(liveJob as number)).toBe(false);
    expect((await send('GET', '/api/accounts/me', banned.cookie)).statusCode).toBe(401);
    const post = await send('POST', '/api/jobs', banned.cookie, { title: 'x' });
    expect(post.statusCode).toBe(401);
    const message = await send('POST', '/api/conversations', banned.cookie, { jobId: otherJob });
    expect(message.statusCode).toBe(401);
    const signIn = await send('POST', '/api/accounts/sign-in', undefined, {
      emailOrPhone: banned.email,
      password: banned.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ error: { code: 'account_suspended' } });
    expect(signIn.headers['set-cookie']).toBeUndefined();
    const wrongPassword = await send('POST', '/api/accounts/sign-in', undefined, {
      emailOrPhone: banned.email,
      password: 'not-the-password',
    });
    expect(wrongPassword.statusCode).toBe(401);

    const log = (await send('GET', '/api/moderation/log', moderator.cookie)).json<ModerationLog>();
    expect(
      log.actions.filter((entry) => entry.action === 'ban' && entry.targetId === banned.id),
    ).toHaveLength(1);
  });

  it('refuses banning oneself or someone unknown', async () => {
    expect(
      (await send('POST', `/api/moderation/users/${moderator.id}/ban`, moderator.cookie)).statusCode,
    ).toBe(400);
    expect((await send('POST', '/api/moderation/users/nobody-at-all/ban', moderator.cookie)).statusCode).toBe(
      404,
    );
  });
});
