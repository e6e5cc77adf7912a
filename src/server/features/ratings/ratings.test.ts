import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, column } from '../../db/rows';
import { createTestApp, jsonHeaders, minimalWebDir, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';
import { newClientId } from '../../test/realtime';
import { createSignedInUser, type TestUser } from '../../test/users';
import type { PublicProfile, PublicRating, RatingStatus, RatingSummary } from '../../../shared/api/ratings';

let t: TestApp;
let employer: TestUser;
let workers: TestUser[];
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp({ webDir: minimalWebDir() });
  employer = await createSignedInUser(t.app, { name: 'Esha Employer' });
  stranger = await createSignedInUser(t.app, { name: 'Sara Stranger' });
  workers = await Promise.all(
    ['Anil', 'Bala', 'Chandu', 'Deepa', 'Irfan'].map((name) =>
      createSignedInUser(t.app, { name: `${name} Worker` }),
    ),
  );
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;

function request(method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, body?: unknown) {
  const { 'content-type': contentType, ...headers } = jsonHeaders(user?.cookie);
  return t.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': contentType },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const worker = (index: number) => workers[index] as TestUser;

/** A job of the employer's; workDate as the jobs table stores it (tomorrow in India by default). */
async function job(options: { workDate?: string | null; workersNeeded?: number; poster?: TestUser } = {}) {
  const [id] = await insertJobs(t.database.db, [
    {
      city: 'pune',
      title: 'Loaders for a truck',
      userId: (options.poster ?? employer).id,
      createdAt: t.clock.now(),
    },
  ]);
  await t.database.db.execute(
    sql`update jobs set work_date = ${options.workDate === undefined ? '2026-06-02' : options.workDate},
          workers_needed = ${options.workersNeeded ?? 1} where id = ${id}`,
  );
  return id as number;
}

async function say(conversationId: number, who: TestUser) {
  const sent = await request('POST', `/api/conversations/${conversationId}/messages`, who, {
    clientId: newClientId(),
    content: 'Hello, about the work.',
  });
  expect(sent.statusCode).toBe(201);
}

/** A worker starts a conversation about the job; `both` makes the poster answer too. */
async function conversation(jobId: number, who: TestUser, both = true, poster = employer): Promise<number> {
  const started = await request('POST', '/api/conversations', who, { jobId });
  const id = started.json<{ conversationId: number }>().conversationId;
  await say(id, who);
  if (both) await say(id, poster);
  return id;
}

const status = async (conversationId: number, who: TestUser) => {
  const response = await request('GET', `/api/conversations/${conversationId}/rating`, who);
  expect(response.statusCode).toBe(200);
  return response.json<RatingStatus>();
};
const rate = (conversationId: number, who: TestUser, body: unknown) =>
  request('PUT', `/api/conversations/${conversationId}/rating`, who, body);
const profile = (id: string) => request('GET', `/api/users/${id}/profile`);

describe('who may rate whom, and when', () => {
  it('refuses strangers, signed-out visitors, and a work day still to come on an open job', async () => {
    const jobId = await job();
    // The job names its poster, for the job page's rating line and "See profile".
    expect((await request('GET', `/api/jobs/${jobId}`)).json()).toMatchObject({ posterId: employer.id });
    const talking = await conversation(jobId, worker(0));
    expect((await request('GET', `/api/conversations/${talking}/rating`)).statusCode).toBe(401);
    expect((await request('GET', `/api/conversations/${talking}/rating`, stranger)).statusCode).toBe(404);
    expect((await rate(talking, stranger, { stars: 5 })).statusCode).toBe(404);

    expect(await status(talking, worker(0))).toMatchObject({
      canRate: false,
      reason: 'not_eligible_yet',
      role: 'worker',
      ratee: { id: employer.id, name: 'Esha Employer' },
      mine: null,
    });
    const early = await rate(talking, worker(0), { stars: 5, paidOnTime: true });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'not_eligible_yet' } });
    const early2 = await rate(talking, employer, { stars: 5 });
    expect(early2.json()).toMatchObject({ error: { code: 'not_eligible_yet' } });
  });

  it('lets both rate once the work day has passed in the job`s country, but not when only one side wrote', async () => {
    const jobId = await job({ workDate: '2026-05-30' });
    const oneSided = await conversation(jobId, worker(1), false);
    expect((await status(oneSided, worker(1))).reason).toBe('not_eligible_yet');
    expect((await rate(oneSided, worker(1), { stars: 4, paidOnTime: true })).statusCode).toBe(409);

    const both = await conversation(jobId, worker(0));
    expect((await status(both, worker(0))).canRate).toBe(true);
    const given = await rate(both, worker(0), { stars: 4, comment: '  Fair and kind.  ', paidOnTime: true });
    expect(given.statusCode).toBe(201);
    expect(given.json<RatingStatus>()).toMatchObject({
      canRate: true,
      reason: null,
      mine: { stars: 4, comment: 'Fair and kind.', paidOnTime: true, reply: null },
      editableUntil: new Date(t.clock.now().getTime() + 7 * DAY).toISOString(),
    });
    const back = await rate(both, employer, { stars: 5, comment: 'Hard worker' });
    expect(back.statusCode).toBe(201);
  });

  it('lets a hired worker and the poster rate each other before the work day', async () => {
    const jobId = await job({ workersNeeded: 2 });
    const id = await conversation(jobId, worker(2), false);
    expect((await request('POST', `/api/conversations/${id}/hire`, employer)).statusCode).toBe(200);
    expect((await status(id, employer)).canRate).toBe(true);
    expect((await rate(id, employer, { stars: 3 })).statusCode).toBe(201);
    expect((await rate(id, worker(2), { stars: 2, paidOnTime: false })).statusCode).toBe(201);
  });

  it('lets both rate after the job closed (no work date), not when only the worker wrote', async () => {
    const jobId = await job({ workDate: null });
    const both = await conversation(jobId, worker(3));
    const oneSided = await conversation(jobId, worker(4), false);
    expect((await status(both, worker(3))).canRate).toBe(false);
    expect((await request('POST', `/api/jobs/${jobId}/close`, employer, {})).statusCode).toBe(200);
    expect((await status(both, worker(3))).canRate).toBe(true);
    expect((await status(oneSided, worker(4))).reason).toBe('not_eligible_yet');
  });
});

