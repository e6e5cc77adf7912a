import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';
import type { JobListResponse } from '../../../shared/api/jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60_000;
const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR);

async function list(params: Record<string, string>): Promise<JobListResponse> {
  const query = new URLSearchParams(params).toString();
  const response = await t.app.inject({ method: 'GET', url: `/api/jobs?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobListResponse>();
}

const titles = (page: JobListResponse) => page.jobs.map((job) => job.title);
const ownCityTitles = (page: JobListResponse) =>
  page.jobs.filter((job) => !job.nearby).map((job) => job.title);

// Titles and descriptions in English without the category's own words: only the category (or the city)
// can make a search in another language find them.
beforeEach(async () => {
  await t.database.db.execute(sql`delete from jobs`);
  await insertJobs(t.database.db, [
    { city: 'mumbai', title: 'Meals for a family', category: 'cooking', createdAt: ago(1) },
    { city: 'mumbai', title: 'Walls of a flat', category: 'painting', createdAt: ago(2) },
    { city: 'pune', title: 'Office floors', category: 'cleaning', createdAt: ago(3) },
    { city: 'pune', title: 'Lawn and plants', category: 'gardening', createdAt: ago(4) },
    { city: 'kolkata', title: 'Hostel rooms', category: 'cleaning', createdAt: ago(5) },
    { city: 'hyderabad', title: 'Night gate duty', category: 'security-guard', createdAt: ago(6) },
    { city: 'chennai', title: 'Canteen meals', category: 'cooking', createdAt: ago(7) },
    { city: 'austin', title: 'Fence and porch', category: 'painting', createdAt: ago(8) },
  ]);
});

describe('GET /api/jobs?search=: category and city words in every language (issue #27)', () => {
  it('Tamil: சமையல் finds the cooking jobs', async () => {
    const page = await list({ search: 'சமையல்' });
    expect(titles(page)).toEqual(['Meals for a family', 'Canteen meals']);
    expect(page.total).toBe(2);
  });

  it('pages on with the cursor of a search in another script', async () => {
    const first = await list({ search: 'சமையல்', limit: '1' });
    expect(titles(first)).toEqual(['Meals for a family']);
    expect(first.nextCursor).not.toBeNull();
    const second = await list({ search: 'சமையல்', limit: '1', cursor: first.nextCursor ?? '' });
    expect(titles(second)).toEqual(['Canteen meals']);
    expect(second.total).toBe(2);
  });

  it('Spanish: pintor finds the painting jobs, in the US and in India', async () => {
    expect(titles(await list({ country: 'US', search: 'pintor' }))).toEqual(['Fence and porch']);
    expect(titles(await list({ search: 'Pintores' }))).toEqual(['Walls of a flat']);
  });

  it("Bengali: মুম্বাই lists Mumbai's jobs as the city listing; রান্না finds cooking", async () => {
    const page = await list({ search: 'মুম্বাই' });
    expect(page.city?.slug).toBe('mumbai');
    expect(ownCityTitles(page)).toEqual(['Meals for a family', 'Walls of a flat']);
    expect(page.total).toBe(2);
    expect(titles(await list({ search: 'রান্না' }))).toEqual(['Meals for a family', 'Canteen meals']);
  });

  it('Marathi: पुण्यात सफाई finds the cleaning jobs in Pune', async () => {
    const page = await list({ search: 'पुण्यात सफाई' });
    expect(page.city?.slug).toBe('pune');
    expect(ownCityTitles(page)).toEqual(['Office floors']);
    expect(page.total).toBe(1);
  });

  it('Telugu: a city with its case ending, with or without the zero-width non-joiner; వంట finds cooking', async () => {
    for (const search of ['హైదరాబాద్\u200cలో', 'హైదరాబాద్లో']) {
      const page = await list({ search });
      expect(page.city?.slug).toBe('hyderabad');
      expect(ownCityTitles(page)).toEqual(['Night gate duty']);
    }
    expect(titles(await list({ search: 'వంట' }))).toEqual(['Meals for a family', 'Canteen meals']);
  });

  it('Hindi: सफाई and Hinglish safai find cleaning; a Devanagari city name in the city field', async () => {
    expect(titles(await list({ search: 'सफाई' }))).toEqual(['Office floors', 'Hostel rooms']);
    expect(titles(await list({ search: 'safai' }))).toEqual(['Office floors', 'Hostel rooms']);
    const page = await list({ city: 'कोलकाता' });
    expect(page.city?.slug).toBe('kolkata');
    expect(ownCityTitles(page)).toEqual(['Hostel rooms']);
  });

  it('English keeps its plain rule, and a word no list knows finds nothing', async () => {
    expect(titles(await list({ search: 'pune' }))).toEqual(['Office floors', 'Lawn and plants']);
    expect((await list({ search: 'pune' })).city).toBeNull();
    expect((await list({ search: 'கடிகாரம்' })).total).toBe(0);
  });
});
