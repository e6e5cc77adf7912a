import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { insertJobs, type TestJobSpec } from '../../test/jobs';
import type { Job, JobListResponse } from '../../../shared/api/jobs';
import { encodeJobCursor } from '../../../shared/jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from jobs`);
});

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);

async function list(query: string): Promise<JobListResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/jobs${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobListResponse>();
}

const titles = (page: JobListResponse) => page.jobs.map((job) => job.title);

/** A small marketplace with one job per interesting case; titles name the case. */
async function seedMarketplace(): Promise<void> {
  const specs: TestJobSpec[] = [
    {
      city: 'mumbai',
      title: 'Cook for family',
      category: 'cooking',
      dailySalary: 750,
      timing: 'morning',
      createdAt: ago(1 * HOUR),
    },
    {
      city: 'mumbai',
      title: 'Urgent cleaner',
      category: 'cleaning',
      dailySalary: 450,
      urgency: 'urgent',
      createdAt: ago(5 * HOUR),
    },
    {
      city: 'navi-mumbai',
      title: 'Shop helper',
      category: 'shop-assistant',
      dailySalary: 700,
      timing: 'evening',
      createdAt: ago(2 * HOUR),
    },
    {
      city: 'pune',
      title: 'Garden work',
      category: 'gardening',
      dailySalary: 500,
      timing: 'morning',
      createdAt: ago(3 * HOUR),
    },
    {
      city: 'nagpur',
      title: 'Night watchman',
      category: 'security-guard',
      dailySalary: 1000,
      timing: 'evening',
      urgency: 'immediate',
      createdAt: ago(6 * HOUR),
    },
    {
      city: 'delhi',
      title: 'Road labourers',
      category: 'construction',
      dailySalary: 1200,
      createdAt: ago(4 * HOUR),
    },
    { city: 'mumbai', title: 'Closed job', status: 'closed', createdAt: ago(30 * 60_000) },
    {
      city: 'mumbai',
      title: 'Expired by time',
      createdAt: ago(31 * DAY),
      expiresAt: ago(DAY),
    },
    { city: 'mumbai', title: 'Expired status', status: 'expired', createdAt: ago(20 * 60_000) },
    {
      city: 'austin',
      title: 'Moving help',
      category: 'delivery-transport',
      dailySalary: 150,
      createdAt: ago(1 * HOUR),
    },
    {
      city: 'new-york',
      title: 'Store cashier',
      category: 'shop-assistant',
      dailySalary: 99,
      createdAt: ago(2 * HOUR),
    },
  ];
  await insertJobs(t.database.db, specs);
}

describe('GET /api/jobs: one country, only active unexpired jobs', () => {
  beforeEach(seedMarketplace);

  it('lists India by default, newest first, without closed or expired jobs', async () => {
    const page = await list('');
    expect(titles(page)).toEqual([
      'Cook for family',
      'Shop helper',
      'Garden work',
      'Road labourers',
      'Urgent cleaner',
      'Night watchman',
    ]);
    expect(page).toMatchObject({
      total: 6,
      totalIsCapped: false,
      nextCursor: null,
      city: null,
      country: 'IN',
    });
    expect(page.jobs.every((job) => job.country === 'IN' && job.currency === 'INR')).toBe(true);
    expect(page.jobs[0]).toMatchObject({
      categoryLabel: 'Cooking',
      location: 'Mumbai, Maharashtra',
      status: 'active',
      isOwner: false,
    });
  });

  it('lists the USA in dollars when asked', async () => {
    const page = await list('?country=US');
    expect(titles(page)).toEqual(['Moving help', 'Store cashier']);
    expect(page.jobs.every((job) => job.currency === 'USD')).toBe(true);
    expect(page.total).toBe(2);
  });

  it('drops a job from every listing once its expiry passes', async () => {
    expect(titles(await list('')).includes('Road labourers')).toBe(true);
    t.clock.advance(30 * DAY - 4 * HOUR + 1000);
    const after = await list('');
    expect(titles(after)).not.toContain('Road labourers');
    expect(titles(after)).toEqual(['Cook for family', 'Shop helper', 'Garden work']);
    expect(titles(await list('?city=delhi'))).toEqual([]);
    t.clock.advance(-(30 * DAY - 4 * HOUR + 1000));
  });
});

