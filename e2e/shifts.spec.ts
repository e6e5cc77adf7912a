import { expect, test, type Page } from '@playwright/test';
import { verifyPhone } from './phones';
import { appReady, gotoApp } from './app-ready';
import { confirmPhoneSignUp } from './mailbox';

// Shift details (issue #12 item 1): posted with the form, shown on the card and the job page after a
// server render that hydrates cleanly, and found with the "When" and same-day pay filters.

/** The browser's own date plus `days`, "YYYY-MM-DD". */
function browserDate(page: Page, days: number): Promise<string> {
  return page.evaluate((add) => {
    const date = new Date();
    date.setDate(date.getDate() + add);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

test('post a job with shift details, see "Tomorrow, 9 am, 8 hrs" and find it with the filters', async ({
  page,
  baseURL,
}) => {
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const password = 'e2e-shifts-123';
  const signUp = await page.request.post('/api/accounts/sign-up', {
    headers: { origin: baseURL! },
    data: { name: 'Shift Employer', emailOrPhone: phone, password, country: 'IN' },
  });
  await confirmPhoneSignUp(page.request, signUp, { emailOrPhone: phone, password }, { origin: baseURL! });
  const callNumber = await verifyPhone(page.request, baseURL!);

  const word = `shiftloader${Date.now().toString(36)}`;
  const title = `Loaders needed ${word}`;
  await gotoApp(page, '/post');
  await page.getByLabel('What work do you need done?').fill(title);
  await page.getByLabel('Job Category').selectOption('construction');
  await page.getByLabel('Daily Payment (₹)').fill('800');
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill('pune');
  await page.getByRole('option', { name: 'Pune, Maharashtra' }).click();
  await page.getByLabel('Your Phone Number').fill(callNumber);
  await page.getByLabel('Job Description').fill('Loading and unloading cement bags at a site.');

  const workDay = page.getByRole('group', { name: 'Work date' });
  await workDay.getByRole('radio', { name: 'On a date' }).check();
  const date = page.getByLabel('Date', { exact: true });
  // A past day is refused in the form.
  await date.fill(await browserDate(page, -1));
  await page.getByRole('button', { name: 'Post Job - Completely FREE' }).click();
  await expect(page.getByText('The work date has passed. Please choose today or a later day.')).toBeVisible();

  await date.fill(await browserDate(page, 1));
  await page.getByLabel('Start time').fill('09:00');
  await page.getByLabel('Hours per day').fill('8');
  await page.getByLabel('Workers needed').fill('3');
  await page
    .getByRole('group', { name: 'When are workers paid?' })
    .getByRole('radio', { name: 'Same day' })
    .check();
  await page
    .getByRole('group', { name: 'How are workers paid?' })
    .getByRole('checkbox', { name: 'UPI' })
    .check();
  await page.getByRole('group', { name: 'Meals provided?' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Post Job - Completely FREE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yay!! Congratulations!' });
  await dialog.getByRole('button', { name: 'View My Job' }).click();
  await expect(page).toHaveURL(/\/job\/\d+$/);
  const jobUrl = new URL(page.url()).pathname;
  await expect(page.getByText(/^Tomorrow, 9 am, 8 hrs, 3 workers needed$/i)).toBeVisible();
  await expect(page.getByText('Paid the same day')).toBeVisible();
  await expect(page.getByText('Payment by UPI')).toBeVisible();
  await expect(page.getByText('Meals provided')).toBeVisible();

  // The server's render shows the date, the browser then says "Tomorrow", with no hydration error.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(jobUrl);
  await appReady(page);
  await expect(page.getByText(/^Tomorrow, 9 am, 8 hrs, 3 workers needed$/i)).toBeVisible();
  expect(errors).toEqual([]);

  // Lists: "Tomorrow" and same-day pay find it; "Today" does not.
  await gotoApp(page, `/jobs/all?search=${word}&when=tomorrow&payTiming=same-day`);
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole('article').getByText(/^Tomorrow, 9 am, 8 hrs/i)).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('group', { name: 'When' }).getByRole('radio', { name: 'Today' }).check();
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/when=today/);
  await expect(page.getByText('No jobs found matching your search.')).toBeVisible();
});
