import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../shared/categories';
import { en } from '../../shared/i18n';
import { home } from '../../shared/i18n/en-home';
import { job } from '../../shared/i18n/en-job';
import { post } from '../../shared/i18n/en-post';
import { createTestApp, jsonHeaders, minimalWebDir, type TestApp } from '../test/app';
import { insertJobs } from '../test/jobs';
import { createPoster } from '../test/phones';
import { createSignedInUser } from '../test/users';

// Server rendering (issue #10): every public page's HTML carries its content and data, rendered by the web
// app's own renderer (src/web/entry-server.tsx) inside the real server, with the API answering in-process.

const EVIL_TITLE = '</script><script>alert(1)</script>';
/** The test jobs' number (insertJobs: '98765 43210') in any spacing. */
const PHONE_DIGITS = /98765\D{0,3}43210/;

let t: TestApp;
let ids: { cook: number; guard: number; evil: number; closed: number; us: number };

interface RenderedPage {
  status: number;
  html: string;
  /** The visible text of the page content: tags dropped, entities of the escaped text decoded. */
  text: string;
  state: {
    url: string;
    country: string;
    countryKnown: boolean;
    phone: boolean;
    queries: { queries: unknown[] };
  } | null;
}

function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="app-state"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function render(
  url: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<RenderedPage> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
  const html = response.body;
  const stateJson = /<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    status: response.statusCode,
    html,
    text: visibleText(html),
    state: stateJson ? (JSON.parse(stateJson) as RenderedPage['state']) : null,
  };
}

/** A build manifest (dist/web/.vite/manifest.json): the home page's chunk and the chunk it imports. */
function webDirWithManifest(): string {
  const dir = minimalWebDir();
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'features/home/home-page.tsx': { file: 'assets/home-page-a1.js', imports: ['_job-card.js'] },
      '_job-card.js': { file: 'assets/job-card-b2.js' },
    }),
  );
  return dir;
}

beforeAll(async () => {
  t = await createTestApp({ webDir: webDirWithManifest(), serverRendering: true });
  const now = t.clock.now();
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const [cook, guard, evil, closed, us] = await insertJobs(t.database.db, [
    {
      city: 'mumbai',
      title: 'Cook for a family of four',
      category: 'cooking',
      dailySalary: 900,
      description: 'Lunch and dinner, North Indian food.',
      createdAt: minutesAgo(30),
    },
    { city: 'pune', title: 'Night guard for a shop', category: 'security-guard', createdAt: minutesAgo(20) },
    {
      city: 'mumbai',
      title: EVIL_TITLE,
      description: '<img src=x onerror=alert(2)>',
      createdAt: minutesAgo(10),
    },
    { city: 'mumbai', title: 'Closed cleaning job', status: 'closed', createdAt: minutesAgo(40) },
    { city: 'new-york', title: 'Mover for a Saturday', dailySalary: 150, createdAt: minutesAgo(5) },
  ]);
  ids = { cook: cook!, guard: guard!, evil: evil!, closed: closed!, us: us! };
});
afterAll(() => t.close());

