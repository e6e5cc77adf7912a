import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, minimalWebDir, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDir: minimalWebDir() });
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:3000';

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body };
}

describe('page heads for crawlers and link previews', () => {
  it('home: canonical, Open Graph and Twitter card with the share image, Organization and WebSite data', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/og/share.png`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('DailyWork: daily work near you');
    expect(meta(html, 'twitter:description')).toMatch(/^Find daily-wage work/);
    const types = jsonLd(html).map((data) => data['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    expect(jsonLd(html)[1]).toMatchObject({
      potentialAction: { target: `${ORIGIN}/jobs/all?search={search_term_string}` },
    });
  });

  it('list pages carry a BreadcrumbList and their own canonical URL', async () => {
    const cases: [string, string, string[]][] = [
      ['/cities', `${ORIGIN}/cities`, ['Home', 'Cities']],
      ['/category/COOKING', `${ORIGIN}/category/cooking`, ['Home', 'All Jobs', 'Cooking Jobs']],
      ['/jobs/pune/cooking', `${ORIGIN}/jobs/pune/cooking`, ['Home', 'Jobs in Pune', 'Cooking Jobs in Pune']],
      ['/jobs/mumbai', `${ORIGIN}/jobs/mumbai`, ['Home', 'Jobs in Mumbai']],
    ];
    for (const [url, canonical, trail] of cases) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toContain(`<link rel="canonical" href="${canonical}">`);
      const crumbs = jsonLd(html).find((data) => data['@type'] === 'BreadcrumbList') as {
        itemListElement: { name: string; position: number }[];
      };
      expect(
        crumbs.itemListElement.map((item) => item.name),
        url,
      ).toEqual(trail);
      expect(
        jsonLd(html).some((data) => data['@type'] === 'JobPosting'),
        url,
      ).toBe(false);
    }
  });

  it('an unknown category is a 404 that crawlers skip', async () => {
    const { status, html } = await page('/category/astronauts');
    expect(status).toBe(404);
    expect(meta(html, 'robots')).toBe('noindex');
  });

  it('information pages have their own title and lead as the description', async () => {
    const { html } = await page('/safety');
    expect(html).toContain('<title>Safety Tips | DailyWork</title>');
    expect(meta(html, 'description')).toMatch(/^Most people on DailyWork are honest/);
    const contact = await page('/contact');
    expect(meta(contact.html, 'description')).toMatch(/within \d+ hours/);
  });

  it('other pages get a canonical URL of their own path, without the query', async () => {
    const { html } = await page('/about?ref=ad');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about">`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/about`);
  });
});