describe('GET /api/jobs: search (spec 5)', () => {
  beforeEach(seedMarketplace);

  it('matches ANY word, case-insensitively, in title, description, location or category label', async () => {
    expect(titles(await list('?search=COOK%20garden'))).toEqual(['Cook for family', 'Garden work']);
    expect(titles(await list('?search=pune'))).toEqual(['Garden work']);
    // "Security Guard" is the category label of the watchman job; its title and description do not say it.
    expect(titles(await list('?search=guard'))).toEqual(['Night watchman']);
    expect(titles(await list('?search=cash%20'))).toHaveLength(6); // every description says "cash"
  });

  it('ignores words of 2 or fewer characters, and a search of only those lists everything', async () => {
    expect(titles(await list('?search=to%20of%20cook'))).toEqual(['Cook for family']);
    expect((await list('?search=to%20of')).total).toBe(6);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect((await list('?search=%25%25%25')).total).toBe(0);
    expect((await list('?search=___')).total).toBe(0);
  });

  it('counts the matches in total', async () => {
    const page = await list('?search=helper%20watchman');
    expect(page.total).toBe(2);
  });
});

describe('GET /api/jobs: filters and sort', () => {
  beforeEach(seedMarketplace);

  it('filters by job type (FILTER_JOB_TYPES): household = household work, cooking and cleaning', async () => {
    expect(titles(await list('?types=household'))).toEqual(['Cook for family', 'Urgent cleaner']);
    expect(titles(await list('?types=household,gardening'))).toEqual([
      'Cook for family',
      'Garden work',
      'Urgent cleaner',
    ]);
    expect(titles(await list('?types=retail'))).toEqual(['Shop helper']);
    expect(titles(await list('?types=construction'))).toEqual(['Road labourers']);
  });

  it('filters by pay band: lower bound included, upper excluded, several bands = union', async () => {
    expect(titles(await list('?pay=under-500'))).toEqual(['Urgent cleaner']);
    expect(titles(await list('?pay=500-700'))).toEqual(['Garden work']);
    expect(titles(await list('?pay=700-1000'))).toEqual(['Cook for family', 'Shop helper']);
    expect(titles(await list('?pay=above-1000'))).toEqual(['Road labourers', 'Night watchman']);
    expect(titles(await list('?pay=under-500,above-1000&sort=pay-asc'))).toEqual([
      'Urgent cleaner',
      'Night watchman',
      'Road labourers',
    ]);
    expect(titles(await list('?country=US&pay=under-100'))).toEqual(['Store cashier']);
    expect(titles(await list('?country=US&pay=150-200'))).toEqual(['Moving help']);
  });

  it('filters by pay bounds (both included), alone or within pay bands, and by urgency', async () => {
    expect(titles(await list('?minPay=700&sort=pay-asc'))).toEqual([
      'Shop helper',
      'Cook for family',
      'Night watchman',
      'Road labourers',
    ]);
    expect(titles(await list('?maxPay=700&sort=pay-asc'))).toEqual([
      'Urgent cleaner',
      'Garden work',
      'Shop helper',
    ]);
    expect(titles(await list('?minPay=500&maxPay=750&sort=pay-asc'))).toEqual([
      'Garden work',
      'Shop helper',
      'Cook for family',
    ]);
    expect(titles(await list('?pay=700-1000&minPay=720'))).toEqual(['Cook for family']);
    expect(titles(await list('?pay=under-500&minPay=600'))).toEqual([]);
    expect(titles(await list('?urgent=1&sort=pay-asc'))).toEqual(['Urgent cleaner', 'Night watchman']);
    const crossed = await t.app.inject({ method: 'GET', url: '/api/jobs?minPay=800&maxPay=700' });
    expect(crossed.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { maxPay: expect.any(String) } },
    });
  });

  it('refuses a pay band of the other currency and unknown job types', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs?country=US&pay=under-500' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { pay: expect.any(String) } },
    });
    const types = await t.app.inject({ method: 'GET', url: '/api/jobs?types=astronaut' });
    expect(types.json()).toMatchObject({ error: { fields: { types: 'Unknown job type' } } });
  });

  it('filters by timing', async () => {
    expect(titles(await list('?timing=morning'))).toEqual(['Cook for family', 'Garden work']);
    expect(titles(await list('?timing=evening,morning'))).toHaveLength(4);
  });

  it('filters by category page group (findCategoryGroup)', async () => {
    // The home tile "household-work" covers household work, cooking, cleaning and gardening.
    expect(titles(await list('?category=household-work'))).toEqual([
      'Cook for family',
      'Garden work',
      'Urgent cleaner',
    ]);
    expect(titles(await list('?category=security'))).toEqual(['Night watchman']);
    expect(titles(await list('?country=US&category=customer-service'))).toEqual(['Store cashier']);
    expect(titles(await list('?category=household-work&types=household'))).toEqual([
      'Cook for family',
      'Urgent cleaner',
    ]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/jobs?category=nope' });
    expect(unknown.statusCode).toBe(400);
  });

  it('sorts by highest and lowest pay, ties broken by id', async () => {
    expect((await list('?sort=pay-desc')).jobs.map((job) => job.dailySalary)).toEqual([
      1200, 1000, 750, 700, 500, 450,
    ]);
    expect((await list('?sort=pay-asc')).jobs.map((job) => job.dailySalary)).toEqual([
      450, 500, 700, 750, 1000, 1200,
    ]);
    await insertJobs(t.database.db, [
      { city: 'pune', title: 'Tie A', dailySalary: 800, createdAt: ago(HOUR) },
      { city: 'pune', title: 'Tie B', dailySalary: 800, createdAt: ago(2 * HOUR) },
    ]);
    const desc = titles(await list('?sort=pay-desc&pay=700-1000'));
    expect(desc).toEqual(['Tie B', 'Tie A', 'Cook for family', 'Shop helper']);
    const asc = titles(await list('?sort=pay-asc&pay=700-1000'));
    expect(asc).toEqual(['Shop helper', 'Cook for family', 'Tie A', 'Tie B']);
  });

  it('keeps jobs whose location contains free city text (?city=), featured first', async () => {
    const page = await list('?city=mumbai');
    expect(page.city).toMatchObject({ name: 'Mumbai' });
    const free = await list('?city=umba');
    expect(titles(free)).toEqual(['Urgent cleaner', 'Cook for family', 'Shop helper']);
    expect(free.city).toBeNull();
    expect(free.total).toBe(3);
    expect(titles(await list('?city=MAHARASHTRA'))).toEqual([
      'Urgent cleaner',
      'Night watchman',
      'Cook for family',
      'Shop helper',
      'Garden work',
    ]);
    expect((await list('?city=atlantis')).total).toBe(0);
    expect(titles(await list('?city=umba&search=cleaner%20cook'))).toEqual([
      'Urgent cleaner',
      'Cook for family',
    ]);
  });
});

