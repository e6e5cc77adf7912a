import { expect, test, type Page } from '@playwright/test';
import { gotoApp, reloadApp } from './app-ready';
import { dialled, stopDialer } from './dialer';

const OFFLINE_NOTICE = 'You are offline. Showing jobs saved on this phone.';

/** Waits until the service worker is active and controls the page (the first visit installs it). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) await reloadApp(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test.describe('offline', () => {
  test('the job list and a job page seen before open offline, with the notice and Call for a number seen before', async ({
    page,
    context,
  }) => {
    const cards = page.getByRole('article');
    await stopDialer(page);
    await gotoApp(page, '/jobs/all');
    await expect(cards).toHaveCount(20);
    await waitForServiceWorker(page);

    // A visit with the worker in control saves the page, the list and the job opened from it.
    await reloadApp(page);
    await expect(cards).toHaveCount(20);
    const titles = await cards.getByRole('heading').allTextContents();
    const firstTitle = titles[0] as string;
    await cards.first().getByRole('link', { name: firstTitle }).click();
    await expect(page).toHaveURL(/\/job\/\d+$/);
    const jobUrl = new URL(page.url()).pathname;
    const heading = page.getByRole('heading', { level: 1, name: firstTitle });
    await expect(heading).toBeVisible();
    // Call shows the number on tap (the page carries none) and the browser remembers it.
    const call = page.getByRole('link', { name: /^Call\b/ }).first();
    await expect(call).toHaveAttribute('href', /^\/job\/\d+\/call$/);
    await call.click();
    await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
    const phone = await call.getAttribute('href');
    expect(await dialled(page)).toEqual([phone]);
    await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();

    // The connection drops on an open page: the notice says so at once.
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    // Nothing reaches the server now, not even the worker's own requests.
    const reachable = await page.evaluate(() =>
      fetch('/api/jobs/999999999').then(
        () => true,
        () => false,
      ),
    );
    expect(reachable).toBe(false);

    // Opened again offline: the saved page shows the saved list.
    await gotoApp(page, '/jobs/all');
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
    await expect(cards).toHaveCount(20);
    expect(await cards.getByRole('heading').allTextContents()).toEqual(titles);

    // The job seen before, from the list and by its address (it was never opened as a page itself).
    await cards.first().getByRole('link', { name: firstTitle }).click();
    await expect(heading).toBeVisible();
    await gotoApp(page, jobUrl);
    await expect(heading).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    // Call works offline for a number shown before: no request, the remembered number.
    const offlineCall = page.getByRole('link', { name: /^Call\b/ }).first();
    await offlineCall.click();
    await expect(offlineCall).toHaveAttribute('href', phone as string);
    expect(await dialled(page)).toEqual([phone]);

    // Back online: the notice goes.
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  });

  test('the service worker never saves sign-in, account or message requests', async ({ page }) => {
    await gotoApp(page, '/jobs/all');
    await expect(page.getByRole('article')).toHaveCount(20);
    await waitForServiceWorker(page);
    await reloadApp(page);
    await expect(page.getByRole('article')).toHaveCount(20);
    // The page arrived rendered; a list the app asks for (here directly) is saved.
    // Requests the worker must leave alone (a signed-out visitor gets 401s; nothing is stored either way).
    await page.evaluate(async () => {
      await Promise.all(
        [
          '/api/jobs?country=IN&sort=pay-desc',
          '/api/accounts/me',
          '/api/conversations',
          '/api/me/unread',
          '/api/me/jobs',
        ].map((url) => fetch(url).catch(() => undefined)),
      );
    });
    const savedPaths = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
    // The worker answers the fetch first and stores its copy just after (Workbox's cachePut in waitUntil).
    await expect.poll(savedPaths).toContain('/api/jobs');
    const saved = await savedPaths();
    expect(saved).toContain('/jobs/all');
    expect(saved.filter((path) => path.startsWith('/api/') && path !== '/api/jobs')).toEqual([]);
  });
});
