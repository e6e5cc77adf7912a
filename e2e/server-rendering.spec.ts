import { expect, test, type Page } from '@playwright/test';
import { appReady } from './app-ready';

// Public pages arrive rendered (issue #10): readable and callable before any JavaScript runs, and taken
// over by the browser without asking the API again for what the page already shows.

/** Records the page's errors and its API requests from now on. */
function watch(page: Page) {
  const errors: string[] = [];
  const apiRequests: string[] = [];
  page.on('console', (message) => {
    // A 404 page's own status is reported as a failed resource load: that is the page, not an error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      apiRequests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return { errors, apiRequests };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the job list, opens a job by its link and can tap Call', async ({
    page,
    request,
  }) => {
    await page.goto('/jobs/all');
    await expect(page.getByRole('heading', { level: 1, name: 'All Jobs' })).toBeVisible();
    await expect(page.getByText(/^\d+ jobs available$/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(20);
    // A demo job: other specs running at the same time post jobs and have moderators remove them.
    const cards = page.getByRole('article').filter({ hasText: 'Sample job' });
    const firstTitle = (await cards.first().getByRole('heading').textContent()) ?? '';
    expect(firstTitle).not.toBe('');
    // Call goes through the server, which answers with the dialer's tel: address; no number is in the page.
    await expect(cards.first().getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      /^\/job\/\d+\/call$/,
    );
    expect(await page.content()).not.toContain('tel:');

    await cards.first().getByRole('link', { name: firstTitle }).click();
    await expect(page).toHaveURL(/\/job\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    const call = page.getByRole('link', { name: 'Call' }).first();
    await expect(call).toHaveAttribute('href', /^\/job\/\d+\/call$/);
    const href = (await call.getAttribute('href')) as string;
    const redirect = await request.get(href, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toMatch(/^tel:\+?\d+$/);
    // Tapped: the browser follows the same redirect to the dialer and the page stays.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === href),
      call.click(),
    ]);
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toMatch(/^tel:\+?\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();

    await page.goto('/jobs/mumbai');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs in Mumbai' })).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('Mumbai');
  });
});

test.describe('hydration', () => {
  for (const path of ['/', '/jobs/all', '/jobs/mumbai/cooking', '/cities', '/about', '/login']) {
    test(`${path} is taken over with no errors and no API request for what it shows`, async ({ page }) => {
      const { errors, apiRequests } = watch(page);
      await page.goto(path);
      await appReady(page);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(apiRequests).toEqual([]);
    });
  }

  test('a job page hydrates without asking again, then works like the app', async ({ page }) => {
    await page.goto('/jobs/all');
    const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/job\/\d+$/);

    const { errors, apiRequests } = watch(page);
    await page.goto(href as string);
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(apiRequests).toEqual([]);

    // After hydration the links navigate inside the app: the list loads through the API.
    await page.getByRole('link', { name: 'See all jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\/all$/);
    await expect(page.getByRole('article')).toHaveCount(20);
    expect(apiRequests.some((request) => request.startsWith('GET /api/jobs?'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the list filters work after hydration', async ({ page }) => {
    const { errors } = watch(page);
    await page.goto('/jobs/all');
    await appReady(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Highest Salary First' });
    await expect(page).toHaveURL(/sort=pay-desc/);
    const pays = () =>
      page
        .getByRole('article')
        .evaluateAll((cards) =>
          cards.map((card) => Number((/[₹$]([\d,]+)/.exec(card.textContent)?.[1] ?? '0').replace(/,/g, ''))),
        );
    await expect
      .poll(async () => {
        const shown = await pays();
        return shown.length > 1 && shown.every((pay, index) => index === 0 || pay <= (shown[index - 1] ?? 0));
      })
      .toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('a language by address', () => {
  test('?lang=hi renders Hindi and is remembered; every page names its address in all seven languages', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/jobs/all?lang=hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'सारे काम' })).toBeVisible();
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    expect(alternates).toEqual([
      ...['en', 'hi', 'es', 'ta', 'te', 'mr', 'bn'].map((lang) => [lang, `${baseURL}/jobs/all?lang=${lang}`]),
      ['x-default', `${baseURL}/jobs/all`],
    ]);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/jobs/all`);

    // The choice is kept (the locale cookie): the next page the server renders is Hindi too.
    await page.goto('/cities');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.goto('/cities?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/jobs/all');
    await expect(page.getByRole('heading', { level: 1, name: 'All Jobs' })).toBeVisible();
  });
});
