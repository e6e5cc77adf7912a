import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, conversations, jobs, messages, profiles, session, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  call,
  latestCode,
  PASSWORD,
  phoneUser,
  setCookies,
  verifiedEmailUser,
} from './accounts.test-support';
import type { MessageResponse } from '../../../shared/api/accounts';
import type { ApiErrorBody } from '../../../shared/api/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.4.0.${++ipCounter}`;

async function insertJob(userId: string): Promise<number> {
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      userId,
      title: 'House cleaning',
      category: 'household-work',
      dailySalary: 600,
      currency: 'INR',
      location: 'Pune, Maharashtra',
      city: 'Pune',
      citySlug: 'pune',
      state: 'Maharashtra',
      stateGroup: 'Maharashtra',
      country: 'IN',
      description: 'Clean a two-bedroom flat',
      phone: '+919876500000',
      searchText: 'house cleaning',
      expiresAt: new Date(t.clock.now().getTime() + 30 * 86_400_000),
    })
    .returning({ id: jobs.id });
  return row!.id;
}

function deleteAccount(cookie: string, body: Record<string, string>) {
  return call(t, 'POST', '/api/accounts/me/delete', body, { cookie, ip: nextIp() });
}

describe('deleting the account', () => {
  it('closes the jobs, removes the user and keeps sent messages as from a deleted user', async () => {
    const employer = await verifiedEmailUser(t, 'employer@example.com', { ip: nextIp() });
    const worker = await verifiedEmailUser(t, 'worker@example.com', { ip: nextIp() });
    const jobId = await insertJob(worker.userId);
    const employerJobId = await insertJob(employer.userId);
    const [conversation] = await t.database.db
      .insert(conversations)
      .values({ jobId: employerJobId, employerId: employer.userId, workerId: worker.userId })
      .returning({ id: conversations.id });
    await t.database.db.insert(messages).values([
      {
        conversationId: conversation!.id,
        senderId: worker.userId,
        content: 'I can come tomorrow',
        clientId: 'w1',
      },
      { conversationId: conversation!.id, senderId: employer.userId, content: 'Great, 9 am', clientId: 'e1' },
    ]);

    const response = await deleteAccount(worker.cookie, { password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json<MessageResponse>().message).toBe('Your account has been deleted.');
    expect(setCookies(response).some((line) => /session_token=;/.test(line))).toBe(true);

    const db = t.database.db;
    expect(await db.select().from(user).where(eq(user.id, worker.userId))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, worker.userId))).toEqual([]);
    expect(await db.select().from(account).where(eq(account.userId, worker.userId))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, worker.userId))).toEqual([]);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: 'closed', userId: null });
    const [employerJob] = await db.select().from(jobs).where(eq(jobs.id, employerJobId));
    expect(employerJob?.status).toBe('active');

    const [kept] = await db.select().from(conversations).where(eq(conversations.id, conversation!.id));
    expect(kept).toMatchObject({ employerId: employer.userId, workerId: null });
    const thread = await db.select().from(messages).where(eq(messages.conversationId, conversation!.id));
    expect(thread.map((message) => [message.content, message.senderId]).sort()).toEqual([
      ['Great, 9 am', employer.userId],
      ['I can come tomorrow', null],
    ]);

    expect((await call(t, 'GET', '/api/accounts/me', undefined, { cookie: worker.cookie })).statusCode).toBe(
      401,
    );
    const signIn = await call(t, 'POST', '/api/accounts/sign-in', {
      emailOrPhone: 'worker@example.com',
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('keeps everything with a wrong password', async () => {
    const { cookie, userId } = await verifiedEmailUser(t, 'keep@example.com', { ip: nextIp() });
    const response = await deleteAccount(cookie, { password: 'not my password' });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error.code).toBe('wrong_password');
    expect(await t.database.db.select().from(user).where(eq(user.id, userId))).toHaveLength(1);
  });

  it('asks for the password or a code', async () => {
    const { cookie } = await verifiedEmailUser(t, 'neither@example.com', { ip: nextIp() });
    const response = await deleteAccount(cookie, {});
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toBe('Enter your password or the emailed code');
  });

  it('can be confirmed with an emailed code instead of the password', async () => {
    const { cookie, userId } = await verifiedEmailUser(t, 'bycode@example.com', { ip: nextIp() });
    const requested = await call(
      t,
      'POST',
      '/api/accounts/me/delete/request-code',
      {},
      { cookie, ip: nextIp() },
    );
    expect(requested.statusCode).toBe(200);
    const code = latestCode(t.outbox, 'bycode@example.com');
    const wrong = await deleteAccount(cookie, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().error.code).toBe('invalid_code');
    expect((await deleteAccount(cookie, { code })).statusCode).toBe(200);
    expect(await t.database.db.select().from(user).where(eq(user.id, userId))).toEqual([]);
  });

  it('cannot mail a code to an account without an email address', async () => {
    const { cookie } = await phoneUser(t, '9666666666', { ip: nextIp() });
    const response = await call(
      t,
      'POST',
      '/api/accounts/me/delete/request-code',
      {},
      { cookie, ip: nextIp() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe('no_email');
    expect((await deleteAccount(cookie, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('code expires after 60 minutes of the app clock', async () => {
    const { cookie } = await verifiedEmailUser(t, 'slow@example.com', { ip: nextIp() });
    await call(t, 'POST', '/api/accounts/me/delete/request-code', {}, { cookie, ip: nextIp() });
    const code = latestCode(t.outbox, 'slow@example.com');
    t.clock.advance(60 * 60_000 + 1_000);
    const response = await deleteAccount(cookie, { code });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe('invalid_code');
  });
});
