import { expect, test } from '@playwright/test';
import { gotoApp, reloadApp } from './app-ready';

// Hindi (issue #13): the header's switch turns the app to Hindi; the choice survives a reload and the
// server renders the next page in it. A browser that prefers Hindi gets Hindi from the start.

test('switch to Hindi: the header and a job list turn Hindi, survive a reload and come from the server', async ({
  page,
}) => {
  await gotoApp(page, '/jobs/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All Jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'हिंदी' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'सारे काम' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'साइन इन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // Category names on the cards are Hindi too (cooking: "खाना बनाना").
  await expect(page.getByRole('article').getByText('खाना बनाना').first()).toBeVisible();

  await reloadApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'सारे काम' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();

  // The next request's HTML is already Hindi: the server read the cookie.
  const html = await (await page.request.get('/jobs/all')).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('सारे काम');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Jobs' })).toBeVisible();
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets Hindi without choosing', async ({ page }) => {
    await gotoApp(page, '/jobs/all');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'सारे काम' })).toBeVisible();
  });
});