describe('one rating per job and pair', () => {
  it('changes the rating on a second save; it still counts once', async () => {
    const poster = await createSignedInUser(t.app, { name: 'Omar Once' });
    const jobId = await job({ workDate: '2026-05-01', poster });
    const id = await conversation(jobId, worker(0), true, poster);
    expect((await rate(id, worker(0), { stars: 2, paidOnTime: false })).statusCode).toBe(201);
    const again = await rate(id, worker(0), { stars: 5, comment: 'Paid later that day', paidOnTime: true });
    expect(again.statusCode).toBe(200);
    expect(again.json<RatingStatus>().mine).toMatchObject({ stars: 5, paidOnTime: true });
    const body = (await profile(poster.id)).json<PublicProfile>();
    expect(body.rating).toEqual({ average: 5, count: 1 });
    expect(body.paidOnTime).toEqual({ yes: 1, answered: 1 });
    const [row] = await checkedRows(
      t.database.db,
      z.object({ n: column.number }),
      sql`select count(*) as n from ratings where rater_id = ${worker(0).id} and ratee_id = ${poster.id}`,
    );
    expect(Number(row?.n)).toBe(1);
  });

  it('requires "paid on time" from a worker rating the employer and refuses it from the employer', async () => {
    const poster = await createSignedInUser(t.app, { name: 'Pooja Paid' });
    const jobId = await job({ workDate: '2026-05-01', poster });
    const id = await conversation(jobId, worker(1), true, poster);
    const missing = await rate(id, worker(1), { stars: 4 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { paidOnTime: expect.any(String) } },
    });
    const notAsked = await rate(id, poster, { stars: 4, paidOnTime: true });
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.json()).toMatchObject({ error: { fields: { paidOnTime: expect.any(String) } } });
    for (const bad of [{ stars: 0 }, { stars: 6 }, { stars: 4.5 }, { stars: 4, comment: 'x'.repeat(501) }]) {
      const refused = await rate(id, poster, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
    expect((await profile(poster.id)).json<PublicProfile>().rating.count).toBe(0);
    expect((await status(id, poster)).mine).toBeNull();
  });
});