describe('server-rendered public pages', () => {
  it('home: the newest jobs of the country are in the HTML, with the data handed to the browser', async () => {
    const page = await render('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Cook for a family of four');
    expect(page.text).toContain('Night guard for a shop');
    // India by default: the US job is not in an Indian visitor's list.
    expect(page.text).not.toContain('Mover for a Saturday');
    expect(page.html).toMatch(/<title>[^<]+<\/title>/);
    expect(page.state).toMatchObject({ url: '/', country: 'IN', countryKnown: false });
    expect(JSON.stringify(page.state?.queries)).toContain('Cook for a family of four');
  });

  it("the page's chunks are listed after its content for the loader, never fetched ahead of the first paint", async () => {
    const page = await render('/');
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).not.toMatch(/preload|<script[^>]*src=/);
    expect(page.html).not.toMatch(/<link[^>]*modulepreload/);
    const afterContent = page.html.slice(page.html.indexOf('<script id="app-config"'));
    const list = /<script id="page-modules" type="application\/json">([^<]*)<\/script>/.exec(
      afterContent,
    )?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual(['/assets/home-page-a1.js', '/assets/job-card-b2.js']);
  });

  it('a country cookie renders that country in its currency', async () => {
    const page = await render('/jobs/all', 'country=US');
    expect(page.text).toContain('Mover for a Saturday');
    expect(page.text).toContain('$150');
    expect(page.text).not.toContain('Cook for a family of four');
    expect(page.state).toMatchObject({ country: 'US', countryKnown: true });
  });

  it('/jobs/all: the count, every active job with pay and a Call link, not the closed one', async () => {
    const page = await render('/jobs/all');
    expect(page.status).toBe(200);
    expect(page.text).toContain('All Jobs');
    expect(page.text).toContain('3 jobs available');
    expect(page.text).toContain('Cook for a family of four');
    expect(page.text).toContain('₹900');
    expect(page.text).not.toContain('Closed cleaning job');
    // Call works before JavaScript through the reveal link; no number is in the list (issue #11 item 6).
    expect(page.html).toContain(`href="/job/${ids.cook}/call"`);
    expect(page.html).not.toContain('href="tel:');
    expect(page.html).not.toMatch(PHONE_DIGITS);
    expect(page.html).toContain(`href="/job/${ids.cook}"`);
    expect(page.html).toContain('<link rel="canonical" href="http://localhost:3000/jobs/all">');
  });

  it('search, filters and sort in the address are rendered as the browser would ask for them', async () => {
    const page = await render('/jobs/all?search=guard');
    expect(page.text).toContain('1 job found for "guard"');
    expect(page.text).toContain('Night guard for a shop');
    expect(page.text).not.toContain('Cook for a family of four');
  });

  it('a city page, a category page and a city and category page with its real figures', async () => {
    const city = await render('/jobs/mumbai');
    expect(city.text).toContain('Jobs in Mumbai');
    expect(city.text).toContain('Cook for a family of four');
    expect(city.html).toContain('"@type":"BreadcrumbList"');

    const category = await render('/category/cooking');
    expect(category.text).toContain('Cook for a family of four');
    expect(category.text).not.toContain('Night guard for a shop');

    const cityCategory = await render('/jobs/mumbai/cooking');
    expect(cityCategory.text).toContain('Cook for a family of four');
    expect(cityCategory.text).toContain('Active jobs 1');
    expect(cityCategory.text).toContain('₹900');
  });

  it('/cities and the information pages render their content', async () => {
    expect((await render('/cities')).text).toContain('Mumbai');
    for (const [path, heading] of [
      ['/about', 'About'],
      ['/how-it-works', 'How'],
      ['/safety', 'Safety'],
      ['/help', 'Help'],
      ['/contact', 'Contact'],
      ['/pricing', 'Pricing'],
      ['/privacy', 'Privacy'],
      ['/terms', 'Terms'],
    ] as const) {
      const page = await render(path);
      expect(page.status, path).toBe(200);
      expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1], path).toContain(heading);
    }
  });

  it('sign-in and sign-up render their forms', async () => {
    const login = await render('/login');
    expect(login.html).toMatch(/<form/);
    expect(login.html).toMatch(/type="password"/);
    const signup = await render('/signup');
    expect(signup.html).toMatch(/<form/);
  });

  it('a job page: the whole job, a Call link without the number, and its JobPosting data', async () => {
    const page = await render(`/job/${ids.cook}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Cook for a family of four');
    expect(page.text).toContain('Lunch and dinner, North Indian food.');
    expect(page.text).toContain('₹900');
    // Scrapers get no number from the page: not in its content, its head or the state handed to the browser.
    expect(page.html).toContain(`href="/job/${ids.cook}/call"`);
    expect(page.html).not.toContain('href="tel:');
    expect(page.html).not.toMatch(PHONE_DIGITS);
    expect(JSON.stringify(page.state)).not.toMatch(PHONE_DIGITS);
    expect(JSON.stringify(page.state)).toContain('"phone":null');
    expect(page.html).toContain('"@type":"JobPosting"');
    expect(page.html).toContain(`<link rel="canonical" href="http://localhost:3000/job/${ids.cook}">`);
  });

  it('a closed job answers 410 with its page; an unknown job and an unknown address answer 404', async () => {
    const closed = await render(`/job/${ids.closed}`);
    expect(closed.status).toBe(410);
    expect(closed.text).toContain('Closed cleaning job');

    const missing = await render('/job/999999');
    expect(missing.status).toBe(404);
    expect(missing.text).toMatch(/not found/i);

    const unknown = await render('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toMatch(/not found/i);
  });

  it('user text is escaped everywhere: page content, state and JSON-LD', async () => {
    for (const path of ['/jobs/mumbai', `/job/${ids.evil}`]) {
      const page = await render(path);
      expect(page.text, path).toContain(EVIL_TITLE);
      // Nothing a user wrote becomes markup: one </script> per script element, no injected element.
      expect(page.html, path).not.toContain('<script>alert(1)');
      expect(page.html, path).not.toContain('<img src=x');
      const scripts = page.html.match(/<script\b/g)?.length ?? 0;
      const scriptEnds = page.html.match(/<\/script>/g)?.length ?? 0;
      expect(scriptEnds, path).toBe(scripts);
      expect(page.state, path).not.toBeNull();
      expect(JSON.stringify(page.state?.queries)).toContain(EVIL_TITLE);
    }
    const job = await render(`/job/${ids.evil}`);
    expect(job.html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');
    // The JSON-LD parses back to the title exactly as written.
    const jsonLd = [
      ...job.html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1] ?? 'null') as { '@type'?: string; title?: string });
    expect(jsonLd.find((data) => data['@type'] === 'JobPosting')?.title).toBe(EVIL_TITLE);
  });

  it('a signed-in visitor gets the header of their account, and only they do', async () => {
    const user = await createSignedInUser(t.app, { name: 'Asha Verma' });
    const signedIn = await render('/jobs/all', user.cookie);
    expect(signedIn.text).toContain('Asha Verma');
    const signedOut = await render('/jobs/all');
    expect(signedOut.text).not.toContain('Asha Verma');
    expect(signedOut.text).toContain('Sign In');
  });

  it('a signed-in page hands the browser no session token, IP address or user agent', async () => {
    const user = await createSignedInUser(t.app, { name: 'Tara Token' });
    const browser = 'DailyWorkTestBrowser/7.3 (Linux; Android 11)';
    const address = '203.0.113.77';
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      remoteAddress: address,
      headers: { ...jsonHeaders(), 'user-agent': browser },
      payload: { emailOrPhone: user.email, password: user.password },
    });
    expect(signIn.statusCode).toBe(200);
    const sessionCookie = signIn.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    const token = decodeURIComponent(sessionCookie?.value ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(16);
    const cookie = `${sessionCookie?.name}=${sessionCookie?.value}`;
    const secrets = [token, address, browser];

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({
      user: {
        id: user.id,
        name: 'Tara Token',
        email: user.email,
        emailVerified: true,
        image: null,
        phone: null,
        locale: 'en',
        createdAt: expect.any(String),
      },
      session: { expiresAt: expect.any(String) },
    });
    for (const secret of secrets) expect(session.body).not.toContain(secret);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect([signedOut.statusCode, signedOut.json()]).toEqual([200, null]);

    for (const url of ['/jobs/all', '/profile']) {
      const page = await render(url, cookie, { 'user-agent': browser });
      const state = JSON.stringify(page.state);
      expect(state, url).toContain('Tara Token');
      expect(state, url).toContain('"expiresAt"'); // the session is in the state, only what the page shows
      for (const secret of secrets) expect(state, url).not.toContain(secret);
    }
  });

  it('a phone gets the phone layout from the server, so hydration does not change it', async () => {
    const phoneUserAgent =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/130.0.0.0 Mobile Safari/537.36';
    const phone = await render('/jobs/all', undefined, { 'user-agent': phoneUserAgent });
    expect(phone.state?.phone).toBe(true);
    const hinted = await render('/jobs/all', undefined, { 'sec-ch-ua-mobile': '?1' });
    expect(hinted.state?.phone).toBe(true);
    const desktop = await render('/jobs/all', undefined, { 'sec-ch-ua-mobile': '?0' });
    expect(desktop.state?.phone).toBe(false);
    // The desktop layout has the filter form beside the list; the phone layout opens it from a button.
    expect(desktop.html).toContain('aria-label="Filters"');
    expect(phone.html).not.toContain('aria-label="Filters"');
  });

  it('renders the chosen language: <html lang> and the texts, Hindi for a browser that prefers it', async () => {
    const hindi = await render('/', 'locale=hi');
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.html).toContain('भाषा बदलें');
    expect(hindi.html).not.toContain('Change the language');
    const english = await render('/', 'locale=xx');
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('Change the language');
    const prefersHindi = await render('/', undefined, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(prefersHindi.html).toContain('<html lang="hi">');
    const prefersEnglish = await render('/', undefined, { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' });
    expect(prefersEnglish.html).toContain('<html lang="en">');
    // The cookie (a choice made) beats the browser's languages.
    const chosen = await render('/', 'locale=en', { 'accept-language': 'hi-IN' });
    expect(chosen.html).toContain('<html lang="en">');
  });

  it('renders in Hindi the texts that load with their pages (home, post, job), not only the shell', async () => {
    expect((await render('/', 'locale=hi')).text).toContain('आपके पास रोज़ का काम');
    expect((await render('/post', 'locale=hi')).text).toContain(
      'काम पोस्ट करें: 2 आसान स्टेप में काम करने वाले ढूँढें - बिल्कुल मुफ़्त!',
    );
    const jobPage = await render(`/job/${ids.cook}`, 'locale=hi');
    expect(jobPage.text).toContain('काम के बारे में');
    expect(jobPage.text).not.toContain('Description');
  });

  it('?lang= renders that language, remembers it in the locale cookie, and beats an earlier choice', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/jobs/all?lang=hi',
      headers: { cookie: 'locale=en', 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="hi">');
    expect(response.body).toContain('भाषा बदलें');
    expect(String(response.headers['set-cookie'])).toMatch(/^locale=hi; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const english = await t.app.inject({ method: 'GET', url: '/?lang=en', headers: { cookie: 'locale=hi' } });
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers['set-cookie']).toBe(
      `locale=en; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`,
    );
    // Without ?lang= (or with a language the app does not speak) nothing is set.
    const plain = await t.app.inject({ method: 'GET', url: '/?lang=fr', headers: { cookie: 'locale=hi' } });
    expect(plain.body).toContain('<html lang="hi">');
    expect(plain.headers['set-cookie']).toBeUndefined();
  });

  it('every page names its address in each language: hreflang en, hi and x-default, absolute', async () => {
    const origin = 'http://localhost:3000';
    for (const [url, path] of [
      ['/', '/'],
      ['/jobs/all?sort=pay', '/jobs/all'],
      [`/job/${ids.cook}?lang=hi`, `/job/${ids.cook}`],
      ['/about', '/about'],
    ] as const) {
      const { html } = await render(url);
      const href = (lang: string) =>
        new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]*)">`).exec(html)?.[1];
      expect(href('en'), url).toBe(`${origin}${path}?lang=en`);
      expect(href('hi'), url).toBe(`${origin}${path}?lang=hi`);
      expect(href('x-default'), url).toBe(`${origin}${path}`);
      // The canonical address stays the page's own, without a language.
      expect(html, url).toContain(`<link rel="canonical" href="${origin}${path}">`);
    }
  });
});

