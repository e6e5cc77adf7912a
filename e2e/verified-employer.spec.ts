import { expect, test } from '@playwright/test';
import { gotoApp } from './app-ready';
import { codeFromMailbox, confirmPhoneSignUp } from './mailbox';
import { uniqueAddress } from './phones';

/**
 * Issue #24 item 3: a job's Call number must be one its poster verified. A signed-in poster types a new
 * number on the post form, verifies it in place with the SMS code from the dev outbox, posts, and the
 * job page and its card show "Phone verified" and the member-since date.
 */
test('post a job with a number verified in place by SMS code, and see the badge', async ({ page }) => {
  const accountPhone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const callNumber = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const password = 'e2e-password-123';
  // A network of its own (the server trusts X-Forwarded-For in this run), for the per-network SMS caps.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueAddress() });
  await gotoApp(page, '/');
  const origin = { origin: new URL(page.url()).origin };
  // The page's own cookie jar: signed in as a new phone account, its number verified at sign-up.
  const signUp = await page.request.post('/api/accounts/sign-up', {
    headers: origin,
    data: { name: 'E2E Verified Employer', emailOrPhone: accountPhone, password, country: 'IN' },
  });
  await confirmPhoneSignUp(page.request, signUp, { emailOrPhone: accountPhone, password }, origin);

  const title = `Shop helper ${Date.now().toString(36)}`;
  await gotoApp(page, '/post');
  await page.getByLabel('What work do you need done?').fill(title);
  await page.getByLabel('Job Category').selectOption('shop-assistant');
  await page.getByLabel('Daily Payment (₹)').fill('700');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('pune');
  await page.getByRole('option', { name: 'Pune, Maharashtra' }).click();
  await page.getByLabel('Job Description').fill('Help at a grocery shop: stock shelves and serve customers.');

  // The account's own number is offered, and it is verified.
  const phone = page.getByLabel('Your Phone Number');
  await expect(phone).toHaveValue(new RegExp(accountPhone.slice(-4)));
  await expect(page.getByText('Verified number')).toBeVisible();

  // Another number is not, and the form offers to verify it in place.
  await phone.fill(callNumber);
  await expect(page.getByText('This number is not verified yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Verify this number' }).click();
  await expect(page.getByText('We sent a code by SMS to', { exact: false })).toBeVisible();
  const code = await codeFromMailbox(page.request, `+91${callNumber}`, /^SMS$/);
  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByText('Verified number')).toBeVisible();

  await page.getByRole('button', { name: 'Post Job - Completely FREE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yay!! Congratulations!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'View My Job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Phone verified').first()).toBeVisible();
  await expect(page.getByText(/^Member since \w+ \d{4}$/).first()).toBeVisible();

  // The card in the city's list says it too.
  await gotoApp(page, '/jobs/pune');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card.getByText('Phone verified')).toBeVisible();
});
