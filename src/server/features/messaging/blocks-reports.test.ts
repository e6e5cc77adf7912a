import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, column } from '../../db/rows';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';
import { newClientId, realtimeUrl, TestSocket } from '../../test/realtime';
import { createSignedInUser, type TestUser } from '../../test/users';
import type { Conversation, ConversationListResponse, Message } from '../../../shared/api/messages';
import type { BlockListResponse } from '../../../shared/api/safety';
import { validation } from '../../../shared/i18n/en-validation';

const REPORT_REASON_MISSING = validation.reportReason;
const REPORT_DETAILS_MISSING = validation.reportDetails;

let t: TestApp;
let employer: TestUser;
let worker: TestUser;
let stranger: TestUser;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  [employer, worker, stranger] = await Promise.all([
    createSignedInUser(t.app, { name: 'Esha Employer' }),
    createSignedInUser(t.app, { name: 'Wasim Worker' }),
    createSignedInUser(t.app, { name: 'Sara Stranger' }),
  ]);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await t.close();
});
// Fresh rate-limit windows for every test (the report limit has a test of its own).
beforeEach(() => t.clock.advance(61 * 60_000));

/** As the web app sends them: a JSON body with its content type, or no body and no content type. */
function request(method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, body?: unknown) {
  const { 'content-type': contentType, ...headers } = jsonHeaders(user?.cookie);
  return t.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': contentType },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function newJob(owner: TestUser): Promise<number> {
  const [id] = await insertJobs(t.database.db, [
    { city: 'pune', title: 'Painter for two days', userId: owner.id, createdAt: t.clock.now() },
  ]);
  return id as number;
}

async function conversationAbout(job: number, seeker: TestUser): Promise<number> {
  const response = await request('POST', '/api/conversations', seeker, { jobId: job });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<{ conversationId: number }>().conversationId;
}

function send(user: TestUser, conversationId: number, content: string) {
  return request('POST', `/api/conversations/${conversationId}/messages`, user, {
    clientId: newClientId(),
    content,
  });
}

