import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedRows } from '../../db/rows';
import { EnvError, loadEnv } from '../../env';
import { createTestApp, minimalWebDir, TEST_ORIGIN, type TestApp } from '../../test/app';
import { createSignedInUser, type TestUser } from '../../test/users';
import type { VitalsReport, VitalsSummary } from '../../../shared/api/vitals';
import { VitalsRepo } from './vitals.repo';
import { utcDay, VITALS_LIMIT, VitalsService } from './vitals.service';
import type { ApiErrorBody } from '../../../shared/api/errors';

const MODERATOR_EMAIL = 'speed-mod@example.com';
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let moderator: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    env: { MODERATOR_EMAILS: MODERATOR_EMAIL, VITALS_SAMPLE_RATE: '0.25' },
    webDir: minimalWebDir(),
  });
  moderator = await createSignedInUser(t.app, { email: MODERATOR_EMAIL });
  member = await createSignedInUser(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from web_vital_samples`);
  await t.database.db.execute(sql`delete from rate_limits`);
});

interface Beacon {
  body: unknown;
  /** As navigator.sendBeacon sends a string: text/plain. */
  contentType?: string;
  origin?: string | null;
  cookie?: string;
  remoteAddress?: string;
}

/** A report as the browser's beacon sends it: a JSON string as text/plain, from our own page. */
function beacon({ body, contentType, origin = TEST_ORIGIN, cookie, remoteAddress }: Beacon) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vitals',
    remoteAddress,
    headers: {
      'content-type': contentType ?? 'text/plain;charset=UTF-8',
      ...(origin ? { origin } : {}),
      ...(cookie ? { cookie } : {}),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const report = (page: string, metrics: VitalsReport['metrics']) => beacon({ body: { page, metrics } });

const stored = () =>
  checkedRows(
    t.database.db,
    z.object({ day: z.string(), page: z.string(), metric: z.string(), value: z.number() }),
    sql`select to_char(day, 'YYYY-MM-DD') as day, page, metric, value from web_vital_samples order by metric`,
  );

async function summary(cookie = moderator.cookie): Promise<VitalsSummary> {
  const response = await t.app.inject({ method: 'GET', url: '/api/moderation/vitals', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<VitalsSummary>();
}

describe('POST /api/vitals', () => {
  it('keeps a beacon`s metrics with the UTC day and the page type, and nothing else', async () => {
    const response = await beacon({
      body: {
        page: 'job',
        metrics: { LCP: 2140.5, INP: 88, CLS: 0.031, FCP: 1200, TTFB: 310.2 },
        // Never stored: anything but the page type and the numbers is dropped.
        url: 'https://dailywork.example/job/12?phone=9876543210',
        userId: 'someone',
      },
      cookie: member.cookie,
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const day = utcDay(t.clock.now());
    expect(await stored()).toEqual([
      { day, page: 'job', metric: 'CLS', value: 0.031 },
      { day, page: 'job', metric: 'FCP', value: 1200 },
      { day, page: 'job', metric: 'INP', value: 88 },
      { day, page: 'job', metric: 'LCP', value: 2140.5 },
      { day, page: 'job', metric: 'TTFB', value: 310.2 },
    ]);
  });

  it('has no column that could point to a person (no user, address, time of day or URL)', async () => {
    const columns = await checkedRows(
      t.database.db,
      z.object({ column_name: z.string(), data_type: z.string() }),
      sql`select column_name, data_type from information_schema.columns
          where table_name = 'web_vital_samples' order by ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'id', data_type: 'bigint' },
      { column_name: 'day', data_type: 'date' },
      { column_name: 'page', data_type: 'text' },
      { column_name: 'metric', data_type: 'text' },
      { column_name: 'value', data_type: 'double precision' },
    ]);
  });

  it('takes JSON too, and a report of only some metrics', async () => {
    const response = await beacon({
      body: { page: 'home', metrics: { TTFB: 95 } },
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(204);
    expect(await stored()).toEqual([{ day: utcDay(t.clock.now()), page: 'home', metric: 'TTFB', value: 95 }]);
  });

  it('counts a value past the metric`s ceiling as the ceiling', async () => {
    expect((await report('post', { LCP: 9e15, CLS: 400 })).statusCode).toBe(204);
    expect((await stored()).map((row) => [row.metric, row.value])).toEqual([
      ['CLS', 10],
      ['LCP', 60_000],
    ]);
  });

  it.each([
    ['an unknown page type', { page: '/job/12', metrics: { LCP: 1000 } }],
    ['no page type', { metrics: { LCP: 1000 } }],
    ['no metric', { page: 'home', metrics: {} }],
    ['no metrics at all', { page: 'home' }],
    ['a negative value', { page: 'home', metrics: { LCP: -1 } }],
    ['a value as text', { page: 'home', metrics: { INP: '120' } }],
    ['a value that JSON made null (NaN)', { page: 'home', metrics: { CLS: null } }],
    ['a list', [{ page: 'home', metrics: { LCP: 1000 } }]],
  ])('refuses %s (400) and stores nothing', async (_case, body) => {
    const response = await beacon({ body });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe('validation_failed');
    expect(await stored()).toEqual([]);
  });

  it('refuses a body that is not JSON, and a large one', async () => {
    const notJson = await beacon({ body: 'LCP=1000' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<ApiErrorBody>().error.code).toBe('bad_request');
    const large = await beacon({ body: { page: 'home', metrics: { LCP: 1 }, pad: 'x'.repeat(4000) } });
    expect(large.statusCode).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('refuses a report from another site (403), as every write', async () => {
    const response = await beacon({
      body: { page: 'home', metrics: { LCP: 1000 } },
      origin: 'https://evil.example',
      cookie: member.cookie,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error.code).toBe('origin_rejected');
    expect(await stored()).toEqual([]);
  });

  it('counts reports per network: past VITALS_LIMIT it answers 429 and keeps nothing more', async () => {
    const body = { page: 'home', metrics: { LCP: 1000 } };
    for (let i = 0; i < VITALS_LIMIT.limit - 1; i++) {
      await t.app.services.rateLimiter.hit(VITALS_LIMIT, '2409:4050:77:1::1');
    }
    const last = await beacon({ body, remoteAddress: '2409:4050:77:1::2' });
    expect(last.statusCode).toBe(204);
    const over = await beacon({ body, remoteAddress: '2409:4050:77:1:ffff::3' });
    expect(over.statusCode).toBe(429);
    expect(over.json<ApiErrorBody>().error.code).toBe('rate_limited');
    const otherNetwork = await beacon({ body, remoteAddress: '2409:4050:77:2::1' });
    expect(otherNetwork.statusCode).toBe(204);
    expect(await stored()).toHaveLength(2);
  });
});

describe('GET /api/moderation/vitals', () => {
  it('is not found for everyone but moderators', async () => {
    await report('home', { LCP: 1000 });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/moderation/vitals' });
    expect(signedOut.statusCode).toBe(404);
    const notModerator = await t.app.inject({
      method: 'GET',
      url: '/api/moderation/vitals',
      headers: { cookie: member.cookie },
    });
    expect(notModerator.statusCode).toBe(404);
    expect(notModerator.json<ApiErrorBody>().error.code).toBe('not_found');
    expect((await summary()).pages).toHaveLength(1);
  });

  it('gives the p75 of each metric per page type, with sample counts and ratings, most reported first', async () => {
    // LCP 1, 2, 3, 4 s: three in four are at or under 3 s. INP 100..500 ms: p75 is the 4th of 5, 400 ms.
    for (const [index, lcp] of [4000, 1000, 3000, 2000].entries()) {
      await report('jobsByCity', { LCP: lcp, CLS: index === 0 ? 0.3 : 0.01 });
    }
    for (const inp of [500, 100, 300, 200, 400]) await report('jobsByCity', { INP: inp });
    await report('home', { LCP: 1500, TTFB: 2000 });

    const result = await summary();
    const today = utcDay(t.clock.now());
    expect(result.to).toBe(today);
    expect(result.from).toBe(utcDay(new Date(t.clock.now().getTime() - 6 * DAY_MS)));
    expect(result.pages).toEqual([
      {
        page: 'jobsByCity',
        metrics: {
          LCP: { p75: 3000, samples: 4, rating: 'needsImprovement' },
          CLS: { p75: 0.01, samples: 4, rating: 'good' },
          INP: { p75: 400, samples: 5, rating: 'needsImprovement' },
        },
      },
      {
        page: 'home',
        metrics: {
          LCP: { p75: 1500, samples: 1, rating: 'good' },
          TTFB: { p75: 2000, samples: 1, rating: 'poor' },
        },
      },
    ]);
  });

  it('covers the last 7 days (today included), and older days are pruned', async () => {
    const started = t.clock.now();
    await report('cities', { LCP: 5000 });
    t.clock.advance(6 * DAY_MS);
    await report('cities', { LCP: 1000 });
    await report('cities', { LCP: 1000 });
    expect((await summary()).pages[0]?.metrics.LCP).toEqual({ p75: 5000, samples: 3, rating: 'poor' });

    t.clock.advance(DAY_MS);
    expect((await summary()).pages[0]?.metrics.LCP).toEqual({ p75: 1000, samples: 2, rating: 'good' });

    // Kept one more day than shown, then pruned.
    const service = new VitalsService(new VitalsRepo(t.database.db), t.app.services.rateLimiter, t.clock.now);
    await service.prune();
    expect((await stored()).map((row) => row.day).sort()).toEqual([
      utcDay(started),
      utcDay(new Date(started.getTime() + 6 * DAY_MS)),
      utcDay(new Date(started.getTime() + 6 * DAY_MS)),
    ]);
    t.clock.advance(DAY_MS);
    await service.prune();
    expect(await stored()).toHaveLength(2);
    expect(await summary()).toMatchObject({
      pages: [{ page: 'cities', metrics: { LCP: { p75: 1000, samples: 2 } } }],
    });
  });
});

describe('the sample rate', () => {
  it('reaches the page in its configuration (VITALS_SAMPLE_RATE)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const config = /<script id="app-config" type="application\/json">(.*?)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(config ?? '{}')).toMatchObject({ vitalsSampleRate: 0.25 });
  });

  it('is a share from 0 to 1', () => {
    expect(loadEnv({}).VITALS_SAMPLE_RATE).toBe(0.1);
    expect(loadEnv({ VITALS_SAMPLE_RATE: '0' }).VITALS_SAMPLE_RATE).toBe(0);
    expect(() => loadEnv({ VITALS_SAMPLE_RATE: '1.5' })).toThrow(EnvError);
    expect(() => loadEnv({ VITALS_SAMPLE_RATE: 'half' })).toThrow(EnvError);
  });
});
