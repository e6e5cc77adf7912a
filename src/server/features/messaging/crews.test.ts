import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows } from '../../db/rows';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';
import { newClientId, realtimeUrl, TestSocket } from '../../test/realtime';
import { createSignedInUser, type TestUser } from '../../test/users';
import type { Job } from '../../../shared/api/jobs';
import type { Conversation, HireResponse } from '../../../shared/api/messages';

let t: TestApp;
let employer: TestUser;
let workers: TestUser[];
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  employer = await createSignedInUser(t.app, { name: 'Chetan Crew' });
  stranger = await createSignedInUser(t.app, { name: 'Sara Stranger' });
  workers = await Promise.all(
    ['Anil', 'Bala', 'Chandu', 'Deepa'].map((name) => createSignedInUser(t.app, { name: `${name} Worker` })),
  );
});
afterAll(() => t.close());

function request(method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, body?: unknown) {
  const { 'content-type': contentType, ...headers } = jsonHeaders(user?.cookie);
  return t.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': contentType },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function crewJob(workersNeeded: number): Promise<number> {
  const [id] = await insertJobs(t.database.db, [
    { city: 'pune', title: 'Loaders for a truck', userId: employer.id, createdAt: t.clock.now() },
  ]);
  await t.database.db.execute(sql`update jobs set workers_needed = ${workersNeeded} where id = ${id}`);
  return id as number;
}

/** A worker starts a conversation about the job and (unless told not to) writes in it. */
async function conversation(jobId: number, worker: TestUser, write = true): Promise<number> {
  const started = await request('POST', '/api/conversations', worker, { jobId });
  const id = started.json<{ conversationId: number }>().conversationId;
  if (write) {
    const sent = await request('POST', `/api/conversations/${id}/messages`, worker, {
      clientId: newClientId(),
      content: 'I can come tomorrow.',
    });
    expect(sent.statusCode).toBe(201);
  }
  return id;
}

const hire = (id: number, who = employer) => request('POST', `/api/conversations/${id}/hire`, who);
const unhire = (id: number, who = employer) => request('DELETE', `/api/conversations/${id}/hire`, who);
const job = async (id: number) =>
  (await request('GET', `/api/jobs/${id}`, employer)).json<Job | { job: Job }>();
const jobOf = (body: Job | { job: Job }) => ('job' in body ? body.job : body);

describe('crews', () => {
  it('hires from the job`s conversations, shows places filled, closes when full and reopens on undo', async () => {
    const jobId = await crewJob(2);
    const [first, second, third] = await Promise.all(
      workers.slice(0, 3).map((worker) => conversation(jobId, worker)),
    );
    const one = await hire(first as number);
    expect(one.statusCode).toBe(200);
    expect(one.json<HireResponse>()).toEqual({
      hired: true,
      hiredCount: 1,
      workersNeeded: 2,
      jobStatus: 'active',
    });
    expect((await hire(first as number)).json<HireResponse>().hiredCount).toBe(1); // idempotent
    expect(jobOf(await job(jobId))).toMatchObject({ hiredCount: 1, workersNeeded: 2, status: 'active' });

    const two = await hire(second as number);
    expect(two.json<HireResponse>()).toMatchObject({ hiredCount: 2, jobStatus: 'closed' });
    expect(jobOf(await job(jobId))).toMatchObject({ hiredCount: 2, status: 'closed' });
    const full = await hire(third as number);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ error: { code: 'job_closed' } });

    const conv = (await request('GET', `/api/conversations/${first}`, employer)).json<Conversation>();
    expect(conv.hired).toBe(true);

    const undone = await unhire(second as number);
    expect(undone.json<HireResponse>()).toEqual({
      hired: false,
      hiredCount: 1,
      workersNeeded: 2,
      jobStatus: 'active',
    });
    expect(jobOf(await job(jobId))).toMatchObject({ hiredCount: 1, status: 'active' });
    expect((await unhire(second as number)).json<HireResponse>().hiredCount).toBe(1); // idempotent
  });

  it('hires only people who wrote about the job, only by its poster; a manual close stays closed', async () => {
    const jobId = await crewJob(1);
    const silent = await conversation(jobId, workers[3] as TestUser, false);
    const refused = await hire(silent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'not_messaged' } });
    const talking = await conversation(jobId, workers[0] as TestUser);
    expect((await hire(talking, workers[0])).statusCode).toBe(404);
    expect((await hire(talking, stranger)).statusCode).toBe(404);
    expect((await request('POST', `/api/conversations/${talking}/hire`)).statusCode).toBe(401);

    expect((await hire(talking)).json<HireResponse>().jobStatus).toBe('closed');
    // The poster reopens it by hand, closes it by hand: undoing the hire keeps it closed.
    await request('POST', `/api/jobs/${jobId}/reopen`, employer, {});
    await request('POST', `/api/jobs/${jobId}/close`, employer, {});
    expect((await unhire(talking)).json<HireResponse>()).toMatchObject({
      hiredCount: 0,
      jobStatus: 'closed',
    });
  });

  it('fills each place once when hires arrive at the same time', async () => {
    const jobId = await crewJob(2);
    const conversations = await Promise.all(workers.map((worker) => conversation(jobId, worker)));
    const results = await Promise.all(conversations.map((id) => hire(id)));
    const codes = results.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409]);
    const [row] = await checkedRows(
      t.database.db,
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from job_hires where job_id = ${jobId}`,
    );
    expect(row?.n).toBe(2);
    expect(jobOf(await job(jobId))).toMatchObject({ hiredCount: 2, status: 'closed' });
  });

  it('tells the worker live when they are hired or the hire is undone', async () => {
    const jobId = await crewJob(3);
    const worker = workers[1] as TestUser;
    const id = await conversation(jobId, worker);
    const socket = await TestSocket.open(await realtimeUrl(t.app), worker.cookie);
    try {
      const told = () => socket.next((frame) => frame.type === 'conversation' && frame.conversationId === id);
      const hiredFrame = told();
      expect((await hire(id)).statusCode).toBe(200);
      await hiredFrame;
      const undoneFrame = told();
      expect((await unhire(id)).statusCode).toBe(200);
      await undoneFrame;
      // What the frame asks the worker to reload now says so.
      const reloaded = await request('GET', `/api/conversations/${id}`, worker);
      expect(reloaded.json<Conversation>().hired).toBe(false);
    } finally {
      await socket.close();
    }
  });
});
