import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/app';
import { createSignedInUser, type TestUser } from '../../test/users';
import { createPoster, setAccountAge, verifyTestPhone } from '../../test/phones';
import { insertJobs } from '../../test/jobs';
import { jobs, userBans } from '../../db/schema';
import type { Job } from '../../../shared/api/jobs';
import type { ModerationQueue } from '../../../shared/api/moderation';
import type { ApiErrorBody } from '../../../shared/api/errors';

const MODERATOR_EMAIL = 'mod@example.com';

/** The 6-digit code in the newest SMS to a number (the dev SMS outbox, newest first). */
function latestSmsCode(to: string): string {
  const text = t.sms.list().find((sms) => sms.to === to)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code was texted to ${to}`);
  return code;
}
let t: TestApp;
let moderator: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { MODERATOR_EMAILS: MODERATOR_EMAIL } });
  moderator = await createSignedInUser(t.app, { name: 'Maya Moderator', email: MODERATOR_EMAIL });
});
afterAll(() => t.close());

const job = (phone: string, title = 'Cook needed for a family of four') => ({
  title,
  category: 'cooking',
  dailySalary: 750,
  location: 'Mumbai, Maharashtra',
  description: 'Lunch and dinner, vegetarian home cooking.',
  phone,
});

let ip = 0;
function send(method: 'GET' | 'POST' | 'PATCH', url: string, who?: TestUser, body?: unknown) {
  ip += 1;
  return t.app.inject({
    method,
    url,
    remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
    headers: jsonHeaders(who?.cookie),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function jobCount(userId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.userId, userId));
  return Number(row?.n);
}

describe('verified Call numbers', () => {
  it('refuses a job whose number the poster has not verified (422), on the API, storing nothing', async () => {
    const poster = await createPoster(t.app, { phones: [] });
    const response = await send('POST', '/api/jobs', poster, job('98111 00001'));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      error: { code: 'phone_not_verified', params: { phone: '+919811100001' } },
    });
    expect(response.json<ApiErrorBody>().error.message).toMatch(/not verified/);
    expect(await jobCount(poster.id)).toBe(0);
  });

  it('verifies a number with the code texted to it, then posts with "Phone verified" and member since', async () => {
    const poster = await createPoster(t.app, { phones: [] });
    const sent = await send('POST', '/api/phones/verification', poster, { phone: '98111 00002' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ phone: '+919811100002', sent: true, verified: false });

    const wrong = await send('POST', '/api/phones/verification/check', poster, {
      phone: '98111 00002',
      code: latestSmsCode('+919811100002') === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().error.code).toBe('invalid_code');

    const code = latestSmsCode('+919811100002');
    const checked = await send('POST', '/api/phones/verification/check', poster, {
      phone: '+91 98111 00002',
      code,
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({ phone: '+919811100002', sent: false, verified: true });
    const mine = await send('GET', '/api/me/phones', poster);
    expect(mine.json<{ phones: { phone: string }[] }>().phones.map((row) => row.phone)).toEqual([
      '+919811100002',
    ]);
    // Asking again for a verified number sends nothing.
    const again = await send('POST', '/api/phones/verification', poster, { phone: '9811100002' });
    expect(again.json()).toEqual({ phone: '+919811100002', sent: false, verified: true });

    const posted = await send('POST', '/api/jobs', poster, job('98111 00002'));
    expect(posted.statusCode, posted.body).toBe(201);
    const created = posted.json<Job>();
    expect(created.phoneVerified).toBe(true);
    expect(created.posterSince).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const shown = await send('GET', `/api/jobs/${created.id}`);
    expect(shown.json()).toMatchObject({ phoneVerified: true, posterSince: created.posterSince });
    const listed = await send('GET', '/api/jobs?country=IN&limit=50');
    expect(listed.json<{ jobs: Job[] }>().jobs.find((item) => item.id === created.id)).toMatchObject({
      phoneVerified: true,
    });

    // Editing to a number not verified is refused as well; the job keeps its number.
    const edited = await send('PATCH', `/api/jobs/${created.id}`, poster, job('98111 00003'));
    expect(edited.statusCode).toBe(422);
    expect(edited.json<ApiErrorBody>().error.code).toBe('phone_not_verified');
  });

  it('needs a session for every step, and reads the number in the country given', async () => {
    expect(
      (await send('POST', '/api/phones/verification', undefined, { phone: '98111 00004' })).statusCode,
    ).toBe(401);
    expect((await send('GET', '/api/me/phones')).statusCode).toBe(401);
    const poster = await createPoster(t.app, { phones: [] });
    const us = await send('POST', '/api/phones/verification', poster, {
      phone: '(212) 555-0142',
      country: 'US',
    });
    expect(us.json()).toMatchObject({ phone: '+12125550142', sent: true });
    const bad = await send('POST', '/api/phones/verification', poster, { phone: '12345' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a job of an unverified number as such (jobs from before verification)', async () => {
    const poster = await createPoster(t.app, { phones: [] });
    const [id] = await insertJobs(t.database.db, [
      { city: 'pune', userId: poster.id, createdAt: t.clock.now() },
    ]);
    const response = await send('GET', `/api/jobs/${id}`);
    expect(response.json()).toMatchObject({ phoneVerified: false });
  });
});

describe('new accounts', () => {
  it('may have 3 live jobs in their first 24 hours; the 4th is refused, and allowed once the account is older', async () => {
    const fresh = await createSignedInUser(t.app, { name: 'Naya Naya' });
    await verifyTestPhone(t.app, fresh.id, '98111 00005', { established: false });
    await setAccountAge(t.app, fresh.id, 2);
    for (let index = 1; index <= 3; index++) {
      const response = await send(
        'POST',
        '/api/jobs',
        fresh,
        job('98111 00005', `Helper number ${index} needed`),
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    const fourth = await send('POST', '/api/jobs', fresh, job('98111 00005', 'Helper number 4 needed'));
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({
      error: { code: 'new_account_job_limit', params: { max: 3, hours: 24 } },
    });
    expect(fourth.json<ApiErrorBody>().error.message).toMatch(/at most 3 live jobs/);
    expect(await jobCount(fresh.id)).toBe(3);

    await setAccountAge(t.app, fresh.id, 25);
    const later = await send('POST', '/api/jobs', fresh, job('98111 00005', 'Helper number 4 needed'));
    expect(later.statusCode, later.body).toBe(201);
  });
});

describe('moderators', () => {
  it("see live jobs with unverified numbers and a banned account's number used again", async () => {
    const old = await createPoster(t.app, { phones: [] });
    const [unverifiedId] = await insertJobs(t.database.db, [
      { city: 'delhi', title: 'Old painter job', userId: old.id, createdAt: t.clock.now() },
    ]);

    const banned = await createPoster(t.app, { name: 'Bunty Banned', phones: ['98111 00006'] });
    const sharer = await createPoster(t.app, { name: 'Sharing Shyam', phones: ['98111 00006'] });
    const shared = await send('POST', '/api/jobs', sharer, job('98111 00006', 'Shop helper in Bandra'));
    expect(shared.statusCode, shared.body).toBe(201);
    const ban = await send('POST', `/api/moderation/users/${banned.id}/ban`, moderator, {});
    expect(ban.json()).toEqual({ changed: true });
    expect(await t.database.db.select().from(userBans).where(eq(userBans.userId, banned.id))).toHaveLength(1);

    const trier = await createPoster(t.app, { name: 'Trying Tarun', phones: [] });
    const refused = await send('POST', '/api/phones/verification', trier, { phone: '98111 00006' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().error.code).toBe('phone_banned');

    const queue = (await send('GET', '/api/moderation/queue', moderator)).json<ModerationQueue>();
    expect(queue.phones.unverified).toContainEqual(
      expect.objectContaining({ jobId: unverifiedId, jobTitle: 'Old painter job', phone: '98765 43210' }),
    );
    expect(queue.phones.unverified.map((row) => row.jobId)).not.toContain(shared.json<Job>().id);
    expect(queue.phones.repeats).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'job',
          phone: '+919811100006',
          jobId: shared.json<Job>().id,
          jobTitle: 'Shop helper in Bandra',
          bannedName: 'Bunty Banned',
          person: expect.objectContaining({ name: 'Sharing Shyam' }),
        }),
        expect.objectContaining({
          kind: 'attempt',
          phone: '+919811100006',
          jobId: null,
          bannedName: 'Bunty Banned',
          person: expect.objectContaining({ name: 'Trying Tarun' }),
        }),
      ]),
    );
  });
});