/**
 * Every English text of the app shell, of the areas loading with the pages checked here (home, post, job)
 * and the category names, in pieces of two words or more (no placeholders, tags).
 */
function englishPhrases(): string[] {
  const pieces = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      for (const piece of value.split(/\{\{[^}]*\}\}|<\/?\w+>|[.:!?]\s/)) {
        const phrase = piece.trim();
        if (/^[A-Za-z][A-Za-z' ,-]*[A-Za-z]$/.test(phrase) && phrase.split(' ').length >= 2)
          pieces.add(phrase);
      }
    } else if (value && typeof value === 'object') {
      for (const child of Object.values(value)) walk(child);
    }
  };
  walk([en, home, post, job, CATEGORIES.map((category) => category.label)]);
  return [...pieces];
}

describe('the seven languages (issue #27)', () => {
  it("names cities and states in the language's script: headings, head titles, job cards and job pages", async () => {
    const chennai = await render('/jobs/chennai?lang=ta');
    expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(chennai.html)?.[1]).toContain('சென்னை');
    expect(/<title>([\s\S]*?)<\/title>/.exec(chennai.html)?.[1]).toContain('சென்னை');
    expect(chennai.text).not.toContain('Chennai');

    const mumbaiJobs = await render('/jobs/mumbai?lang=hi');
    expect(mumbaiJobs.text).toContain('Cook for a family of four');
    expect(mumbaiJobs.text).toContain('मुंबई, महाराष्ट्र');
    expect(mumbaiJobs.text).not.toContain('Mumbai, Maharashtra');
    const job = await render(`/job/${ids.cook}?lang=hi`);
    expect(job.text).toContain('मुंबई, महाराष्ट्र');
    expect(/<title>([\s\S]*?)<\/title>/.exec(job.html)?.[1]).toContain('मुंबई');

    // English keeps the built-in list's names; a US city has no Hindi name and keeps its own.
    expect((await render('/jobs/mumbai?lang=en')).text).toContain('Mumbai, Maharashtra');
    expect((await render(`/job/${ids.us}?lang=hi`)).text).toContain('New York, New York');
    // The stored job is not changed: the data handed to the browser keeps its location text.
    expect(job.html).toContain('"location":"Mumbai, Maharashtra"');
  });

  it.each(['hi', 'es', 'ta', 'te', 'mr', 'bn'])(
    'renders the main pages in %s: <html lang>, hreflang for every language, no English text of the app left',
    async (lang) => {
      const phrases = englishPhrases();
      for (const path of ['/', '/jobs/all', '/jobs/mumbai', '/cities', '/post', `/job/${ids.cook}`]) {
        const english = await render(`${path}${path.includes('?') ? '&' : '?'}lang=en`);
        const translated = await render(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        expect(translated.html, path).toContain(`<html lang="${lang}">`);
        for (const other of ['en', 'hi', 'es', 'ta', 'te', 'mr', 'bn', 'x-default']) {
          expect(translated.html, `${path} hreflang ${other}`).toContain(`hreflang="${other}"`);
        }
        const shown = phrases.filter((phrase) => english.text.includes(phrase));
        // The check would catch something: the English page shows many of the app's own phrases.
        expect(shown.length, path).toBeGreaterThan(3);
        expect(
          shown.filter((phrase) => translated.text.includes(phrase)),
          `${path} in ${lang}`,
        ).toEqual([]);
      }
    },
  );
});

// Last: it adds a job other tests would count.
describe('verified employers (issue #24)', () => {
  it('the job page and the job card show "Phone verified" and the poster\'s member-since month', async () => {
    const poster = await createPoster(t.app, { name: 'Verma Verified' });
    const since = new Date(t.clock.now().getTime() - 30 * 24 * 60 * 60_000);
    const [id] = await insertJobs(t.database.db, [
      { city: 'jaipur', title: 'Tile fixer for a new house', userId: poster.id, createdAt: t.clock.now() },
    ]);
    const month = since.toLocaleDateString('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const jobPage = await render(`/job/${id}`);
    expect(jobPage.text).toContain('Phone verified');
    expect(jobPage.text).toContain(`Member since ${month}`);
    const list = await render('/jobs/jaipur');
    expect(list.text).toContain('Tile fixer for a new house');
    expect(list.text).toContain('Phone verified');
    expect(list.text).toContain(`Member since ${month}`);
    // A job whose number its poster never verified says nothing of the kind.
    const plain = await render(`/job/${ids.guard}`);
    expect(plain.text).not.toContain('Phone verified');
  });
});
