import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmPhoneSignUp } from './mailbox';
import { gotoApp } from './app-ready';

/**
 * Keyboard only (issue #13): the skip link, a visible focus indicator on every control reached with Tab,
 * dialogs that keep the focus inside and give it back to their opener, and a whole errand without a
 * mouse: sign in through the sign-in modal, post a job, see it posted. No click in this file.
 */

const PASSWORD = 'e2e-keyboard-123';
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** What the focused element shows as its focus indicator: an outline or a ring (box-shadow), or null. */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    // Tab also stops on the picker button inside a date or time field, where the field itself no longer
    // matches :focus; the browser draws its own ring around that button.
    if (element.matches('input:is([type="date"], [type="time"])') && !element.matches(':focus')) {
      return { label: 'the picker of a date or time field', visible: true };
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    const label = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40);
    return { label: label || element.tagName.toLowerCase(), visible: outline || ring };
  });
}

/**
 * Presses Tab until `target` has the focus (at most `max` times); every control passed on the way must
 * show a focus indicator.
 */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const indicator = await focusIndicator(page);
    if (indicator) expect(indicator.visible, `focus indicator on "${indicator.label}"`).toBe(true);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

test('the skip link is the first Tab stop and Enter moves the focus to the main content', async ({
  page,
}) => {
  await gotoApp(page, '/jobs/pune');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  // It shows itself when focused (it is visually hidden otherwise).
  const box = await skip.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(40);
  expect(box?.height ?? 0).toBeGreaterThan(20);
  expect((await focusIndicator(page))?.visible).toBe(true);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab starts inside the page's content, not at the header again.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
  expect(inMain).toBe(true);
});

test('dialogs keep the focus inside while open and give it back to their opener', async ({ page }) => {
  await gotoApp(page, '/jobs/pune');
  const banner = page.getByRole('banner');

  // The sign-in modal.
  const signIn = banner.getByRole('button', { name: 'Sign In', exact: true });
  await tabTo(page, signIn);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByLabel('Email or Phone')).toBeVisible();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'outside the page';
      return active.closest('dialog[open]') ? 'dialog' : `page: ${active.outerHTML.slice(0, 80)}`;
    });
    expect(['dialog', 'outside the page']).toContain(where);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signIn).toBeFocused();

  // The filters sheet on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  const filters = page.getByRole('button', { name: 'Filters' });
  await tabTo(page, filters, 80);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () =>
        document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog[open]')),
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();
});

test('keyboard only: sign in through the modal, post a job and see it posted', async ({
  page,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  const phone = randomMobile();
  const api = await playwright.request.newContext({ baseURL });
  const created = await api.post('/api/accounts/sign-up', {
    data: { name: 'Kavya Keys', emailOrPhone: phone, password: PASSWORD, country: 'IN' },
    headers: { origin: baseURL ?? '', 'x-forwarded-for': '10.14.1.1' },
  });
  await confirmPhoneSignUp(
    api,
    created,
    { emailOrPhone: phone, password: PASSWORD },
    { origin: baseURL ?? '', 'x-forwarded-for': '10.14.1.1' },
  );
  await api.dispose();

  // Sign in: Tab to the header's Sign In, Enter, type, Enter.
  await gotoApp(page, '/post');
  const banner = page.getByRole('banner');
  await tabTo(page, banner.getByRole('button', { name: 'Sign In', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await tabTo(page, dialog.getByLabel('Email or Phone'), 20);
  await page.keyboard.type(phone);
  await tabTo(page, dialog.getByLabel('Password', { exact: true }), 5);
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Kavya Keys, account menu' })).toBeVisible();

  // The post form, field by field.
  const title = `Painter for two rooms ${Date.now().toString(36)}`;
  const titleField = page.getByLabel('What work do you need done?');
  await expect(titleField).toBeVisible();
  await tabTo(page, titleField);
  await page.keyboard.type(title);

  const category = page.getByLabel('Job Category');
  await tabTo(page, category, 5);
  for (let i = 0; i < 40 && (await category.inputValue()) !== 'painting'; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(category).toHaveValue('painting');

  await tabTo(page, page.getByLabel('Daily Payment (₹)'), 5);
  await page.keyboard.type('900');

  const location = page.getByRole('combobox', { name: 'Location' });
  await tabTo(page, location, 5);
  await page.keyboard.type('pune');
  await expect(page.getByRole('option', { name: 'Pune, Maharashtra' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(location).toHaveValue('Pune, Maharashtra');

  // The account's own number, verified when it signed up (a job's Call number must be, issue #24).
  await tabTo(page, page.getByLabel('Your Phone Number'), 10);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(phone);
  await tabTo(page, page.getByLabel('Job Description'), 20);
  await page.keyboard.type('Painting the walls of two rooms, paint and brushes are provided.');

  await tabTo(page, page.getByRole('button', { name: 'Post Job - Completely FREE' }), 60);
  await page.keyboard.press('Enter');

  const posted = page.getByRole('dialog', { name: 'Yay!! Congratulations!' });
  await expect(posted).toBeVisible();
  await tabTo(page, posted.getByRole('button', { name: 'View My Job' }), 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/job\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
