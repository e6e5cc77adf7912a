import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, minimalWebDir, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDir: minimalWebDir() });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
}

describe('job page heads', () => {
  it('serves a live job with its title, description, canonical URL and JobPosting data', async () => {
    const now = t.clock.now();
    const [id] = await insertJobs(t.database.db, [
      {
        city: 'pune',
        title: 'Gardener for <bungalow> garden',
        description: 'Water the plants and trim the hedges twice a week.',
        category: 'gardening',
        dailySalary: 550,
        isDemo: true,
        createdAt: now,
      },
    ]);
    const response = await t.app.inject({ method: 'GET', url: `/job/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<title>Gardener for &lt;bungalow&gt; garden in Pune | DailyWork</title>',
    );
    expect(response.body).toContain(`<link rel="canonical" href="http://localhost:3000/job/${id}">`);
    expect(response.body).toContain(
      '<meta name="description" content="₹550/day in Pune, Maharashtra. Water the plants',
    );
    expect(response.body).not.toContain('<bungalow>');
    const [posting] = jsonLd(response.body);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Gardener for <bungalow> garden',
      datePosted: now.toISOString(),
      validThrough: new Date(now.getTime() + 30 * DAY).toISOString(),
      employmentType: expect.arrayContaining(['TEMPORARY']),
      hiringOrganization: { '@type': 'Organization', name: 'DailyWork' },
      jobLocation: {
        address: { addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' },
      },
      baseSalary: { currency: 'INR', value: { value: 550, unitText: 'DAY' } },
    });
  });

  it('adds the shift details JobPosting has fields for; none for a job without them', async () => {
    const [id] = await insertJobs(t.database.db, [{ city: 'pune', createdAt: t.clock.now() }]);
    await t.database.db.execute(
      sql`update jobs set work_date = '2026-06-03', start_time = '09:00', hours_per_day = 8, days = 2,
          workers_needed = 4, meals_provided = true, travel_paid = false where id = ${id}`,
    );
    const [posting] = jsonLd((await t.app.inject({ method: 'GET', url: `/job/${id}` })).body);
    expect(posting).toMatchObject({
      jobStartDate: '2026-06-03',
      totalJobOpenings: 4,
      workHours: 'from 09:00, 8 hours a day, for 2 days',
      jobBenefits: 'Meals provided',
    });
    const [plainId] = await insertJobs(t.database.db, [{ city: 'pune', createdAt: t.clock.now() }]);
    const [plain] = jsonLd((await t.app.inject({ method: 'GET', url: `/job/${plainId}` })).body);
    expect(plain).not.toHaveProperty('jobStartDate');
    expect(plain).not.toHaveProperty('totalJobOpenings');
    expect(plain).not.toHaveProperty('workHours');
  });

  it('answers 404 for a missing job and 410 for a closed or expired one, still serving the page', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/job/99999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(missing.body).toContain('noindex');
    expect((await t.app.inject({ method: 'GET', url: '/job/not-a-number' })).statusCode).toBe(404);

    const now = t.clock.now();
    const [closed, expired] = await insertJobs(t.database.db, [
      { city: 'pune', title: 'Closed one', status: 'closed', createdAt: now },
      {
        city: 'pune',
        title: 'Old one',
        createdAt: new Date(now.getTime() - 40 * DAY),
        expiresAt: new Date(now.getTime() - DAY),
      },
    ]);
    for (const id of [closed, expired]) {
      const response = await t.app.inject({ method: 'GET', url: `/job/${id}` });
      expect(response.statusCode).toBe(410);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('no longer available');
      expect(jsonLd(response.body)).toEqual([]);
    }
  });
});

describe('city page heads', () => {
  it('titles a built-in city and free text alike, answering 200', async () => {
    const mumbai = await t.app.inject({ method: 'GET', url: '/jobs/mumbai' });
    expect(mumbai.statusCode).toBe(200);
    expect(mumbai.body).toContain('<title>Jobs in Mumbai | DailyWork</title>');
    expect(mumbai.body).toContain('<link rel="canonical" href="http://localhost:3000/jobs/mumbai">');
    expect(jsonLd(mumbai.body)[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    const other = await t.app.inject({ method: 'GET', url: '/jobs/some-village' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<title>Jobs in Some Village | DailyWork</title>');
    const all = await t.app.inject({ method: 'GET', url: '/jobs/all' });
    expect(all.body).toContain('<title>All Jobs | DailyWork</title>');
  });
});
