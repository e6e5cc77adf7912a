import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/app';
import { createPoster } from '../../test/phones';
import { createSignedInUser, type TestUser } from '../../test/users';
import type { Job, JobListResponse } from '../../../shared/api/jobs';
import type { ApiErrorBody } from '../../../shared/api/errors';

let t: TestApp;
let poster: TestUser;
let worker: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  poster = await createPoster(t.app, { name: 'Harish Hirer' });
  worker = await createSignedInUser(t.app, { name: 'Wasim Worker' });
});
afterAll(() => t.close());

const FEE_JOB = {
  title: 'Warehouse packing helper in Pune',
  category: 'other',
  dailySalary: 900,
  location: 'Pune, Maharashtra',
  description:
    'Packing boxes, day shift. Pay ₹500 registration fee on UPI before joining to confirm your seat.',
  phone: '+91 98765 43210',
};

const CLEAN_JOB = {
  ...FEE_JOB,
  title: 'Warehouse loading helper in Pune',
  description: 'Loading and unloading boxes, day shift, lunch provided. Cash every evening.',
};

function send(method: 'POST' | 'PATCH' | 'GET', url: string, cookie?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: jsonHeaders(cookie),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function postJob(body: unknown): Promise<Job> {
  const response = await send('POST', '/api/jobs', poster.cookie, body);
  expect(response.statusCode).toBe(201);
  return response.json<Job>();
}

async function listedIds(url: string): Promise<number[]> {
  const response = await send('GET', url);
  expect(response.statusCode).toBe(200);
  return response.json<JobListResponse>().jobs.map((job) => job.id);
}

async function sitemapText(): Promise<string> {
  const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const files = [...index.body.matchAll(/<loc>([^<]+jobs-\d+\.xml)<\/loc>/g)].map(
    (match) => match[1] as string,
  );
  const bodies = await Promise.all(
    files.map(async (file) => (await t.app.inject({ method: 'GET', url: new URL(file).pathname })).body),
  );
  return bodies.join('\n');
}

describe('a post with strong scam wording', () => {
  let held: Job;
  let clean: Job;
  beforeAll(async () => {
    held = await postJob(FEE_JOB);
    clean = await postJob(CLEAN_JOB);
  });

  it('is stored as held (scam wording); a clean post goes live', () => {
    expect(held).toMatchObject({ status: 'held', reviewReason: 'wording', isOwner: true });
    expect(clean).toMatchObject({ status: 'active', reviewReason: null });
  });

  it('is absent from lists, search, city and category listings and the sitemap', async () => {
    for (const url of [
      '/api/jobs?country=IN',
      '/api/jobs?search=warehouse',
      '/api/jobs?city=pune',
      '/api/jobs?city=pune&category=other',
    ]) {
      const ids = await listedIds(url);
      expect(ids, url).toContain(clean.id);
      expect(ids, url).not.toContain(held.id);
    }
    const sitemap = await sitemapText();
    expect(sitemap).toContain(`/job/${clean.id}<`);
    expect(sitemap).not.toContain(`/job/${held.id}<`);
  });

  it('does not exist for visitors and other users; its poster sees it with the reason', async () => {
    expect((await send('GET', `/api/jobs/${held.id}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/jobs/${held.id}`, worker.cookie)).statusCode).toBe(404);
    const own = await send('GET', `/api/jobs/${held.id}`, poster.cookie);
    expect(own.statusCode).toBe(410);
    expect(own.json<{ job: Job }>().job).toMatchObject({ status: 'held', reviewReason: 'wording' });
    const mine = (await send('GET', '/api/me/jobs', poster.cookie)).json<{ jobs: Job[] }>().jobs;
    expect(mine.find((job) => job.id === held.id)?.status).toBe('held');
  });

  it('cannot be reported or called by others', async () => {
    const report = await send('POST', `/api/jobs/${held.id}/report`, worker.cookie, { reason: 'money' });
    expect(report.statusCode).toBe(404);
    const phone = await send('POST', `/api/jobs/${held.id}/phone`, undefined, {});
    expect(phone.statusCode).toBe(404);
  });

  it('is answered as a job that does not exist when someone messages about it, as GET does', async () => {
    const removed = await postJob({ ...CLEAN_JOB, title: 'Shop counter helper in Pune' });
    await t.database.db.update(jobs).set({ status: 'removed' }).where(eq(jobs.id, removed.id));
    const missing = await send('POST', '/api/conversations', worker.cookie, { jobId: 999_999 });
    expect(missing.statusCode).toBe(404);
    for (const job of [held, removed]) {
      expect((await send('GET', `/api/jobs/${job.id}`, worker.cookie)).statusCode).toBe(404);
      const conversation = await send('POST', '/api/conversations', worker.cookie, { jobId: job.id });
      expect(conversation.statusCode).toBe(404);
      expect(conversation.json<ApiErrorBody>().error).toEqual(missing.json<ApiErrorBody>().error);
    }
    // Its poster is told it is their own job, as for any of their jobs.
    const own = await send('POST', '/api/conversations', poster.cookie, { jobId: held.id });
    expect(own.json<ApiErrorBody>().error.code).toBe('own_job');
  });

  it('stays held through its poster`s status changes and edits', async () => {
    for (const action of ['close', 'reopen', 'renew']) {
      const response = await send('POST', `/api/jobs/${held.id}/${action}`, poster.cookie, {});
      expect(response.statusCode, action).toBe(409);
      expect(response.json()).toMatchObject({ error: { code: 'under_review' } });
    }
    const edited = await send('PATCH', `/api/jobs/${held.id}`, poster.cookie, CLEAN_JOB);
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Job>()).toMatchObject({ status: 'held', title: CLEAN_JOB.title });
  });

  it('an edit that adds scam wording to a live job holds it', async () => {
    const live = await postJob({ ...CLEAN_JOB, title: 'Shop helper in Pune' });
    const edited = await send('PATCH', `/api/jobs/${live.id}`, poster.cookie, FEE_JOB);
    expect(edited.json<Job>()).toMatchObject({ status: 'held', reviewReason: 'wording' });
    expect(await listedIds('/api/jobs?city=pune')).not.toContain(live.id);
  });
});

describe('a live post that looks like a scam without being held', () => {
  it("carries the page's warning for workers on its own read only, decided by the server", async () => {
    const farAbove = await postJob({ ...CLEAN_JOB, title: 'Loading helper, top pay', dailySalary: 8000 });
    const plain = await postJob({ ...CLEAN_JOB, title: 'Loading helper, usual pay' });
    expect(farAbove.status).toBe('active');

    const read = async (id: number) => (await send('GET', `/api/jobs/${id}`, worker.cookie)).json<Job>();
    expect((await read(farAbove.id)).scamWarning).toBe(true);
    expect((await read(plain.id)).scamWarning).toBe(false);

    const listed = await send('GET', '/api/jobs?country=IN&search=loading');
    const listedJob = listed.json<JobListResponse>().jobs.find((job) => job.id === farAbove.id);
    expect(listedJob?.title).toBe('Loading helper, top pay');
    expect(listedJob).not.toHaveProperty('scamWarning');
  });
});
