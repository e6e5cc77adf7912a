import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { verifyPhone } from './phones';
import { gotoApp } from './app-ready';
import { confirmPhoneSignUp } from './mailbox';

/**
 * Crews and ratings (issue #12 item 4): an employer posts a job for tomorrow needing 2 workers; two
 * workers message about it; the poster hires both from the chat and the job closes; a worker rates the
 * employer with "paid on time"; the employer's public profile shows it. Each person signs up from their
 * own address (the server trusts X-Forwarded-For in this run), so the per-IP sign-up limit is left to
 * the other specs.
 */
const PASSWORD = 'e2e-crew-123';
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

interface Account {
  name: string;
  phone: string;
  address: string;
}

async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown, from: string) {
  const response = await request.post(path, {
    data,
    headers: { origin: baseURL, 'x-forwarded-for': from },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response;
}

async function signedInPage(browser: Browser, baseURL: string, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await post(
    context.request,
    baseURL,
    '/api/accounts/sign-in',
    { emailOrPhone: account.phone, password: PASSWORD, country: 'IN' },
    account.address,
  );
  return context.newPage();
}

/** The browser's own date plus `days`, "YYYY-MM-DD". */
function browserDate(page: Page, days: number): Promise<string> {
  return page.evaluate((add) => {
    const date = new Date();
    date.setDate(date.getDate() + add);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const thread = (page: Page) => page.getByRole('list', { name: /^Messages with / });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  // The server has it ("Sent"), or the other side has already read it ("Seen").
  await expect(thread(page).getByRole('listitem').filter({ hasText: text })).toContainText(/Sent|Seen/);
}

test('a crew of two is hired from the chat, the job closes, a worker rates the employer "paid on time"', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const run = Date.now().toString(36);
  const employer: Account = { name: 'Esha Crew', phone: randomMobile(), address: '10.12.1.1' };
  const workers: Account[] = [
    { name: 'Anil Crew', phone: randomMobile(), address: '10.12.1.2' },
    { name: 'Bala Crew', phone: randomMobile(), address: '10.12.1.3' },
  ];
  const api = await playwright.request.newContext({ baseURL });
  for (const account of [employer, ...workers]) {
    const signUp = await post(
      api,
      base,
      '/api/accounts/sign-up',
      { name: account.name, emailOrPhone: account.phone, password: PASSWORD, country: 'IN' },
      account.address,
    );
    await confirmPhoneSignUp(
      api,
      signUp,
      { emailOrPhone: account.phone, password: PASSWORD },
      { origin: base, 'x-forwarded-for': account.address },
    );
  }
  await api.dispose();

  // The employer posts a job for tomorrow needing 2 workers, through the post form's shift section.
  const employerPage = await signedInPage(browser, base, employer);
  const callNumber = await verifyPhone(employerPage.request, base);
  const title = `Loaders for a truck ${run}`;
  await gotoApp(employerPage, '/post');
  await employerPage.getByLabel('What work do you need done?').fill(title);
  await employerPage.getByLabel('Job Category').selectOption('construction');
  await employerPage.getByLabel('Daily Payment (₹)').fill('800');
  const location = employerPage.getByRole('combobox', { name: 'Location' });
  await location.fill('pune');
  await employerPage.getByRole('option', { name: 'Pune, Maharashtra' }).click();
  await employerPage.getByLabel('Your Phone Number').fill(callNumber);
  await employerPage.getByLabel('Job Description').fill('Loading cement bags onto a truck for a day.');
  await employerPage
    .getByRole('group', { name: 'Work date' })
    .getByRole('radio', { name: 'On a date' })
    .check();
  await employerPage.getByLabel('Date', { exact: true }).fill(await browserDate(employerPage, 1));
  await employerPage.getByLabel('Workers needed').fill('2');
  await employerPage.getByRole('button', { name: 'Post Job - Completely FREE' }).click();
  await employerPage
    .getByRole('dialog', { name: 'Yay!! Congratulations!' })
    .getByRole('button', { name: 'View My Job' })
    .click();
  await expect(employerPage).toHaveURL(/\/job\/\d+$/);
  const jobPath = new URL(employerPage.url()).pathname;
  await expect(employerPage.getByText('0 of 2 filled')).toBeVisible();

  // Two workers message about it.
  const workerPages: Page[] = [];
  for (const [index, account] of workers.entries()) {
    const page = await signedInPage(browser, base, account);
    await gotoApp(page, jobPath);
    // A new poster: no ratings yet, and the way to their profile.
    await expect(
      page.getByRole('region', { name: 'Employer rating' }).getByText('No ratings yet'),
    ).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/messages\?conversation=\d+$/);
    await send(page, `Namaste, I can load the truck tomorrow (${index + 1}).`);
    workerPages.push(page);
  }

  // The poster hires both from the chat; the second hire fills the last place and closes the job.
  await gotoApp(employerPage, '/messages');
  for (const [index, account] of workers.entries()) {
    await employerPage.getByRole('link', { name: new RegExp(account.name) }).click();
    await expect(thread(employerPage).getByText(`tomorrow (${index + 1}).`)).toBeVisible();
    await employerPage.getByRole('button', { name: `Hire ${account.name}` }).click();
    await expect(
      employerPage.getByText(`${account.name} is hired. ${index + 1} of 2 places filled.`),
    ).toBeVisible();
  }
  await expect(employerPage.getByText('All places are filled: the job is closed.')).toBeVisible();
  await gotoApp(employerPage, jobPath);
  await expect(
    employerPage.getByRole('heading', { level: 1, name: 'This job is no longer available' }),
  ).toBeVisible();
  await expect(
    employerPage.getByText('The employer has closed this job, so workers can no longer apply.'),
  ).toBeVisible();
  const stored = await employerPage.request.get(`/api/jobs/${jobPath.split('/').pop()}`);
  expect(stored.status()).toBe(410);
  expect(((await stored.json()) as { job: { hiredCount: number; status: string } }).job).toMatchObject({
    hiredCount: 2,
    status: 'closed',
  });

  // A worker rates the employer, with "paid on time".
  const anil = workerPages[0] as Page;
  await gotoApp(anil, new URL(anil.url()).pathname + new URL(anil.url()).search);
  await expect(anil.getByText('You are hired for this job')).toBeVisible();
  await anil.getByRole('button', { name: `Rate ${employer.name}` }).click();
  const dialog = anil.getByRole('dialog', { name: `Rate ${employer.name}` });
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await dialog
    .getByRole('group', { name: 'Were you paid in full and on time?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await dialog.getByLabel('Tell others more (optional)').fill('Paid in cash the same evening. <b>Kind</b>.');
  await dialog.getByRole('button', { name: 'Save rating' }).click();
  await expect(anil.getByText('Thank you for your rating')).toBeVisible();
  await expect(anil.getByRole('button', { name: 'Edit your rating' })).toBeVisible();

  // The employer's public profile (linked from the chat) shows it.
  await anil.getByRole('heading', { name: employer.name }).getByRole('link').click();
  await expect(anil).toHaveURL(/\/u\/[^/]+$/);
  await expect(anil.getByRole('heading', { level: 1, name: employer.name })).toBeVisible();
  await expect(anil.getByText('1 job posted')).toBeVisible();
  await expect(anil.getByText('Paid on time: 1 of 1 worker said yes (100%)')).toBeVisible();
  const ratings = anil.getByRole('region', { name: 'Ratings' });
  const item = ratings.getByRole('listitem').filter({ hasText: 'Anil, worker' });
  await expect(item.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(item).toContainText('Paid in full and on time');
  await expect(item).toContainText('Paid in cash the same evening. <b>Kind</b>.');
  await expect(ratings.locator('b')).toHaveCount(0);

  // Signed out, the server-rendered page says the same.
  const visitor = await browser.newPage();
  await gotoApp(visitor, new URL(anil.url()).pathname);
  await expect(visitor.getByText('Paid on time: 1 of 1 worker said yes (100%)')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await visitor.close();
});