describe('GET /api/jobs: a city page (spec 9 relevance)', () => {
  beforeEach(seedMarketplace);

  it("lists the city's own jobs first, then nearby jobs of the same state group; total counts the city", async () => {
    const page = await list('?city=mumbai');
    expect(page.jobs.map((job) => [job.title, job.nearby])).toEqual([
      // Own jobs (location contains "Mumbai": Navi Mumbai too), featured first, then newest.
      ['Urgent cleaner', false],
      ['Cook for family', false],
      ['Shop helper', false],
      // Nearby: the rest of the Maharashtra group, featured first, then newest.
      ['Night watchman', true],
      ['Garden work', true],
    ]);
    expect(page.total).toBe(3);
    expect(page.city).toEqual({
      name: 'Mumbai',
      slug: 'mumbai',
      state: 'Maharashtra',
      stateGroup: 'Maharashtra',
    });
  });

  it('uses the Delhi NCR group and the filters in both sections', async () => {
    await insertJobs(t.database.db, [
      { city: 'gurugram', title: 'Gurugram cook', category: 'cooking', createdAt: ago(HOUR) },
      { city: 'noida', title: 'Noida guard', category: 'security-guard', createdAt: ago(2 * HOUR) },
      { city: 'jaipur', title: 'Jaipur cook', category: 'cooking', createdAt: ago(HOUR) },
    ]);
    const page = await list('?city=delhi');
    expect(page.jobs.map((job) => [job.title, job.nearby])).toEqual([
      ['Road labourers', false],
      ['Gurugram cook', true],
      ['Noida guard', true],
    ]);
    expect(titles(await list('?city=delhi&search=cook'))).toEqual(['Gurugram cook']);
  });

  it("lists a US city in its own country whatever the visitor's country", async () => {
    const page = await list('?country=IN&city=austin');
    expect(page.country).toBe('US');
    expect(titles(page)).toEqual(['Moving help']);
    expect(page.jobs[0]?.currency).toBe('USD');
  });

  it('treats "all" as no city', async () => {
    const page = await list('?city=all');
    expect(page.city).toBeNull();
    expect(page.total).toBe(6);
  });
});

