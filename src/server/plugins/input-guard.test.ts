import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, column } from '../db/rows';
import { createTestApp, jsonHeaders, type TestApp } from '../test/app';
import { insertJobs } from '../test/jobs';
import { newClientId, realtimeUrl, TestSocket } from '../test/realtime';
import { createSignedInUser, type TestUser } from '../test/users';
import { en } from '../../shared/i18n/en';
import { findBadInput, INPUT_MAX_DEPTH } from './input-guard';

const UNUSUAL = en.validation.unusualCharacters;
const TOO_DEEP = en.validation.tooDeeplyNested;
const NUL = '\u0000';

/** `[[[...1...]]]`, `levels` arrays deep, written as text (building it as objects would need the stack). */
const nestedArrays = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

describe('findBadInput', () => {
  it('finds control characters in any string or key, and names the field by its path', () => {
    expect(findBadInput({ title: `Cook${NUL}` })).toEqual({ field: 'title', problem: 'characters' });
    expect(findBadInput({ messages: [{ content: 'ok' }, { content: 'bell\u0007' }] })).toEqual({
      field: 'messages.1.content',
      problem: 'characters',
    });
    expect(findBadInput({ [`a${NUL}`]: 1 })).toEqual({ field: `a${NUL}`, problem: 'characters' });
    for (const character of ['\u0001', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(findBadInput({ text: `x${character}y` }), JSON.stringify(character)).not.toBeNull();
    }
    expect(findBadInput(`x${NUL}`)).toEqual({ field: '_', problem: 'characters' });
  });

  it('lets text through: tabs, line breaks from text areas (\\r\\n), every script and emoji', () => {
    const text = 'Line one\r\nLine two\n\tIndented. खाना बनाने वाला चाहिए 🍲 “quoted” — ₹500';
    expect(findBadInput({ description: text, tags: ['a', 'b'], n: 5, yes: true, none: null })).toBeNull();
  });

  it(`refuses nesting deeper than ${INPUT_MAX_DEPTH} levels, naming the top-level field`, () => {
    const nested = (levels: number): unknown => JSON.parse(`{"state":${nestedArrays(levels - 1)}}`);
    expect(findBadInput(nested(INPUT_MAX_DEPTH))).toBeNull();
    expect(findBadInput(nested(INPUT_MAX_DEPTH + 1))).toEqual({ field: 'state', problem: 'depth' });
  });

  it('walks 20,000 levels without overflowing the stack', () => {
    const deep: unknown = JSON.parse(`{"state":${nestedArrays(20_000)}}`);
    expect(findBadInput(deep)).toEqual({ field: 'state', problem: 'depth' });
  });
});

describe('every request: bad text is a 400 naming the field, never a 500, and nothing is stored (#21)', () => {
  let t: TestApp;
  let poster: TestUser;
  let worker: TestUser;
  let jobId: number;
  /** A live job to report (the first one closes when its one place is filled). */
  let liveJobId: number;
  let conversationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    poster = await createSignedInUser(t.app, { name: 'Priya Poster' });
    worker = await createSignedInUser(t.app, { name: 'Wasim Worker' });
    [jobId, liveJobId] = (await insertJobs(t.database.db, [
      { city: 'pune', userId: poster.id, createdAt: t.clock.now() },
      { city: 'pune', userId: poster.id, createdAt: t.clock.now() },
    ])) as [number, number];
    await t.database.db.execute(sql`update jobs set work_date = null where id = ${jobId}`);
    const started = await send('POST', '/api/conversations', worker, { jobId });
    conversationId = started.json<{ conversationId: number }>().conversationId;
    for (const who of [worker, poster]) {
      const said = await send('POST', `/api/conversations/${conversationId}/messages`, who, {
        clientId: newClientId(),
        content: 'Hello, about the work.',
      });
      expect(said.statusCode).toBe(201);
    }
    // Hired: the two may rate each other, so a rating would be stored.
    expect((await send('POST', `/api/conversations/${conversationId}/hire`, poster)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  function send(method: 'POST' | 'PUT' | 'PATCH', url: string, user?: TestUser, body?: unknown) {
    return t.app.inject({
      method,
      url,
      headers: jsonHeaders(user?.cookie),
      payload: typeof body === 'string' ? body : JSON.stringify(body ?? {}),
    });
  }

  async function count(query: SQL): Promise<number> {
    const [row] = await checkedRows(t.database.db, z.object({ n: column.number }), query);
    return Number(row?.n);
  }

  function expectRefused(
    response: { statusCode: number; json: () => unknown },
    field: string,
    message = UNUSUAL,
  ) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', message, fields: { [field]: message } },
    });
  }

  it('sign-up name', async () => {
    const response = await send('POST', '/api/accounts/sign-up', undefined, {
      name: `Ravi${NUL}Kumar`,
      emailOrPhone: 'ravi.nul@example.com',
      password: 'a long password',
    });
    expectRefused(response, 'name');
    expect(await count(sql`select count(*) as n from "user" where email = 'ravi.nul@example.com'`)).toBe(0);
  });

  it('sign-in identifier', async () => {
    const response = await send('POST', '/api/accounts/sign-in', undefined, {
      emailOrPhone: `${poster.email}${NUL}`,
      password: poster.password,
    });
    expectRefused(response, 'emailOrPhone');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('bio', async () => {
    const response = await send('PATCH', '/api/accounts/me', poster, {
      name: poster.name,
      email: poster.email,
      phone: '',
      bio: `I cook${NUL}`,
    });
    expectRefused(response, 'bio');
    expect(await count(sql`select count(*) as n from profiles where bio like 'I cook%'`)).toBe(0);
  });

  it('job title and description (a C1 control too)', async () => {
    const job = {
      title: 'Cook needed for a family',
      category: 'cooking',
      dailySalary: 700,
      location: 'Pune, Maharashtra',
      description: 'Lunch and dinner, vegetarian home cooking.',
      phone: '9876543210',
    };
    const before = await count(sql`select count(*) as n from jobs`);
    expectRefused(await send('POST', '/api/jobs', poster, { ...job, title: `Cook${NUL}` }), 'title');
    expectRefused(
      await send('POST', '/api/jobs', poster, { ...job, description: `${job.description}\u0085` }),
      'description',
    );
    expect(await count(sql`select count(*) as n from jobs`)).toBe(before);
  });

  it('message over HTTP; line breaks from a text area still go through', async () => {
    const url = `/api/conversations/${conversationId}/messages`;
    const before = await count(sql`select count(*) as n from messages`);
    expectRefused(
      await send('POST', url, worker, { clientId: newClientId(), content: `hi${NUL}` }),
      'content',
    );
    expect(await count(sql`select count(*) as n from messages`)).toBe(before);
    const lines = await send('POST', url, worker, {
      clientId: newClientId(),
      content: 'Line one\r\nLine two',
    });
    expect(lines.statusCode, lines.body).toBe(201);
  });

  it('message over the socket: an error frame naming the field, nothing sent', async () => {
    const socket = await TestSocket.open(await realtimeUrl(t.app), worker.cookie);
    try {
      const before = await count(sql`select count(*) as n from messages`);
      const answer = await socket.sendMessage(conversationId, `hi${NUL}`);
      expect(answer).toMatchObject({
        type: 'error',
        code: 'validation_failed',
        message: UNUSUAL,
        fields: { content: UNUSUAL },
      });
      expect(await count(sql`select count(*) as n from messages`)).toBe(before);
    } finally {
      await socket.close();
    }
  });

  it('alert words', async () => {
    const response = await send('POST', '/api/me/alerts', worker, { country: 'IN', words: `cook${NUL}` });
    expectRefused(response, 'words');
    expect(await count(sql`select count(*) as n from job_alerts where user_id = ${worker.id}`)).toBe(0);
  });

  it('rating', async () => {
    const response = await send('PUT', `/api/conversations/${conversationId}/rating`, worker, {
      stars: 5,
      comment: `Paid on time${NUL}`,
      paidOnTime: true,
    });
    expectRefused(response, 'comment');
    expect(await count(sql`select count(*) as n from ratings`)).toBe(0);
  });

  it('report', async () => {
    const response = await send('POST', `/api/jobs/${liveJobId}/report`, worker, {
      reason: 'other',
      details: `Asked for money${NUL}`,
    });
    expectRefused(response, 'details');
    expect(await count(sql`select count(*) as n from reports`)).toBe(0);
  });

  it('contact', async () => {
    const response = await send('POST', '/api/contact', undefined, {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      subject: 'Hello',
      message: `A message for the team${NUL}`,
    });
    expectRefused(response, 'message');
    expect(await count(sql`select count(*) as n from contact_messages`)).toBe(0);
  });

  it('the assistant: a 20,000-level state is a 400 naming the field', async () => {
    const body = `{"messages":[{"role":"user","content":"cook jobs in Pune"}],"state":${nestedArrays(20_000)}}`;
    expectRefused(await send('POST', '/api/ai-job-assistant', undefined, body), 'state', TOO_DEEP);
  });

  it('query strings and paths too', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/jobs?search=cook%00' });
    expectRefused(list, 'search');
    const page = await t.app.inject({ method: 'GET', url: '/api/jobs/1%00' });
    expectRefused(page, 'id');
  });
});
