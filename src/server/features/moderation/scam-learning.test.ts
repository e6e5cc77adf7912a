import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scamIdentifiers } from '../../db/schema';
import { loadScamExamples } from '../../db/scam-examples';
import { insertJobs } from '../../test/jobs';
import { createTestApp, jsonHeaders, minimalWebDir, type TestApp } from '../../test/app';
import { createPoster } from '../../test/phones';
import { createSignedInUser, type TestUser } from '../../test/users';
import type { Job, JobListResponse } from '../../../shared/api/jobs';
import type { ModerationQueue } from '../../../shared/api/moderation';

// Issue #25 items 3 and 4 (decision 0023): moderators' decisions become labelled examples; a job removed
// as a scam holds its poster's other live jobs and new posts that carry its phone number, UPI id or handle.

const MODERATOR_EMAIL = 'mod@example.com';

let t: TestApp;
let moderator: TestUser;
let scammer: TestUser;
let stranger: TestUser;
let honest: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { MODERATOR_EMAILS: MODERATOR_EMAIL }, webDir: minimalWebDir() });
  moderator = await createSignedInUser(t.app, { name: 'Maya Moderator', email: MODERATOR_EMAIL });
  scammer = await createPoster(t.app, {
    name: 'Sanjay Scammer',
    phones: ['+91 99887 76655', '+91 90000 11111', '+91 90000 22222'],
  });
  stranger = await createPoster(t.app, {
    name: 'Sunil Stranger',
    phones: ['+91 99887 76655', '+91 90000 11111', '+91 90000 22222'],
  });
  honest = await createPoster(t.app, {
    name: 'Hema Honest',
    phones: ['+91 99887 76655', '+91 90000 11111', '+91 90000 22222'],
  });
});
afterAll(() => t.close());

const SCAM_POST = {
  title: 'Mall security guards in Noida, 40 posts',
  category: 'security-guard',
  dailySalary: 900,
  location: 'Noida, Uttar Pradesh',
  description:
    'Immediate joining. Deposit ₹2,500 for uniform and ID card before joining, pay to guardhire.noida@okaxis. Call 91234 56789 for the interview.',
  phone: '+91 99887 76655',
};

const CLEAN_POST = {
  title: 'Night watchman for a shop in Noida',
  category: 'security-guard',
  dailySalary: 700,
  location: 'Noida, Uttar Pradesh',
  description: 'Watch the shop from 9 pm to 7 am. Tea and dinner provided, cash every morning.',
  phone: '+91 90000 11111',
};

function send(method: 'POST' | 'GET', url: string, cookie?: string, body: unknown = {}) {
  return t.app.inject({
    method,
    url,
    headers: jsonHeaders(cookie),
    ...(method === 'POST' ? { payload: JSON.stringify(body) } : {}),
  });
}

async function post(who: TestUser, body: unknown): Promise<Job> {
  const response = await send('POST', '/api/jobs', who.cookie, body);
  expect(response.statusCode).toBe(201);
  return response.json<Job>();
}

async function status(id: number, who: TestUser): Promise<Pick<Job, 'status' | 'reviewReason'>> {
  const response = await send('GET', '/api/me/jobs', who.cookie);
  const job = response.json<{ jobs: Job[] }>().jobs.find((mine) => mine.id === id);
  if (!job) throw new Error(`job ${id} is not among its poster's jobs`);
  return { status: job.status, reviewReason: job.reviewReason };
}

async function listedInNoida(): Promise<number[]> {
  const response = await send('GET', '/api/jobs?city=noida&limit=50');
  return response.json<JobListResponse>().jobs.map((job) => job.id);
}

async function queue(): Promise<ModerationQueue> {
  const response = await send('GET', '/api/moderation/queue', moderator.cookie);
  expect(response.statusCode).toBe(200);
  return response.json<ModerationQueue>();
}

