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

describe('job and city heads in Hindi (the page language)', () => {
  const HINDI = { cookie: 'locale=hi' };
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

  it('/jobs/all: Hindi title and description with the locale cookie; English unchanged without it', async () => {
    const hindi = await t.app.inject({ method: 'GET', url: '/jobs/all', headers: HINDI });
    expect(hindi.body).toContain('<html lang="hi">');
    expect(title(hindi.body)).toBe('सारे काम | DailyWork');
    expect(description(hindi.body)).toBe(
      'भारत और अमेरिका में रोज़ के पैसे वाले काम, नए काम पहले। DailyWork पर काम पोस्ट करना मुफ़्त है।',
    );
    const english = await t.app.inject({ method: 'GET', url: '/jobs/all' });
    expect(title(english.body)).toBe('All Jobs | DailyWork');
    expect(description(english.body)).toBe(
      'Daily-wage jobs in India and the USA, newest first. Posting jobs on DailyWork is free.',
    );
  });

  it('a city page: Hindi words around the city name, Hindi breadcrumbs', async () => {
    const mumbai = await t.app.inject({ method: 'GET', url: '/jobs/mumbai', headers: HINDI });
    expect(title(mumbai.body)).toBe('मुंबई में काम | DailyWork');
    expect(description(mumbai.body)).toMatch(/^मुंबई, महाराष्ट्र में रोज़ के पैसे वाले काम: घर का काम/);
    expect(jsonLd(mumbai.body)[0]).toMatchObject({
      itemListElement: [{ name: 'होम' }, { name: 'मुंबई में काम' }],
    });
    const english = await t.app.inject({ method: 'GET', url: '/jobs/mumbai' });
    expect(description(english.body)).toBe(
      'Daily-wage jobs in Mumbai, Maharashtra: household work, delivery, construction, shops, security and more. Call employers directly.',
    );
    expect(jsonLd(english.body)[0]).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Jobs in Mumbai' }],
    });
  });

  it('a job page: Hindi around the job, whose own title and description stay as written (and escaped)', async () => {
    const [id] = await insertJobs(t.database.db, [
      {
        city: 'pune',
        // Placeholders in a user's text are not filled in.
        title: 'Cook for <party> {{siteName}}',
        description: 'Cook dinner for 20 guests.',
        dailySalary: 800,
        createdAt: t.clock.now(),
      },
    ]);
    await t.database.db.execute(
      sql`update jobs set start_time = '09:00', hours_per_day = 8, days = 1, meals_provided = true,
          travel_paid = true where id = ${id}`,
    );
    const hindi = await t.app.inject({ method: 'GET', url: `/job/${id}`, headers: HINDI });
    expect(hindi.statusCode).toBe(200);
    expect(title(hindi.body)).toBe('Cook for &lt;party&gt; {{siteName}}, पुणे | DailyWork');
    expect(description(hindi.body)).toBe('पुणे, महाराष्ट्र में रोज़ ₹800। Cook dinner for 20 guests.');
    expect(hindi.body).not.toContain('<party>');
    const [posting] = jsonLd(hindi.body);
    expect(posting).toMatchObject({
      title: 'Cook for <party> {{siteName}}',
      description: 'Cook dinner for 20 guests.',
      workHours: '09:00 बजे से, रोज़ 8 घंटे, 1 दिन के लिए',
      jobBenefits: 'खाना मिलेगा, आने-जाने का किराया मिलेगा',
    });

    const english = await t.app.inject({ method: 'GET', url: `/job/${id}` });
    expect(title(english.body)).toBe('Cook for &lt;party&gt; {{siteName}} in Pune | DailyWork');
    expect(description(english.body)).toBe('₹800/day in Pune, Maharashtra. Cook dinner for 20 guests.');
    expect(jsonLd(english.body)[0]).toMatchObject({
      workHours: 'from 09:00, 8 hours a day, for 1 day',
      jobBenefits: 'Meals provided, Travel paid',
    });
  });

  it('a missing job is "not found" in Hindi; a closed one says it is no longer available in Hindi', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/job/99999999', headers: HINDI });
    expect(missing.statusCode).toBe(404);
    expect(title(missing.body)).toBe('काम नहीं मिला | DailyWork');
    const english = await t.app.inject({ method: 'GET', url: '/job/99999999' });
    expect(title(english.body)).toBe('Job not found | DailyWork');

    const [closed] = await insertJobs(t.database.db, [
      { city: 'pune', title: 'Closed one', status: 'closed', createdAt: t.clock.now() },
    ]);
    const gone = await t.app.inject({ method: 'GET', url: `/job/${closed}`, headers: HINDI });
    expect(gone.statusCode).toBe(410);
    expect(title(gone.body)).toBe('Closed one (अब उपलब्ध नहीं) | DailyWork');
    expect(description(gone.body)).toBe(
      'पुणे, महाराष्ट्र का यह काम अब उपलब्ध नहीं है। DailyWork पर रोज़ का दूसरा काम ढूँढें।',
    );
    const goneEnglish = await t.app.inject({ method: 'GET', url: `/job/${closed}` });
    expect(title(goneEnglish.body)).toBe('Closed one (no longer available) | DailyWork');
    expect(description(goneEnglish.body)).toBe(
      'This job in Pune, Maharashtra is no longer available. Find other daily work on DailyWork.',
    );
  });
});
