import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { appReady } from './app-ready';
import { confirmPhoneSignUp } from './mailbox';

/**
 * Every language at 360 px (issue #27): the main pages and a signed-in page in Spanish, Tamil, Telugu,
 * Marathi and Bengali (English and Hindi: a11y.spec.ts) have no axe violations (WCAG 2.0/2.1 A and AA, and
 * label-in-name, WCAG 2.5.3), no text clipped or wider than its box and nothing wider than the screen.
 * Each page's screenshot is attached to the test's report, to look at.
 */

const LANGUAGES = ['es', 'ta', 'te', 'mr', 'bn'] as const;
const PAGES = ['/', '/jobs/all', '/cities', '/post', '/about'];

/** Texts that do not fit their box: clipped (overflow hidden) or spilling out, except those cut on purpose. */
async function overflowingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!hasText || element.closest('[hidden], details:not([open]) > :not(summary), .sr-only')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      // Cut on purpose, with an ellipsis or a line clamp: long user-written titles and descriptions.
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        problems.push(
          `"${element.textContent.trim().slice(0, 40)}" ${element.scrollWidth}px in ${element.clientWidth}px`,
        );
      }
    }
    return problems;
  });
}

async function check(page: Page, label: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await test
    .info()
    .attach(`${label}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  expect(await overflowingTexts(page), `${label}: text that does not fit`).toEqual([]);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `${label}: axe`).toEqual([]);
}

test.use({ viewport: { width: 360, height: 780 } });

for (const lang of LANGUAGES) {
  test(`${lang} at 360 px: the main pages and settings signed in read whole, with no axe violations`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of PAGES) {
      await page.goto(`${path}?lang=${lang}`);
      await appReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await check(page, `${lang}${path.replace(/\//g, '-')}`);
    }
    // A job page, from the list.
    const href = await page
      .goto(`/jobs/all?lang=${lang}`)
      .then(() =>
        page.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href'),
      );
    await page.goto(href ?? '/');
    await appReady(page);
    await check(page, `${lang}-job`);

    // Signed in: the header's account menu and the settings page.
    const headers = { origin: baseURL ?? '', 'x-forwarded-for': `10.27.${LANGUAGES.indexOf(lang)}.1` };
    const account = {
      emailOrPhone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      password: 'e2e-languages-123',
      country: 'IN',
    };
    const signUp = await context.request.post('/api/accounts/sign-up', {
      data: { ...account, name: 'Lakshmi Devi' },
      headers,
    });
    await confirmPhoneSignUp(context.request, signUp, account, headers);
    await page.goto(`/settings?lang=${lang}`);
    await appReady(page);
    await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible();
    await check(page, `${lang}-settings`);
    await context.close();
  });
}
