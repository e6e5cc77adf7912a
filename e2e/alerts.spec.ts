import { expect, test, type APIRequestContext } from '@playwright/test';
import { confirmPhoneSignUp } from './mailbox';
import { gotoApp } from './app-ready';
import { verifyPhone } from './phones';

// Job alerts (issue #12 item 3): a worker saves an alert from a filtered list, an employer posts a
// matching job, and the worker sees the bell's count and the job on /notifications.

/**
 * Signs up from an address of its own (the server trusts X-Forwarded-For in this run), so the per-IP
 * sign-up limit is left to the other specs.
 */
async function signUpAndIn(request: APIRequestContext, origin: string, name: string): Promise<void> {
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const password = 'e2e-alerts-123';
  const address = `10.12.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const signUp = await request.post('/api/accounts/sign-up', {
    headers: { origin, 'x-forwarded-for': address },
    data: { name, emailOrPhone: phone, password, country: 'IN' },
  });
  await confirmPhoneSignUp(request, signUp, { emailOrPhone: phone, password }, { origin });
}

test('save an alert from a filtered list; a matching new job rings the bell and is on /notifications', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL!;
  const word = `tiler${Date.now().toString(36)}`;
  await signUpAndIn(page.request, origin, 'Alert Worker');

  await gotoApp(page, `/jobs/pune?search=${word}`);
  await page.getByRole('button', { name: 'Alert me' }).click();
  await expect(page.getByText('Alert saved')).toBeVisible();
  await expect(page.getByText(`Jobs in Pune, "${word}"`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  const employer = await browser.newContext({ baseURL });
  try {
    await signUpAndIn(employer.request, origin, 'Alert Employer');
    const callNumber = await verifyPhone(employer.request, origin);
    const posted = await employer.request.post('/api/jobs', {
      headers: { origin },
      data: {
        title: `Floor ${word} needed for two rooms`,
        category: 'construction',
        dailySalary: 900,
        location: 'Pune, Maharashtra',
        description: 'Lay floor tiles in two rooms, material on site.',
        phone: callNumber,
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
  } finally {
    await employer.close();
  }

  // The open page hears about it over the live connection: the bell shows the count.
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const item = page.getByRole('article').filter({ hasText: `Floor ${word} needed for two rooms` });
  await expect(item).toBeVisible();
  await expect(item.getByText(`For your alert: Jobs in Pune, "${word}"`)).toBeVisible();
  await expect(item.getByText('₹900 a day')).toBeVisible();
  // Seen: the bell goes back to no count.
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await item.getByRole('link', { name: 'View job' }).click();
  await expect(page).toHaveURL(/\/job\/\d+$/);
});
