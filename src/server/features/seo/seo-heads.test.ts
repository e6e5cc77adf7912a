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

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, html: response.body };
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const crumbNames = (html: string) =>
  (
    jsonLd(html).find((data) => data['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    }
  ).itemListElement.map((item) => item.name);
const HINDI = { cookie: 'locale=hi' };

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
    expect(title(html)).toBe('Category not found | DailyWork');
  });

  it('English heads keep their texts: category titles and descriptions, the 404 of an unknown path', async () => {
    const category = await page('/category/cooking');
    expect(title(category.html)).toBe('Cooking Jobs | DailyWork');
    expect(meta(category.html, 'description')).toBe(
      'Daily-wage cooking jobs near you. Call employers directly; posting jobs on DailyWork is free.',
    );
    const inCity = await page('/jobs/pune/cooking');
    expect(title(inCity.html)).toBe('Cooking Jobs in Pune | DailyWork');
    expect(meta(inCity.html, 'description')).toBe(
      'Daily-wage cooking jobs in Pune. Call employers directly on DailyWork.',
    );
    const cities = await page('/cities');
    expect(title(cities.html)).toBe('Find Jobs in Your City | DailyWork');
    const post = await page('/post');
    expect(title(post.html)).toBe('Post a Job for free | DailyWork');
    expect(meta(post.html, 'description')).toBe(
      'Post a daily-wage job in 2 simple steps, free. Workers near you call or message you directly.',
    );
    const missing = await page('/no/such/page');
    expect(missing.status).toBe(404);
    expect(title(missing.html)).toBe('Page not found | DailyWork');
  });

  it('information pages have their own title and lead as the description', async () => {
    const { html } = await page('/safety');
    expect(html).toContain('<title>Safety Tips | DailyWork</title>');
    expect(meta(html, 'description')).toMatch(/^Most people on DailyWork are honest/);
    const contact = await page('/contact');
    expect(meta(contact.html, 'description')).toMatch(/within \d+ hours/);
  });

  it('in Hindi (the locale cookie), home, cities and the 404 heads are Hindi', async () => {
    const home = await page('/', HINDI);
    expect(home.html).toContain('<html lang="hi">');
    expect(title(home.html)).toBe('DailyWork: आपके पास रोज़ का काम');
    expect(meta(home.html, 'description')).toBe(
      'भारत और अमेरिका में रोज़ के पैसे वाला काम ढूँढें या अपने पास काम करने वाले ढूँढें। DailyWork पर काम पोस्ट करना मुफ़्त है।',
    );
    expect(meta(home.html, 'og:title')).toBe('DailyWork: आपके पास रोज़ का काम');
    const cities = await page('/cities', HINDI);
    expect(title(cities.html)).toBe('अपने शहर में काम ढूँढें | DailyWork');
    expect(crumbNames(cities.html)).toEqual(['होम', 'शहर']);
    const missing = await page('/no/such/page', HINDI);
    expect(missing.status).toBe(404);
    expect(title(missing.html)).toBe('पेज नहीं मिला | DailyWork');
    const category = await page('/category/astronauts', HINDI);
    expect(category.status).toBe(404);
    expect(title(category.html)).toBe('यह काम का प्रकार नहीं मिला | DailyWork');
  });

  it('in Hindi, a category page names the category in Hindi, in its title, description and breadcrumbs', async () => {
    const category = await page('/category/cooking', HINDI);
    expect(category.status).toBe(200);
    expect(title(category.html)).toBe('काम: खाना बनाना | DailyWork');
    expect(meta(category.html, 'description')).toBe(
      'आपके पास रोज़ के पैसे वाले काम: खाना बनाना। काम देने वाले को सीधे कॉल करें; DailyWork पर काम पोस्ट करना मुफ़्त है।',
    );
    expect(crumbNames(category.html)).toEqual(['होम', 'सारे काम', 'काम: खाना बनाना']);
    // The canonical address stays the page's own.
    expect(category.html).toContain(`<link rel="canonical" href="${ORIGIN}/category/cooking">`);

    // The city in Hindi's script (the built-in list's name where Hindi has none).
    const inCity = await page('/jobs/pune/cooking', HINDI);
    expect(title(inCity.html)).toBe('पुणे में काम: खाना बनाना | DailyWork');
    expect(meta(inCity.html, 'description')).toBe(
      'पुणे में रोज़ के पैसे वाले काम: खाना बनाना। DailyWork पर काम देने वाले को सीधे कॉल करें।',
    );
    expect(crumbNames(inCity.html)).toEqual(['होम', 'पुणे में काम', 'पुणे में काम: खाना बनाना']);
  });

  it('?lang=hi and a browser that prefers Hindi get the Hindi head too; ?lang=en beats the cookie', async () => {
    expect(title((await page('/category/cooking?lang=hi')).html)).toBe('काम: खाना बनाना | DailyWork');
    const browser = await page('/category/cooking', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' });
    expect(title(browser.html)).toBe('काम: खाना बनाना | DailyWork');
    const english = await page('/category/cooking?lang=en', HINDI);
    expect(title(english.html)).toBe('Cooking Jobs | DailyWork');
  });

  it('in Hindi, information pages, posting and the assistant have Hindi heads', async () => {
    const safety = await page('/safety', HINDI);
    expect(title(safety.html)).toBe('सुरक्षा के टिप्स | DailyWork');
    expect(meta(safety.html, 'description')).toMatch(/\p{Script=Devanagari}/u);
    expect(meta(safety.html, 'description')).not.toMatch(/Most people/);
    const contact = await page('/contact', HINDI);
    // The reply time in Hindi too ("24 घंटे में"), not "24 hours".
    expect(meta(contact.html, 'description')).toMatch(/\d+ घंटे में/);
    const post = await page('/post', HINDI);
    expect(title(post.html)).toBe('मुफ़्त में काम पोस्ट करें | DailyWork');
    const assistant = await page('/ai-assistant', HINDI);
    expect(title(assistant.html)).toBe('AI असिस्टेंट | DailyWork');
    expect(meta(assistant.html, 'description')).toBe(
      'लिखकर या बोलकर काम ढूँढें या काम पोस्ट करें, हिन्दी या English में।',
    );
  });

  it('private pages have a plain title in the page language', async () => {
    const cases: [string, string, string][] = [
      ['/messages', 'Messages | DailyWork', 'मैसेज | DailyWork'],
      ['/unsubscribe', 'Email settings | DailyWork', 'ईमेल सेटिंग्स | DailyWork'],
      ['/notifications', 'Notifications | DailyWork', 'सूचनाएँ | DailyWork'],
    ];
    for (const [url, english, hindi] of cases) {
      expect(title((await page(url)).html), url).toBe(english);
      expect(title((await page(url, HINDI)).html), url).toBe(hindi);
    }
  });

  it('other pages get a canonical URL of their own path, without the query', async () => {
    const { html } = await page('/about?ref=ad');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about">`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/about`);
  });
});