describe('replies', () => {
  it('lets only the rated person reply, once', async () => {
    const poster = await createSignedInUser(t.app, { name: 'Ravi Reply' });
    const jobId = await job({ workDate: '2026-05-01', poster });
    const id = await conversation(jobId, worker(2), true, poster);
    const given = await rate(id, worker(2), { stars: 3, comment: 'Paid late', paidOnTime: false });
    const ratingId = (given.json<RatingStatus>().mine as { id: number }).id;
    const url = `/api/ratings/${ratingId}/reply`;
    expect((await request('POST', url, worker(2), { text: 'Me?' })).statusCode).toBe(404);
    expect((await request('POST', url, stranger, { text: 'Hi' })).statusCode).toBe(404);
    expect((await request('POST', url, undefined, { text: 'Hi' })).statusCode).toBe(401);
    expect((await request('POST', url, poster, { text: '   ' })).statusCode).toBe(400);
    expect((await request('POST', url, poster, { text: 'x'.repeat(501) })).statusCode).toBe(400);
    const replied = await request('POST', url, poster, { text: 'The bank was closed; sorry.' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json<PublicRating>()).toMatchObject({
      id: ratingId,
      reply: 'The bank was closed; sorry.',
      raterName: 'Chandu',
      raterRole: 'worker',
    });
    const twice = await request('POST', url, poster, { text: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: 'already_replied' } });
    const shown = (await profile(poster.id)).json<PublicProfile>().ratings[0];
    expect(shown).toMatchObject({ reply: 'The bank was closed; sorry.', comment: 'Paid late' });
  });
});