describe('a job removed as a scam', () => {
  let scam: Job;
  let otherLive: Job;
  beforeAll(async () => {
    otherLive = await post(scammer, CLEAN_POST);
    scam = await post(scammer, SCAM_POST);
  });

  it('is held for its wording first; removing it as a scam keeps its text as a scam example', async () => {
    expect(scam).toMatchObject({ status: 'held', reviewReason: 'wording' });
    expect(otherLive.status).toBe('active');
    const removed = await send('POST', `/api/moderation/jobs/${scam.id}/remove`, moderator.cookie, {
      asScam: true,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ changed: true });
    const examples = await loadScamExamples(t.database.db);
    expect(examples).toContainEqual({
      kind: 'job',
      language: 'en',
      text: `${SCAM_POST.title}\n\n${SCAM_POST.description}`,
      pay: { amount: 900, currency: 'INR' },
      category: 'security-guard',
      city: 'noida',
      scam: true,
    });
  });

  it("holds its poster's other live jobs, which leave the listings", async () => {
    expect(await status(otherLive.id, scammer)).toEqual({ status: 'held', reviewReason: 'linked' });
    expect(await listedInNoida()).not.toContain(otherLive.id);
  });

  it('holds new posts by its poster, and by anyone carrying its phone number, UPI id or contact number', async () => {
    const again = await post(scammer, { ...CLEAN_POST, title: 'Watchman for a godown in Noida' });
    expect(again).toMatchObject({ status: 'held', reviewReason: 'linked' });
    const samePhone = await post(stranger, {
      ...CLEAN_POST,
      title: 'Guard for a wedding hall in Noida',
      description: 'Two nights, 8 pm to 6 am. Dinner provided. For the address call +91-91234-56789.',
    });
    expect(samePhone).toMatchObject({ status: 'held', reviewReason: 'linked' });
    const sameContact = await post(stranger, {
      ...CLEAN_POST,
      title: 'Gatekeeper for a society in Noida',
      phone: '9988776655',
    });
    expect(sameContact).toMatchObject({ status: 'held', reviewReason: 'linked' });
    const unrelated = await post(honest, { ...CLEAN_POST, title: 'Guard for a clinic in Noida' });
    expect(unrelated).toMatchObject({ status: 'active', reviewReason: null });
    expect(await listedInNoida()).toContain(unrelated.id);
  });

  it('shows moderators how each held job is linked to it', async () => {
    const { jobs } = await queue();
    const byTitle = new Map(jobs.map((item) => [item.job.title, item]));
    expect(byTitle.get(CLEAN_POST.title)?.reviewReason).toBe('linked');
    expect(byTitle.get(CLEAN_POST.title)?.links).toEqual([
      { kind: 'poster', value: null, jobId: scam.id, jobTitle: SCAM_POST.title },
    ]);
    expect(byTitle.get('Guard for a wedding hall in Noida')?.links).toEqual([
      { kind: 'phone', value: '9123456789', jobId: scam.id, jobTitle: SCAM_POST.title },
    ]);
    expect(byTitle.get('Gatekeeper for a society in Noida')?.links).toEqual([
      { kind: 'phone', value: '9988776655', jobId: scam.id, jobTitle: SCAM_POST.title },
    ]);
    expect(byTitle.has('Guard for a clinic in Noida')).toBe(false);
  });

  it('keeps the UPI id too: a post carrying it is linked', async () => {
    const upi = and(eq(scamIdentifiers.kind, 'upi'), eq(scamIdentifiers.value, 'guardhire.noida@okaxis'));
    expect(await t.database.db.$count(scamIdentifiers, upi)).toBe(1);
    const withUpi = await post(honest, {
      ...CLEAN_POST,
      title: 'Store guard in Noida',
      description: 'Day shift at a grocery store. Questions: guardhire.noida@okaxis.',
    });
    expect(withUpi.status).toBe('held');
    const item = (await queue()).jobs.find((queued) => queued.job.id === withUpi.id);
    expect(item?.links).toContainEqual({
      kind: 'upi',
      value: 'guardhire.noida@okaxis',
      jobId: scam.id,
      jobTitle: SCAM_POST.title,
    });
  });
});

describe('other moderator decisions', () => {
  it('approving a held job keeps its text as a legitimate example', async () => {
    const held = await post(honest, {
      ...CLEAN_POST,
      title: 'Security supervisor in Noida',
      description:
        'Supervise 6 guards at a factory gate. Registration fee ₹500 to be paid before joining, by UPI.',
    });
    expect(held.status).toBe('held');
    const approved = await send('POST', `/api/moderation/jobs/${held.id}/approve`, moderator.cookie);
    expect(approved.json()).toEqual({ changed: true });
    const examples = await loadScamExamples(t.database.db);
    expect(examples.find((example) => example.text.startsWith('Security supervisor'))).toMatchObject({
      scam: false,
      language: 'en',
    });
  });

  it('a plain removal keeps no example and holds nothing else', async () => {
    const first = await post(honest, { ...CLEAN_POST, title: 'Parking attendant in Noida' });
    const second = await post(honest, { ...CLEAN_POST, title: 'Lift operator in Noida' });
    const before = (await loadScamExamples(t.database.db)).length;
    const removed = await send('POST', `/api/moderation/jobs/${first.id}/remove`, moderator.cookie);
    expect(removed.json()).toEqual({ changed: true });
    expect((await loadScamExamples(t.database.db)).length).toBe(before);
    expect(await status(second.id, honest)).toEqual({ status: 'active', reviewReason: null });
  });

  it('refuses a remove body with anything else, and stays a moderators-only endpoint', async () => {
    const job = await post(honest, { ...CLEAN_POST, title: 'Bank ATM guard in Noida' });
    const odd = await send('POST', `/api/moderation/jobs/${job.id}/remove`, moderator.cookie, {
      asScam: 'yes',
    });
    expect(odd.statusCode).toBe(400);
    const notModerator = await send('POST', `/api/moderation/jobs/${job.id}/remove`, honest.cookie, {
      asScam: true,
    });
    expect(notModerator.statusCode).toBe(404);
    expect(await status(job.id, honest)).toEqual({ status: 'active', reviewReason: null });
  });
});

describe('pay far above the norm of its category (issue #25 item 1)', () => {
  it("counts where the app's live jobs give a norm: with another signal it holds the post", async () => {
    await insertJobs(
      t.database.db,
      [380, 400, 450].map((dailySalary) => ({
        city: 'pune',
        category: 'cleaning' as const,
        dailySalary,
        createdAt: t.clock.now(),
      })),
    );
    const cleaning = {
      title: 'House cleaning in Pune',
      category: 'cleaning',
      dailySalary: 2000,
      location: 'Pune, Maharashtra',
      description: 'Deep cleaning of a 3BHK flat, one day. Continue on WhatsApp for the details.',
      phone: '+91 90000 22222',
    };
    // Cleaning in Pune pays about ₹400 a day here: ₹2,000 is five times that.
    expect(await post(honest, cleaning)).toMatchObject({ status: 'held', reviewReason: 'wording' });
    // No painting jobs to compare with: the same wording and pay only warn workers.
    const painting = await post(honest, {
      ...cleaning,
      title: 'House painting in Pune',
      category: 'painting',
    });
    expect(painting).toMatchObject({ status: 'active', reviewReason: null });
  });
});