async function sent(user: TestUser, conversationId: number, content: string): Promise<Message> {
  const response = await send(user, conversationId, content);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

async function blockedState(user: TestUser, conversationId: number): Promise<Conversation['blocked']> {
  const response = await request('GET', `/api/conversations/${conversationId}`, user);
  return response.json<Conversation>().blocked;
}

async function messageCount(conversationId: number): Promise<number> {
  const rows = await checkedRows(
    t.database.db,
    z.object({ n: z.number() }),
    sql`select count(*)::int as n from messages where conversation_id = ${conversationId}`,
  );
  return rows[0]?.n ?? 0;
}

describe('blocking', () => {
  it('stops messages both ways over HTTP until the blocker unblocks; the block shows on both sides', async () => {
    const blocker = await createSignedInUser(t.app, { name: 'Bina Blocker' });
    const job = await newJob(blocker);
    const id = await conversationAbout(job, worker);
    await sent(worker, id, 'Hello, is the painting job open?');
    expect(await blockedState(worker, id)).toBe('none');

    const first = await request('POST', `/api/conversations/${id}/block`, blocker);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ userId: worker.id, blocked: true });
    // Idempotent: blocking again changes nothing.
    const again = await request('POST', `/api/conversations/${id}/block`, blocker);
    expect(again.json()).toEqual({ userId: worker.id, blocked: true });
    const rows = await checkedRows(
      t.database.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from user_blocks where blocker_id = ${blocker.id}`,
    );
    expect(rows[0]?.n).toBe(1);

    expect(await blockedState(blocker, id)).toBe('by-me');
    expect(await blockedState(worker, id)).toBe('by-them');
    const list = (await request('GET', '/api/conversations', blocker)).json<ConversationListResponse>();
    expect(list.conversations.find((c) => c.id === id)?.blocked).toBe('by-me');

    const before = await messageCount(id);
    for (const [sender, text] of [
      [worker, 'Why no answer?'],
      [blocker, 'One last word'],
    ] as const) {
      const refused = await send(sender, id, text);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        error: {
          code: 'blocked',
          message: 'You cannot message this person: one of you has blocked the other.',
        },
      });
    }
    expect(await messageCount(id)).toBe(before);

    const lifted = await request('DELETE', `/api/me/blocks/${worker.id}`, blocker);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ userId: worker.id, blocked: false });
    expect((await request('DELETE', `/api/me/blocks/${worker.id}`, blocker)).json()).toEqual({
      userId: worker.id,
      blocked: false,
    });
    expect(await blockedState(worker, id)).toBe('none');
    await sent(worker, id, 'Thanks for unblocking');
    await sent(blocker, id, 'You are welcome');
  });

  it('refuses a new conversation between the two in either direction, on any job', async () => {
    const poster = await createSignedInUser(t.app, { name: 'Pooja Poster' });
    const seeker = await createSignedInUser(t.app, { name: 'Sunil Seeker' });
    const existing = await conversationAbout(await newJob(poster), seeker);
    expect((await request('POST', `/api/conversations/${existing}/block`, seeker)).statusCode).toBe(200);

    const refused = await request('POST', '/api/conversations', seeker, { jobId: await newJob(poster) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'blocked' } });
    // The blocked person cannot start one about the blocker's job either (the other direction).
    const reverse = await request('POST', '/api/conversations', poster, { jobId: await newJob(seeker) });
    expect(reverse.statusCode).toBe(403);
    expect(reverse.json()).toMatchObject({ error: { code: 'blocked' } });
    const rows = await checkedRows(
      t.database.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from conversations
          where (employer_id = ${poster.id} and worker_id = ${seeker.id})
             or (employer_id = ${seeker.id} and worker_id = ${poster.id})`,
    );
    expect(rows[0]?.n).toBe(1);
    // Others are not affected.
    expect(
      (await request('POST', '/api/conversations', stranger, { jobId: await newJob(poster) })).statusCode,
    ).toBe(201);
  });

  it('lists my blocks newest first with names, and only mine', async () => {
    const me = await createSignedInUser(t.app, { name: 'Meera' });
    const first = await createSignedInUser(t.app, { name: 'First Person' });
    const second = await createSignedInUser(t.app, { name: 'Second Person' });
    const a = await conversationAbout(await newJob(me), first);
    const b = await conversationAbout(await newJob(me), second);
    expect((await request('GET', '/api/me/blocks', me)).json()).toEqual({ blocks: [] });
    await request('POST', `/api/conversations/${a}/block`, me);
    t.clock.advance(1000);
    await request('POST', `/api/conversations/${b}/block`, me);
    const list = (await request('GET', '/api/me/blocks', me)).json<BlockListResponse>();
    expect(list.blocks.map(({ userId, name }) => ({ userId, name }))).toEqual([
      { userId: second.id, name: 'Second Person' },
      { userId: first.id, name: 'First Person' },
    ]);
    expect(list.blocks[0]?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // The blocked people see nothing in their own lists.
    expect((await request('GET', '/api/me/blocks', first)).json()).toEqual({ blocks: [] });
  });

  it('answers 404 to a stranger and 401 signed out; a stranger cannot lift my block', async () => {
    const id = await conversationAbout(await newJob(employer), worker);
    expect((await request('POST', `/api/conversations/${id}/block`, stranger)).statusCode).toBe(404);
    expect((await request('POST', '/api/conversations/987654321/block', worker)).statusCode).toBe(404);
    expect((await request('POST', '/api/conversations/abc/block', worker)).statusCode).toBe(404);
    expect((await request('POST', `/api/conversations/${id}/block`)).statusCode).toBe(401);
    expect((await request('GET', '/api/me/blocks')).statusCode).toBe(401);
    expect((await request('DELETE', `/api/me/blocks/${worker.id}`)).statusCode).toBe(401);
    expect(await blockedState(worker, id)).toBe('none');

    await request('POST', `/api/conversations/${id}/block`, employer);
    // The stranger "unblocking" the worker only touches the stranger's own (absent) block.
    expect((await request('DELETE', `/api/me/blocks/${worker.id}`, stranger)).statusCode).toBe(200);
    expect(await blockedState(employer, id)).toBe('by-me');
    // Nor can the blocked person lift it.
    await request('DELETE', `/api/me/blocks/${employer.id}`, worker);
    expect(await blockedState(worker, id)).toBe('by-them');
    await request('DELETE', `/api/me/blocks/${worker.id}`, employer);
  });

  it('refuses the socket send frame while a block stands, and accepts it after unblocking', async () => {
    const url = await realtimeUrl(t.app);
    const id = await conversationAbout(await newJob(employer), worker);
    const [employerSocket, workerSocket] = await Promise.all([
      TestSocket.open(url, employer.cookie),
      TestSocket.open(url, worker.cookie),
    ]);
    sockets.push(employerSocket, workerSocket);
    expect(await workerSocket.sendMessage(id, 'Before the block')).toMatchObject({ type: 'sent' });

    const told = workerSocket.next((frame) => frame.type === 'conversation' && frame.conversationId === id);
    await request('POST', `/api/conversations/${id}/block`, employer);
    // The blocked person's open thread hears of it at once (it reloads and shows the block).
    await told;
    const refused = await workerSocket.sendMessage(id, 'After the block');
    expect(refused).toMatchObject({ type: 'error', code: 'blocked' });
    expect(await employerSocket.sendMessage(id, 'Blocker writing')).toMatchObject({
      type: 'error',
      code: 'blocked',
    });

    await request('DELETE', `/api/me/blocks/${worker.id}`, employer);
    const arrived = employerSocket.next(
      (frame) => frame.type === 'message' && frame.message.content === 'Unblocked now',
    );
    expect(await workerSocket.sendMessage(id, 'Unblocked now')).toMatchObject({ type: 'sent' });
    await arrived;
    const contents = employerSocket.messages().map((message) => message.content);
    expect(contents).not.toContain('After the block');
    expect(contents).not.toContain('Blocker writing');
  });
});