describe('profiles and aggregates', () => {
  it('averages, counts and shares "paid on time"; a banned rater`s ratings are hidden', async () => {
    const poster = await createSignedInUser(t.app, { name: 'Meena Aggregate Kumar' });
    const jobId = await job({ workDate: '2026-05-01', poster, workersNeeded: 3 });
    const answers: [number, boolean][] = [
      [5, true],
      [4, true],
      [2, false],
    ];
    for (const [index, [stars, paidOnTime]] of answers.entries()) {
      const id = await conversation(jobId, worker(index), true, poster);
      expect((await rate(id, worker(index), { stars, paidOnTime })).statusCode).toBe(201);
    }
    await insertJobs(t.database.db, [
      { city: 'pune', userId: poster.id, createdAt: t.clock.now(), status: 'closed' },
    ]);
    await t.database.db.execute(
      sql`update jobs set status = 'removed' where id = (
            select max(id) from jobs where user_id = ${poster.id})`,
    );

    const response = await profile(poster.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicProfile>();
    expect(body).toMatchObject({
      id: poster.id,
      name: 'Meena Aggregate Kumar',
      jobsPosted: 1,
      rating: { average: 3.7, count: 3 },
      paidOnTime: { yes: 2, answered: 3 },
    });
    expect(body.ratings.map((rating) => rating.raterName).sort()).toEqual(['Anil', 'Bala', 'Chandu']);
    expect(body.ratings[0]).toMatchObject({ jobTitle: 'Loaders for a truck', raterRole: 'worker' });
    // Nothing private: no email or phone anywhere in the answer.
    expect(response.body).not.toContain(poster.email);
    expect(response.body).not.toMatch(/email|phone/i);

    const summary = await request('GET', `/api/users/${poster.id}/rating-summary`);
    expect(summary.json<RatingSummary>()).toEqual({
      userId: poster.id,
      rating: { average: 3.7, count: 3 },
      paidOnTime: { yes: 2, answered: 3 },
    });

    // Bala (4, paid) is banned: her rating disappears from the list and every figure.
    await t.database.db.execute(sql`insert into user_bans (user_id) values (${worker(1).id})`);
    const after = (await profile(poster.id)).json<PublicProfile>();
    expect(after.rating).toEqual({ average: 3.5, count: 2 });
    expect(after.paidOnTime).toEqual({ yes: 1, answered: 2 });
    expect(after.ratings.map((rating) => rating.raterName).sort()).toEqual(['Anil', 'Chandu']);
    await t.database.db.execute(sql`delete from user_bans where user_id = ${worker(1).id}`);
  });

  it('answers 404 for an unknown or banned person, and the page head says so', async () => {
    expect((await profile('no-such-user')).statusCode).toBe(404);
    expect((await request('GET', '/api/users/no-such-user/rating-summary')).statusCode).toBe(404);
    const banned = await createSignedInUser(t.app, { name: 'Bad Actor' });
    expect((await profile(banned.id)).statusCode).toBe(200);
    await t.database.db.execute(sql`insert into user_bans (user_id) values (${banned.id})`);
    expect((await profile(banned.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/u/${banned.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/u/nobody' })).statusCode).toBe(404);

    const page = await t.app.inject({ method: 'GET', url: `/u/${employer.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Esha Employer | DailyWork</title>');
    expect(page.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(page.body).not.toContain(employer.email);
  });

  it('shows a person without ratings as such', async () => {
    const body = (await profile(stranger.id)).json<PublicProfile>();
    expect(body).toMatchObject({ rating: { average: null, count: 0 }, paidOnTime: null, ratings: [] });
  });
});

describe('the 7-day lock', () => {
  it('keeps a rating changeable for 7 days, then locks it', async () => {
    const poster = await createSignedInUser(t.app, { name: 'Lata Lock' });
    const jobId = await job({ workDate: '2026-05-01', poster });
    const id = await conversation(jobId, worker(3), true, poster);
    expect((await rate(id, worker(3), { stars: 4, paidOnTime: true })).statusCode).toBe(201);
    t.clock.advance(7 * DAY - 60_000);
    expect((await rate(id, worker(3), { stars: 3, paidOnTime: true })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const late = await rate(id, worker(3), { stars: 1, paidOnTime: false });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'rating_locked' } });
    expect(await status(id, worker(3))).toMatchObject({
      canRate: false,
      reason: 'rating_locked',
      mine: { stars: 3 },
    });
    // The other side can still give theirs (its own week starts when it is given).
    expect((await rate(id, poster, { stars: 5 })).statusCode).toBe(201);
  });
});

describe('the /u/{id} head in the page language', () => {
  const head = async (id: string, cookie?: string) => {
    const page = await t.app.inject({ method: 'GET', url: `/u/${id}`, headers: cookie ? { cookie } : {} });
    return {
      status: page.statusCode,
      title: /<title>([^<]*)<\/title>/.exec(page.body)?.[1],
      description: /<meta name="description" content="([^"]*)">/.exec(page.body)?.[1],
    };
  };

  it('says the rating (or none) in English or Hindi; the name stays as written; 404 in Hindi too', async () => {
    const poster = await createSignedInUser(t.app, { name: 'Rani <Rated>' });
    const jobId = await job({ workDate: '2026-05-01', poster });
    const id = await conversation(jobId, worker(4), true, poster);
    expect((await rate(id, worker(4), { stars: 4, paidOnTime: true })).statusCode).toBe(201);

    expect(await head(poster.id)).toMatchObject({
      title: 'Rani &lt;Rated&gt; | DailyWork',
      description: 'Rani &lt;Rated&gt; on DailyWork. 4 stars from 1 rating.',
    });
    expect(await head(poster.id, 'locale=hi')).toMatchObject({
      title: 'Rani &lt;Rated&gt; | DailyWork',
      description: 'DailyWork पर Rani &lt;Rated&gt;। 1 रेटिंग से 4 स्टार।',
    });
    const unrated = await createSignedInUser(t.app, { name: 'Nina New' });
    expect((await head(unrated.id)).description).toBe('Nina New on DailyWork. No ratings yet.');
    expect((await head(unrated.id, 'locale=hi')).description).toBe(
      'DailyWork पर Nina New। अभी कोई रेटिंग नहीं।',
    );

    expect(await head('nobody')).toMatchObject({ status: 404, title: 'Page not found | DailyWork' });
    expect(await head('nobody', 'locale=hi')).toMatchObject({
      status: 404,
      title: 'पेज नहीं मिला | DailyWork',
    });
  });
});
