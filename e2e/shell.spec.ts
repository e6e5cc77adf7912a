import { expect, test } from '@playwright/test';
import { gotoApp, reloadApp } from './app-ready';

test.describe('web shell', () => {
  test('home renders with header and footer', async ({ page }) => {
    await gotoApp(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily work near you' })).toBeVisible();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'DailyWork home' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Your city' })).toBeVisible();
    await expect(header.getByRole('searchbox', { name: 'Search jobs' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const name of [
      'About Us',
      'How It Works',
      'Pricing',
      'Safety Tips',
      'Help Center',
      'Contact Us',
      'Privacy Policy',
      'Terms of Service',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle('DailyWork: daily work near you');
  });

  test("the home page's JavaScript carries no forms library, validation library or auth client", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await gotoApp(page, '/');
    await expect(page.getByRole('heading', { name: 'Popular Job Categories' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(2);
    const home = bodies.join('\n');
    expect(home).not.toContain('ZodError'); // zod
    expect(home).not.toContain('handleSubmit'); // react-hook-form
    expect(home).not.toContain('signInEmail'); // an auth client
    // The same markers are there once a form page loads: the check above can fail.
    await gotoApp(page, '/contact');
    await expect(page.getByRole('button', { name: /send/i })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const withForms = (await Promise.all(scripts)).join('\n');
    expect(withForms).toContain('handleSubmit');
    expect(withForms).toContain('ZodError');
  });

  test('choosing Mumbai in the header city box goes to /jobs/mumbai', async ({ page }) => {
    await gotoApp(page, '/');
    const city = page.getByRole('banner').getByRole('combobox', { name: 'Your city' });
    await city.fill('Mumbai');
    await page.getByRole('option', { name: /^Mumbai/ }).click();
    await expect(page).toHaveURL(/\/jobs\/mumbai$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs in Mumbai' })).toBeVisible();
  });

  test('on a phone the city box is in the menu, and Enter goes to the city', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await gotoApp(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const city = page.getByRole('combobox', { name: 'Your city' }).locator('visible=true');
    await city.fill('mumbai');
    await expect(page.getByRole('option').locator('visible=true')).toHaveCount(2);
    await city.press('Enter');
    await expect(page).toHaveURL(/\/jobs\/mumbai$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('an unknown route shows "Oops! Page not found" with HTTP status 404', async ({ page }) => {
    const response = await gotoApp(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily work near you' })).toBeVisible();
  });

  test('the chosen theme persists across a reload, applied before the app code runs', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoApp(page, '/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/\bdark\b/);

    await reloadApp(page);
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    // With the app's JavaScript blocked, only the inline script in index.html can set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.unroute('**/assets/*.js');

    await reloadApp(page);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await reloadApp(page);
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('a new page starts at the top and Back restores the scroll position', async ({ page }) => {
    await gotoApp(page, '/');
    const link = page.getByRole('link', { name: "View All Today's Jobs" });
    await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);

    await link.click();
    await expect(page).toHaveURL(/\/jobs\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Jobs' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily work near you' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