describe('reporting a message or a conversation', () => {
  async function rows(reporter: TestUser) {
    return checkedRows(
      t.database.db,
      z.object({
        target_kind: z.string(),
        target_id: column.number,
        reported_user_id: z.string().nullable(),
        reason: z.string(),
        details: z.string().nullable(),
      }),
      sql`select target_kind, target_id, reported_user_id, reason, details from reports
          where reporter_id = ${reporter.id} order by id`,
    );
  }

  it('stores one report per user per message; again answers already and changes nothing', async () => {
    const reporter = await createSignedInUser(t.app, { name: 'Rani Reporter' });
    const id = await conversationAbout(await newJob(employer), reporter);
    const bad = await sent(employer, id, 'Pay 500 rupees registration fee first');
    const first = await request('POST', `/api/messages/${bad.id}/report`, reporter, {
      reason: 'money',
      details: '  asked for a fee  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ reported: true, already: false });
    const second = await request('POST', `/api/messages/${bad.id}/report`, reporter, {
      reason: 'abuse',
      details: 'changed my mind',
    });
    expect(second.json()).toEqual({ reported: true, already: true });
    expect(await rows(reporter)).toEqual([
      {
        target_kind: 'message',
        target_id: expect.anything(),
        reported_user_id: employer.id,
        reason: 'money',
        details: 'asked for a fee',
      },
    ]);
    expect(Number((await rows(reporter))[0]?.target_id)).toBe(bad.id);
    // Its sender cannot report it.
    const other = await request('POST', `/api/messages/${bad.id}/report`, employer, { reason: 'fake' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: { code: 'own_item' } });
  });

  it("refuses one's own message (400 own_item) and answers 404 to a stranger or an unknown message", async () => {
    const id = await conversationAbout(await newJob(employer), worker);
    const mine = await sent(worker, id, 'My own words');
    const own = await request('POST', `/api/messages/${mine.id}/report`, worker, { reason: 'abuse' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({
      error: { code: 'own_item', message: 'You cannot report your own message.' },
    });
    const theirs = await sent(employer, id, 'Their words');
    const byStranger = await request('POST', `/api/messages/${theirs.id}/report`, stranger, {
      reason: 'abuse',
    });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.body).not.toContain('Their words');
    expect(
      (await request('POST', '/api/messages/987654321/report', worker, { reason: 'abuse' })).statusCode,
    ).toBe(404);
    expect((await request('POST', '/api/messages/x1/report', worker, { reason: 'abuse' })).statusCode).toBe(
      404,
    );
    expect(
      (await request('POST', `/api/messages/${theirs.id}/report`, undefined, { reason: 'abuse' })).statusCode,
    ).toBe(401);
    expect(await rows(stranger)).toEqual([]);
  });

  it('reports the other person of a conversation once; a stranger gets 404', async () => {
    const reporter = await createSignedInUser(t.app, { name: 'Ravi Reporter' });
    const id = await conversationAbout(await newJob(employer), reporter);
    const first = await request('POST', `/api/conversations/${id}/report`, reporter, {
      reason: 'other',
      details: 'Wants me to come to a private flat at night',
    });
    expect(first.json()).toEqual({ reported: true, already: false });
    const second = await request('POST', `/api/conversations/${id}/report`, reporter, { reason: 'fake' });
    expect(second.json()).toEqual({ reported: true, already: true });
    expect(await rows(reporter)).toEqual([
      {
        target_kind: 'conversation',
        target_id: expect.anything(),
        reported_user_id: employer.id,
        reason: 'other',
        details: 'Wants me to come to a private flat at night',
      },
    ]);
    // The employer can report the same conversation (the worker is then the reported user).
    const back = await request('POST', `/api/conversations/${id}/report`, employer, { reason: 'abuse' });
    expect(back.json()).toEqual({ reported: true, already: false });
    const employerRows = await checkedRows(
      t.database.db,
      z.object({ reported_user_id: z.string(), details: z.string().nullable() }),
      sql`select reported_user_id, details from reports
          where reporter_id = ${employer.id} and target_kind = 'conversation' and target_id = ${id}`,
    );
    expect(employerRows).toEqual([{ reported_user_id: reporter.id, details: null }]);
    const byStranger = await request('POST', `/api/conversations/${id}/report`, stranger, {
      reason: 'abuse',
    });
    expect(byStranger.statusCode).toBe(404);
  });

  it('validates the body with the contract: a reason, and details for "other"', async () => {
    const id = await conversationAbout(await newJob(employer), worker);
    const noReason = await request('POST', `/api/conversations/${id}/report`, worker, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: { fields: { reason: REPORT_REASON_MISSING } } });
    const noDetails = await request('POST', `/api/conversations/${id}/report`, worker, {
      reason: 'other',
      details: '   ',
    });
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json()).toMatchObject({ error: { fields: { details: REPORT_DETAILS_MISSING } } });
    const tooLong = await request('POST', `/api/conversations/${id}/report`, worker, {
      reason: 'money',
      details: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    const stored = await checkedRows(
      t.database.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from reports where target_kind = 'conversation' and target_id = ${id}`,
    );
    expect(stored[0]?.n).toBe(0);
  });

  it('limits reports per user per hour (429), storing nothing over the limit', async () => {
    const busy = await createSignedInUser(t.app, { name: 'Busy Reporter' });
    const id = await conversationAbout(await newJob(employer), busy);
    const messages: Message[] = [];
    for (let i = 0; i < 31; i++) {
      // 30 messages a minute at most.
      if (i === 30) t.clock.advance(61_000);
      messages.push(await sent(employer, id, `message ${i}`));
    }
    for (const [index, message] of messages.slice(0, 30).entries()) {
      const response = await request('POST', `/api/messages/${message.id}/report`, busy, { reason: 'abuse' });
      expect(response.statusCode, `report ${index}`).toBe(200);
    }
    const over = await request('POST', `/api/messages/${messages[30]?.id}/report`, busy, { reason: 'abuse' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(await rows(busy)).toHaveLength(30);
    t.clock.advance(61 * 60_000);
    const later = await request('POST', `/api/messages/${messages[30]?.id}/report`, busy, {
      reason: 'abuse',
    });
    expect(later.json()).toEqual({ reported: true, already: false });
  });
});
