import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows } from '../../db/rows';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';
import { newClientId } from '../../test/realtime';
import { createSignedInUser, type TestUser } from '../../test/users';
import type {
  Conversation,
  ConversationListResponse,
  Message,
  MessagePage,
} from '../../../shared/api/messages';
import type { ApiErrorBody } from '../../../shared/api/errors';

let t: TestApp;
let employer: TestUser;
let worker: TestUser;
let stranger: TestUser;
let jobId: number;

beforeAll(async () => {
  t = await createTestApp();
  [employer, worker, stranger] = await Promise.all([
    createSignedInUser(t.app, { name: 'Esha Employer' }),
    createSignedInUser(t.app, { name: 'Wasim Worker' }),
    createSignedInUser(t.app, { name: 'Sara Stranger' }),
  ]);
  [jobId] = (await insertJobs(t.database.db, [
    { city: 'mumbai', title: 'Cook for a family', userId: employer.id, createdAt: t.clock.now() },
  ])) as [number];
});
afterAll(() => t.close());
// Each test starts with fresh rate-limit windows (the limits have tests of their own below).
beforeEach(() => t.clock.advance(61 * 60_000));

function request(method: 'GET' | 'POST', url: string, user?: TestUser, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: jsonHeaders(user?.cookie),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function start(user: TestUser, job: number): Promise<number> {
  const response = await request('POST', '/api/conversations', user, { jobId: job });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ conversationId: number }>().conversationId;
}

async function send(user: TestUser, conversationId: number, content: string, clientId = newClientId()) {
  return request('POST', `/api/conversations/${conversationId}/messages`, user, { clientId, content });
}

