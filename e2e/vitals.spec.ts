import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { VitalsSummary } from '../src/shared/api/vitals';
import { gotoApp } from './app-ready';
import { codeFromMailbox } from './mailbox';

/**
 * Field data (issue #22 item 5, decision 0022). The run's VITALS_SAMPLE_RATE is 0 (playwright.config.ts),
 * so no other spec's page reports; here one page view is made a sampled one by setting the rate to 1 in
 * the configuration the server wrote into the page, before the app reads it. Everything else is real: the
 * reporter chunk, web-vitals in Chromium, the beacon as the page goes, the endpoint and the moderator's
 * table. (Serving a changed page with page.route would not do: Chromium then treats the page as from
 * outside the local network and blocks its requests to localhost.)
 */
test.describe.configure({ mode: 'serial' });

/** Listed in MODERATOR_EMAILS (playwright.config.ts). */
const MODERATOR_EMAIL = 'vitals-moderator@example.com';
const PASSWORD = 'e2e-vitals-123';
const REPORTER_CHUNK = /\/assets\/vitals-[\w-]+\.js$/;
const isBeacon = (url: string, method: string) =>
  new URL(url).pathname === '/api/vitals' && method === 'POST';

async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(path, {
    data,
    headers: { origin: baseURL, 'x-forwarded-for': '10.13.1.1' },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
}

/** Resolves once the browser has run its idle callbacks queued so far (the reporter's load among them). */
async function afterLoadAndIdle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const base = baseURL ?? '';
  const api = await playwright.request.newContext({ baseURL });
  await post(api, base, '/api/accounts/sign-up', {
    name: 'Vani Moderator',
    emailOrPhone: MODERATOR_EMAIL,
    password: PASSWORD,
    country: 'IN',
  });
  const code = await codeFromMailbox(api, MODERATOR_EMAIL);
  await post(api, base, '/api/accounts/verify-email', { email: MODERATOR_EMAIL, code });
  await api.dispose();
});

test('a page view that is not sampled loads no reporter and sends nothing', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (REPORTER_CHUNK.test(request.url()) || isBeacon(request.url(), request.method())) {
      asked.push(request.url());
    }
  });
  await gotoApp(page, '/jobs/all');
  await afterLoadAndIdle(page);
  await page.getByRole('heading', { level: 1 }).click();
  await gotoApp(page, '/cities');
  await afterLoadAndIdle(page);
  expect(asked).toEqual([]);
});

/**
 * One sampled view of /jobs/all in a new tab: its configuration (read as the page starts) says every view
 * reports. Checks that the reporter came after the page had loaded, taps, then closes the tab, which hides
 * the page: the beacon goes then. (Playwright does not show requests a page sends as it goes, so the proof
 * is what the server kept. A same-site navigation in headless Chromium did not always tell the page it was
 * hidden, so the tab is closed: decision 0022.)
 */
async function sampledVisit(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    if (location.pathname !== '/jobs/all') return;
    const observer = new MutationObserver(() => {
      const config = document.getElementById('app-config');
      if (!config?.textContent.includes('"vitalsSampleRate":0')) return;
      config.textContent = config.textContent.replace('"vitalsSampleRate":0', '"vitalsSampleRate":1');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  // What the page did, in order: its load event, and each request for the reporter's chunks.
  const events: string[] = [];
  page.on('load', () => events.push('load'));
  page.on('request', (request) => {
    if (REPORTER_CHUNK.test(request.url())) events.push('reporter');
  });
  const reporter = page.waitForRequest((request) => REPORTER_CHUNK.test(request.url()));
  const response = await gotoApp(page, '/jobs/all');
  expect(await response?.text(), 'the server writes the run`s sample rate into the page').toContain(
    '"vitalsSampleRate":0',
  );
  await reporter;
  await afterLoadAndIdle(page);
  // The reporter was asked for after the page had loaded: never part of the first load.
  expect(events[0]).toBe('load');
  expect(events).toContain('reporter');
  // A tap, so the page has an interaction to report (INP). The browser times it once the next frame is
  // painted, and web-vitals takes it in when idle.
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_list, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: 'first-input', buffered: true }),
      ),
  );
  await afterLoadAndIdle(page);
  await page.close({ runBeforeUnload: true });
}

/** The moderators' figures for /jobs/all's page type, once they are there (a few seconds at most). */
async function jobsByCityFigures(request: APIRequestContext): Promise<VitalsSummary['pages'][number] | null> {
  for (let tries = 0; tries < 10; tries++) {
    const response = await request.get('/api/moderation/vitals');
    expect(response.status()).toBe(200);
    const summary = (await response.json()) as VitalsSummary;
    const row = summary.pages.find((entry) => entry.page === 'jobsByCity');
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}

test('a sampled page view reports its vitals as it is left; the moderator sees the p75 table', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const context = await browser.newContext({ baseURL });
  await post(context.request, base, '/api/accounts/sign-in', {
    emailOrPhone: MODERATOR_EMAIL,
    password: PASSWORD,
    country: 'IN',
  });

  // Headless Chromium now and then loses the beacon of a tab being closed (about 1 run in 8 here); then a
  // second sampled view reports. A reporter that never sends fails all three.
  let figures: VitalsSummary['pages'][number] | null = null;
  for (let visit = 1; visit <= 3 && !figures; visit++) {
    await sampledVisit(context);
    figures = await jobsByCityFigures(context.request);
  }
  // Every metric arrived. The tabs held a session cookie: a beacon without our Origin would have been
  // refused (403).
  expect(Object.keys(figures?.metrics ?? {}).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);

  // The moderator's table: the page type's row, with the p75 of each metric.
  const moderation = await context.newPage();
  await gotoApp(moderation, '/moderation');
  const table = moderation.getByRole('table', { name: /p75 per kind of page/ });
  const row = table.getByRole('row', { name: /^Jobs in a city\b/ });
  await expect(row).toBeVisible();
  const cells = await row.getByRole('cell').allTextContents();
  const rated = '(Good|Needs improvement|Poor)\\d+ visits?';
  expect(cells).toEqual([
    expect.stringMatching(new RegExp(`^[\\d.]+ s${rated}$`)),
    expect.stringMatching(new RegExp(`^[\\d,]+ ms${rated}$`)),
    expect.stringMatching(new RegExp(`^[\\d.]+${rated}$`)),
    expect.stringMatching(new RegExp(`^[\\d.]+ s${rated}$`)),
    expect.stringMatching(new RegExp(`^[\\d.]+ s${rated}$`)),
  ]);
  // Only the sampled views reported: no other page type has a row.
  await expect(table.getByRole('row')).toHaveCount(2);
  const results = await new AxeBuilder({ page: moderation })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('section[aria-labelledby="vitals-title"]')
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  // In Hindi.
  await gotoApp(moderation, '/moderation?lang=hi');
  await expect(
    moderation.getByRole('heading', { level: 2, name: 'लोगों के फ़ोन पर पेज की रफ़्तार' }),
  ).toBeVisible();
  await expect(moderation.getByRole('row', { name: /^शहर के काम/ })).toBeVisible();
  await context.close();
});
