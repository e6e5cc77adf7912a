import type { Page, Response } from '@playwright/test';

/**
 * Waits until the app has taken over the page (`data-app-ready` on <html>, set by the root layout). A
 * server-rendered page shows its controls before its JavaScript runs; a tap before that does nothing.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** page.goto, then waits until the app has taken the page over. */
export async function gotoApp(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await appReady(page);
  return response;
}

/** page.reload, then waits until the app has taken the page over. */
export async function reloadApp(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await appReady(page);
  return response;
}