describe('GET /api/jobs: cursor pagination', () => {
  async function readAll(query: string, between?: (pageIndex: number) => Promise<void>): Promise<Job[]> {
    const seen: Job[] = [];
    let cursor: string | null = null;
    for (let pageIndex = 0; pageIndex < 50; pageIndex++) {
      const page: JobListResponse = await list(
        `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.jobs);
      cursor = page.nextCursor;
      if (!cursor) return seen;
      await between?.(pageIndex);
    }
    throw new Error('too many pages');
  }

  async function seedMany(): Promise<void> {
    const cities = ['mumbai', 'pune', 'thane', 'delhi', 'navi-mumbai'];
    const specs: TestJobSpec[] = [];
    for (let i = 0; i < 47; i++) {
      specs.push({
        city: cities[i % cities.length] as string,
        title: `Job ${i}`,
        dailySalary: 300 + (i % 7) * 100,
        urgency: i % 5 === 0 ? 'urgent' : 'normal',
        // Pairs of jobs share a timestamp so the id tie-break matters.
        createdAt: ago(Math.floor(i / 2) * 60_000),
      });
    }
    await insertJobs(t.database.db, specs);
  }

  beforeEach(seedMany);

  it('pages 20 at a time with an opaque cursor, no gaps, no repeats', async () => {
    const first = await list('?sort=newest');
    expect(first.jobs).toHaveLength(20);
    expect(first.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.total).toBe(47);
    const all = await readAll('?sort=newest');
    expect(all).toHaveLength(47);
    expect(new Set(all.map((job) => job.id)).size).toBe(47);
  });

  it("repeats the first page's total on later pages", async () => {
    const first = await list('?sort=newest');
    await insertJobs(t.database.db, [{ city: 'pune', title: 'Later', createdAt: t.clock.now() }]);
    const second = await list(`?sort=newest&cursor=${first.nextCursor}`);
    expect(second.total).toBe(47);
    expect((await list('?sort=newest')).total).toBe(48);
  });

  for (const [name, query] of [
    ['newest', '?sort=newest&limit=7'],
    ['highest pay', '?sort=pay-desc&limit=7'],
    ['lowest pay', '?sort=pay-asc&limit=7'],
    ['a filtered pay sort over two bands', '?sort=pay-desc&pay=under-500,700-1000&limit=4'],
    ['a city page across its two sections', '?city=mumbai&limit=4'],
    ['a city page sorted by pay', '?city=mumbai&sort=pay-asc&limit=4'],
    ['a search', '?search=job&limit=6'],
  ] as const) {
    it(`has no gaps or repeats while jobs are posted between pages: ${name}`, async () => {
      const before = await readAll(query);
      let added = 0;
      const during = await readAll(query, async () => {
        added += 1;
        await insertJobs(t.database.db, [
          {
            city: 'mumbai',
            title: `New ${added}`,
            dailySalary: 450,
            urgency: 'urgent',
            createdAt: t.clock.now(),
          },
          { city: 'pune', title: `New pune ${added}`, dailySalary: 900, createdAt: t.clock.now() },
        ]);
        t.clock.advance(1000);
      });
      const ids = during.map((job) => job.id);
      expect(new Set(ids).size).toBe(ids.length);
      const oldIds = new Set(before.map((job) => job.id));
      const oldSeen = during.filter((job) => oldIds.has(job.id));
      // Every job that existed before is seen exactly once, in the same order.
      expect(oldSeen.map((job) => job.id)).toEqual(before.map((job) => job.id));
      expect(added).toBeGreaterThan(0);
    });
  }

  it('orders a city page: own section featured first then newest, then the nearby section', async () => {
    const all = await readAll('?city=mumbai&limit=5');
    const own = all.filter((job) => !job.nearby);
    const nearby = all.filter((job) => job.nearby);
    expect(all.slice(0, own.length)).toEqual(own);
    expect(own.every((job) => job.location.includes('Mumbai'))).toBe(true);
    expect(nearby.every((job) => job.stateGroup === 'Maharashtra' && !job.location.includes('Mumbai'))).toBe(
      true,
    );
    expect(nearby.length).toBeGreaterThan(0);
    for (const section of [own, nearby]) {
      const keys = section.map((job) => [job.featured ? 1 : 0, job.createdAt, job.id] as const);
      const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1].localeCompare(a[1]) || b[2] - a[2]);
      expect(keys).toEqual(sorted);
    }
    expect(all.some((job) => job.city === 'Delhi')).toBe(false);
  });

  it('refuses a malformed cursor or one from another query', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/jobs?cursor=not-a-cursor' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_cursor' } });
    const first = await list('?sort=newest&limit=5');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/jobs?sort=newest&search=cook&limit=5&cursor=${first.nextCursor}`,
    });
    expect(other.statusCode).toBe(400);
    const wrongOrder = encodeJobCursor({ order: 'pay-asc', query: 'x', section: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs?cursor=${wrongOrder}` })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /api/jobs: totals', () => {
  it('counts exactly up to 1,000, then reports 1000 and totalIsCapped', async () => {
    const specs: TestJobSpec[] = Array.from({ length: 1001 }, (_, i) => ({
      city: 'kanpur',
      title: `Bulk ${i}`,
      createdAt: ago(i * 1000),
    }));
    await insertJobs(t.database.db, specs.slice(0, 1000));
    expect(await list('?limit=1')).toMatchObject({ total: 1000, totalIsCapped: false });
    const search = await list('?search=bulk&limit=3');
    expect(search).toMatchObject({ total: 1000, totalIsCapped: false });
    expect(titles(search)).toEqual(['Bulk 0', 'Bulk 1', 'Bulk 2']);
    await insertJobs(t.database.db, specs.slice(1000));
    expect(await list('?limit=1')).toMatchObject({ total: 1000, totalIsCapped: true });
    const capped = await list('?search=bulk&limit=3');
    expect(capped).toMatchObject({ total: 1000, totalIsCapped: true });
    expect(titles(capped)).toEqual(['Bulk 0', 'Bulk 1', 'Bulk 2']);
    // Now known to match more than 1,000: the count and page run side by side, with the same answer.
    expect(await list('?search=bulk&limit=3')).toEqual(capped);
    const next = await list(`?search=bulk&limit=3&cursor=${capped.nextCursor}`);
    expect(titles(next)).toEqual(['Bulk 3', 'Bulk 4', 'Bulk 5']);
    expect(next.totalIsCapped).toBe(true);
  });
});
