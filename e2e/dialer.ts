import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __dialled?: string[];
  }
}

/**
 * Stops tel: navigations in this page (every document it opens) and records them instead. Chromium
 * without a dialer leaves a tel: navigation pending, and in-app links of the next document then stop
 * working; a phone hands the address to its dialer and the page stays as it was.
 */
export async function stopDialer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__dialled = [];
    // On window, so the app's own click handlers (React's, on its root) have run first.
    window.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
      if (!link || event.defaultPrevented) return;
      window.__dialled?.push(link.getAttribute('href') ?? '');
      event.preventDefault();
    });
  });
}

/** The tel: addresses the page tried to open since its document loaded. */
export function dialled(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__dialled ?? []);
}
