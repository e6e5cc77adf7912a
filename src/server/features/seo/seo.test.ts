import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';

const locs = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);

describe('robots.txt and the sitemap', () => {
  let t: TestApp;
  let active: number[];
  let closed: number | undefined;
  let expired: number | undefined;

  beforeAll(async () => {
    t = await createTestApp({ env: { SITEMAP_PAGE_SIZE: '2' } });
    const now = t.clock.now();
    active = await insertJobs(t.database.db, [
      { city: 'mumbai', title: 'Cook', createdAt: now },
      { city: 'pune', title: 'Driver', createdAt: now },
      { city: 'delhi', title: 'Guard', createdAt: now },
      { city: 'austin', title: 'Mover', createdAt: now },
      { city: 'jaipur', title: 'Painter', createdAt: now },
    ]);
    [closed] = await insertJobs(t.database.db, [
      { city: 'mumbai', title: 'Closed', status: 'closed', createdAt: now },
    ]);
    [expired] = await insertJobs(t.database.db, [
      { city: 'mumbai', title: 'Past its expiry', createdAt: now, expiresAt: new Date(now.getTime() - 1000) },
    ]);
  });
  afterAll(() => t.close());

  it('robots.txt allows the site, keeps crawlers out of private pages and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /messages');
    expect(response.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('indexes the pages sitemap and one job sitemap per id range, each at most the page size', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    const files = locs(index.body);
    expect(files[0]).toBe(`${TEST_ORIGIN}/sitemaps/pages.xml`);
    expect(index.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);

    const listed: string[] = [];
    for (const file of files.slice(1)) {
      const sitemap = await t.app.inject({ method: 'GET', url: file.replace(TEST_ORIGIN, '') });
      expect(sitemap.statusCode).toBe(200);
      const urls = locs(sitemap.body);
      expect(urls.length).toBeLessThanOrEqual(2);
      expect(sitemap.body.match(/<lastmod>/g)?.length).toBe(urls.length);
      listed.push(...urls);
    }
    expect(listed.sort()).toEqual(active.map((id) => `${TEST_ORIGIN}/job/${id}`).sort());
    expect(listed).not.toContain(`${TEST_ORIGIN}/job/${closed}`);
    expect(listed).not.toContain(`${TEST_ORIGIN}/job/${expired}`);
  });

  it('lists home, information, city and category pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    const urls = locs(response.body);
    for (const path of [
      '/',
      '/about',
      '/safety',
      '/cities',
      '/jobs/all',
      '/jobs/mumbai',
      '/jobs/austin',
      '/category/cooking',
    ]) {
      expect(urls).toContain(`${TEST_ORIGIN}${path}`);
    }
    expect(urls).not.toContain(`${TEST_ORIGIN}/messages`);
  });

  it("gives every page's address in each of the seven languages and without one (x-default)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = response.body
      .split('<url>')
      .find((url) => url.includes(`<loc>${TEST_ORIGIN}/jobs/mumbai</loc>`));
    const alternates = [...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    );
    expect(alternates).toEqual([
      ...['en', 'hi', 'es', 'ta', 'te', 'mr', 'bn'].map(
        (lang) => `${lang} ${TEST_ORIGIN}/jobs/mumbai?lang=${lang}`,
      ),
      `x-default ${TEST_ORIGIN}/jobs/mumbai`,
    ]);
  });

  it('answers 404 for a sitemap that is not one', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemaps/users.xml' });
    expect(response.statusCode).toBe(404);
  });
});