async function sent(user: TestUser, conversationId: number, content: string): Promise<Message> {
  const response = await send(user, conversationId, content);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

async function newJob(owner: TestUser, extra: { status?: 'active' | 'closed' | 'expired' } = {}) {
  const [id] = await insertJobs(t.database.db, [
    { city: 'pune', title: 'Painter for two days', userId: owner.id, createdAt: t.clock.now(), ...extra },
  ]);
  return id as number;
}

async function unread(user: TestUser): Promise<number> {
  return (await request('GET', '/api/me/unread', user)).json<{ total: number }>().total;
}

describe('starting a conversation', () => {
  it('finds or creates one conversation per job, poster and worker, even under 20 concurrent calls', async () => {
    const job = await newJob(employer);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => request('POST', '/api/conversations', worker, { jobId: job })),
    );
    const ids = new Set(
      responses.map((response) => response.json<{ conversationId: number }>().conversationId),
    );
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(19);
    const rows = await checkedRows(
      t.database.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from conversations where job_id = ${job}`,
    );
    expect(rows[0]?.n).toBe(1);
    // The worker sees it at once; the employer once it has a message.
    const [id] = [...ids] as [number];
    const workerList = (await request('GET', '/api/conversations', worker)).json<ConversationListResponse>();
    expect(workerList.conversations.map((c) => c.id)).toContain(id);
    const employerList = (
      await request('GET', '/api/conversations', employer)
    ).json<ConversationListResponse>();
    expect(employerList.conversations.map((c) => c.id)).not.toContain(id);
  });

  it("says so for one's own job, a missing job, a signed-out visitor and bad input", async () => {
    const own = await request('POST', '/api/conversations', employer, { jobId });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ error: { code: 'own_job' } });
    const missing = await request('POST', '/api/conversations', worker, { jobId: 987654321 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'job_not_found', message: 'Job not found' } });
    const signedOut = await request('POST', '/api/conversations', undefined, { jobId });
    expect(signedOut.statusCode).toBe(401);
    const bad = await request('POST', '/api/conversations', worker, { jobId: 'abc' });
    expect(bad.statusCode).toBe(400);
    // An id in a body is a number: not true (which was job 1), not its text (issue #21).
    for (const odd of [true, String(jobId), 1.5, -1]) {
      const refused = await request('POST', '/api/conversations', worker, { jobId: odd });
      expect(refused.statusCode, JSON.stringify(odd)).toBe(400);
      expect(refused.json<ApiErrorBody>().error.fields).toHaveProperty('jobId');
    }
  });

  it('refuses a new conversation about a closed or expired job but keeps existing ones open', async () => {
    const job = await newJob(employer);
    const existing = await start(worker, job);
    await t.database.db.execute(sql`update jobs set status = 'closed' where id = ${job}`);
    const refused = await request('POST', '/api/conversations', stranger, { jobId: job });
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ error: { code: 'job_closed' } });
    expect(await start(worker, job)).toBe(existing);
    await sent(worker, existing, 'Is the job still open next week?');
    await sent(employer, existing, 'No, sorry, it is filled.');

    const expired = await insertJobs(t.database.db, [
      {
        city: 'pune',
        userId: employer.id,
        createdAt: new Date(t.clock.now().getTime() - 40 * 86_400_000),
        expiresAt: new Date(t.clock.now().getTime() - 86_400_000),
      },
    ]);
    const late = await request('POST', '/api/conversations', worker, { jobId: expired[0] });
    expect(late.statusCode).toBe(410);
    const conversation = (
      await request('GET', `/api/conversations/${existing}`, worker)
    ).json<Conversation>();
    expect(conversation.job.status).toBe('closed');
  });
});

describe('messages', () => {
  let conversationId: number;
  beforeAll(async () => {
    conversationId = await start(worker, jobId);
  });

  it('stores trimmed plain text, refuses blank and over-long messages and changes nothing then', async () => {
    const message = await sent(worker, conversationId, '   Namaste, <b>is</b> the job open?  \n');
    expect(message.content).toBe('Namaste, <b>is</b> the job open?');
    expect(message.senderId).toBe(worker.id);

    for (const content of ['', '   \n\t ', 'x'.repeat(2001)]) {
      const refused = await send(worker, conversationId, content);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>().error.code).toBe('validation_failed');
    }
    const exactly = await send(worker, conversationId, 'y'.repeat(2000));
    expect(exactly.statusCode).toBe(201);
    const tooLong = await send(worker, conversationId, 'z'.repeat(2001));
    expect(tooLong.json<ApiErrorBody>().error.message).toBe('A message can be at most 2000 characters');
    const page = (
      await request('GET', `/api/conversations/${conversationId}/messages`, worker)
    ).json<MessagePage>();
    expect(page.messages.map((m) => m.content.slice(0, 8))).toEqual(['Namaste,', 'yyyyyyyy']);
  });

  it('is idempotent on the client id: a resend returns the stored message and stores nothing', async () => {
    const clientId = newClientId();
    const first = await send(employer, conversationId, 'Yes, come tomorrow at 9.', clientId);
    expect(first.statusCode).toBe(201);
    const again = await Promise.all(
      [1, 2, 3].map(() => send(employer, conversationId, 'Yes, come tomorrow at 9.', clientId)),
    );
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(first.json());
    }
    const rows = await checkedRows(
      t.database.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from messages where client_id = ${clientId}`,
    );
    expect(rows[0]?.n).toBe(1);
    // The same client id in another conversation is a conflict, not a silent success.
    const other = await start(worker, await newJob(employer));
    await sent(worker, other, 'hello');
    const reused = await request('POST', `/api/conversations/${conversationId}/messages`, worker, {
      clientId: (
        await checkedRows(
          t.database.db,
          z.object({ client_id: z.string() }),
          sql`select client_id from messages where conversation_id = ${other}`,
        )
      )[0]?.client_id,
      content: 'hello',
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json<ApiErrorBody>().error.code).toBe('client_id_taken');
  });

  it('pages a thread by message id: newest page first, older with before, newer with after, ascending', async () => {
    const job = await newJob(employer);
    const id = await start(worker, job);
    const all: number[] = [];
    for (let i = 1; i <= 65; i++) {
      if (i % 40 === 0) t.clock.advance(61_000);
      all.push((await sent(i % 2 ? worker : employer, id, `message ${i}`)).id);
    }
    const url = `/api/conversations/${id}/messages`;
    const newest = (await request('GET', url, employer)).json<MessagePage>();
    expect(newest.messages.map((m) => m.id)).toEqual(all.slice(-30));
    expect(newest.hasMore).toBe(true);
    const older = (await request('GET', `${url}?before=${all[35]}`, employer)).json<MessagePage>();
    expect(older.messages.map((m) => m.id)).toEqual(all.slice(5, 35));
    const oldest = (await request('GET', `${url}?before=${all[5]}`, employer)).json<MessagePage>();
    expect(oldest).toMatchObject({ hasMore: false });
    expect(oldest.messages.map((m) => m.content)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    const since = (await request('GET', `${url}?after=${all[59]}`, employer)).json<MessagePage>();
    expect(since.messages.map((m) => m.content)).toEqual([
      'message 61',
      'message 62',
      'message 63',
      'message 64',
      'message 65',
    ]);
    expect(since.hasMore).toBe(false);
    const capped = (await request('GET', `${url}?after=0&limit=10`, employer)).json<MessagePage>();
    expect(capped.messages.map((m) => m.id)).toEqual(all.slice(0, 10));
    expect(capped.hasMore).toBe(true);
    expect((await request('GET', `${url}?before=5&after=2`, employer)).statusCode).toBe(400);
    for (const odd of ['1e3', '0x10', '%201', '01', '1.0', '-1', 'true']) {
      expect((await request('GET', `${url}?before=${odd}`, employer)).statusCode, odd).toBe(400);
    }
  });
});

describe('unread counts and read markers', () => {
  it("counts the other person's messages after my marker; reading moves it forward only", async () => {
    const alice = await createSignedInUser(t.app, { name: 'Anita' });
    const bob = await createSignedInUser(t.app, { name: 'Bhavesh' });
    const first = await newJob(alice);
    const second = await newJob(alice);
    const a = await start(bob, first);
    const b = await start(bob, second);
    const m1 = await sent(bob, a, 'one');
    await sent(bob, a, 'two');
    const m3 = await sent(bob, b, 'three');
    expect(await unread(alice)).toBe(3);
    expect(await unread(bob)).toBe(0);

    let list = (await request('GET', '/api/conversations', alice)).json<ConversationListResponse>();
    expect(
      list.conversations.map((c) => [c.id, c.unreadCount, c.lastMessage?.content, c.other.name, c.role]),
    ).toEqual([
      [b, 1, 'three', 'Bhavesh', 'employer'],
      [a, 2, 'two', 'Bhavesh', 'employer'],
    ]);

    const read = await request('POST', `/api/conversations/${a}/read`, alice, { messageId: m1.id });
    expect(read.json()).toEqual({ lastReadId: m1.id, unreadTotal: 2 });
    // Never backwards, never past the newest message of that conversation.
    const back = await request('POST', `/api/conversations/${a}/read`, alice, { messageId: 1 });
    expect(back.json()).toMatchObject({ lastReadId: m1.id });
    const ahead = await request('POST', `/api/conversations/${a}/read`, alice, { messageId: m3.id + 1000 });
    expect(ahead.json()).toMatchObject({ unreadTotal: 1 });

    // Replying counts as reading; my own messages are never unread for me.
    await sent(alice, b, 'Come at 9');
    expect(await unread(alice)).toBe(0);
    list = (await request('GET', '/api/conversations', bob)).json<ConversationListResponse>();
    expect(list.conversations.find((c) => c.id === b)).toMatchObject({ unreadCount: 1, role: 'worker' });
    expect(list.conversations.find((c) => c.id === a)).toMatchObject({ otherLastReadId: m3.id - 1 });
  });

  it('pages the conversation list with a cursor', async () => {
    const poster = await createSignedInUser(t.app, { name: 'Many Jobs' });
    const seekers = [
      await createSignedInUser(t.app, { name: 'Seeker One' }),
      await createSignedInUser(t.app, { name: 'Seeker Two' }),
    ];
    const ids: number[] = [];
    for (let i = 0; i < 32; i++) {
      const seeker = seekers[i % 2] as TestUser;
      const id = await start(seeker, await newJob(poster));
      await sent(seeker, id, `hello ${i}`);
      t.clock.advance(1000);
      ids.push(id);
    }
    const first = (await request('GET', '/api/conversations', poster)).json<ConversationListResponse>();
    expect(first.conversations).toHaveLength(30);
    expect(first.conversations[0]?.id).toBe(ids.at(-1));
    const second = (
      await request('GET', `/api/conversations?cursor=${encodeURIComponent(first.nextCursor ?? '')}`, poster)
    ).json<ConversationListResponse>();
    expect(second.conversations.map((c) => c.id)).toEqual([ids[1], ids[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await request('GET', '/api/conversations?cursor=nonsense', poster)).statusCode).toBe(400);
  });
});

describe('access control', () => {
  it('answers a third user 404 on every conversation call, and a signed-out visitor 401', async () => {
    const id = await start(worker, await newJob(employer));
    const message = await sent(worker, id, 'private words');
    const calls: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['GET', `/api/conversations/${id}/messages?after=0`],
      ['POST', `/api/conversations/${id}/messages`, { clientId: newClientId(), content: 'let me in' }],
      ['POST', `/api/conversations/${id}/read`, { messageId: message.id }],
    ];
    for (const [method, url, body] of calls) {
      const third = await request(method, url, stranger, body);
      expect(third.statusCode, `${method} ${url}`).toBe(404);
      expect(third.body).not.toContain('private words');
      const visitor = await request(method, url, undefined, body);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
    }
    const list = (await request('GET', '/api/conversations', stranger)).json<ConversationListResponse>();
    expect(list.conversations.map((c) => c.id)).not.toContain(id);
    expect(await unread(stranger)).toBe(0);
    expect((await request('GET', '/api/conversations', undefined)).statusCode).toBe(401);
    expect((await request('GET', '/api/me/unread', undefined)).statusCode).toBe(401);
    // Nothing the stranger tried was stored.
    const page = (await request('GET', `/api/conversations/${id}/messages`, worker)).json<MessagePage>();
    expect(page.messages.map((m) => m.content)).toEqual(['private words']);
  });

  it('shows only the other person of a conversation, with a phone to call for the worker only', async () => {
    const id = await start(worker, jobId);
    const asWorker = (await request('GET', `/api/conversations/${id}`, worker)).json<Conversation>();
    expect(asWorker).toMatchObject({
      role: 'worker',
      other: { id: employer.id, name: 'Esha Employer' },
      job: { id: jobId, title: 'Cook for a family', phone: '98765 43210', status: 'active' },
    });
    const asEmployer = (await request('GET', `/api/conversations/${id}`, employer)).json<Conversation>();
    expect(asEmployer).toMatchObject({
      role: 'employer',
      other: { name: 'Wasim Worker' },
      job: { phone: null },
    });
  });

  it("keeps a deleted user's messages with a null sender and name", async () => {
    const leaver = await createSignedInUser(t.app, { name: 'Leaving Soon' });
    const id = await start(leaver, await newJob(employer));
    await sent(leaver, id, 'I may not make it');
    await t.database.db.execute(sql`delete from "user" where id = ${leaver.id}`);
    const page = (await request('GET', `/api/conversations/${id}/messages`, employer)).json<MessagePage>();
    expect(page.messages).toMatchObject([{ senderId: null, content: 'I may not make it' }]);
    const conversation = (await request('GET', `/api/conversations/${id}`, employer)).json<Conversation>();
    expect(conversation.other).toEqual({ id: null, name: null });
    expect((await send(employer, id, 'Are you there?')).statusCode).toBe(201);
  });
});

describe('limits', () => {
  it('limits messages per user per minute with 429 and Retry-After, storing nothing over the limit', async () => {
    const chatty = await createSignedInUser(t.app, { name: 'Chatty' });
    const id = await start(chatty, await newJob(employer));
    for (let i = 0; i < 30; i++) await sent(chatty, id, `message ${i}`);
    const over = await send(chatty, id, 'one too many');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json<ApiErrorBody>().error.code).toBe('rate_limited');
    t.clock.advance(61_000);
    expect((await send(chatty, id, 'after a minute')).statusCode).toBe(201);
    const rows = await checkedRows(
      t.database.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from messages where conversation_id = ${id}`,
    );
    expect(rows[0]?.n).toBe(31);
  });

  it('limits new conversations per user per hour; opening an existing one is free', async () => {
    const eager = await createSignedInUser(t.app, { name: 'Eager' });
    const poster = await createSignedInUser(t.app, { name: 'Poster' });
    const jobIds = await insertJobs(
      t.database.db,
      Array.from({ length: 31 }, () => ({ city: 'delhi', userId: poster.id, createdAt: t.clock.now() })),
    );
    for (const job of jobIds.slice(0, 30)) await start(eager, job);
    const over = await request('POST', '/api/conversations', eager, { jobId: jobIds[30] });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await request('POST', '/api/conversations', eager, { jobId: jobIds[0] })).statusCode).toBe(200);
  });
});
