import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { confirmPhoneSignUp } from './mailbox';
import { verifyPhone } from './phones';
import { gotoApp, reloadApp } from './app-ready';

/**
 * Messaging end to end (issue #8): two browser contexts, two people, real sockets through the built app.
 * The server allows 10 sign-ups an hour per IP for the whole run, so this file makes three accounts
 * once and its tests run in order.
 */
test.describe.configure({ mode: 'serial' });

interface Account {
  name: string;
  phone: string;
  password: string;
}

const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const PASSWORD = 'e2e-messages-123';

let employer: Account;
let worker: Account;
let jobId: number;
/** The job's Call number, verified by its poster (issue #24). */
let callNumber = '';
let jobTitle: string;

async function signUp(request: APIRequestContext, baseURL: string, name: string): Promise<Account> {
  const account = { name, phone: randomMobile(), password: PASSWORD };
  const response = await request.post('/api/accounts/sign-up', {
    headers: { origin: baseURL },
    data: { name, emailOrPhone: account.phone, password: PASSWORD, country: 'IN' },
  });
  await confirmPhoneSignUp(
    request,
    response,
    { emailOrPhone: account.phone, password: PASSWORD },
    { origin: baseURL },
  );
  return account;
}

/** A browser context signed in as `account` (the session cookie set through the sign-in API). */
async function signedInContext(browser: Browser, baseURL: string, account: Account): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/accounts/sign-in', {
    headers: { origin: baseURL },
    data: { emailOrPhone: account.phone, password: account.password, country: 'IN' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

/** The avatar's letter (web/components/avatar.tsx) that the account menu's name begins with. */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toLocaleUpperCase() ?? 'U';
const accountMenu = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${initialOf(name)} ${name}, account menu`) });
const thread = (page: Page) => page.getByRole('list', { name: /^Messages with / });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  // The server has it ("Sent"), or the other side has already read it ("Seen").
  await expect(thread(page).getByRole('listitem').filter({ hasText: text })).toContainText(/Sent|Seen/);
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  employer = await signUp(api, baseURL ?? '', 'Esha Employer');
  worker = await signUp(api, baseURL ?? '', 'Wasim Worker');
  // The employer posts a job (the API the post form uses).
  jobTitle = `Cook for a wedding ${Date.now().toString(36)}`;
  const signIn = await api.post('/api/accounts/sign-in', {
    headers: { origin: baseURL ?? '' },
    data: { emailOrPhone: employer.phone, password: PASSWORD, country: 'IN' },
  });
  expect(signIn.ok()).toBe(true);
  callNumber = await verifyPhone(api, baseURL ?? '');
  const posted = await api.post('/api/jobs', {
    headers: { origin: baseURL ?? '' },
    data: {
      title: jobTitle,
      category: 'cooking',
      dailySalary: 900,
      location: 'Pune, Maharashtra',
      description: 'Three days of cooking for 200 guests, vegetarian.',
      phone: callNumber,
      urgency: 'urgent',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  jobId = ((await posted.json()) as { id: number }).id;
  await api.dispose();
});

test('a worker messages a job poster; they chat both ways live, the unread badge rises and clears, a reload keeps the thread', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const employerContext = await signedInContext(browser, baseURL ?? '', employer);
  const workerContext = await signedInContext(browser, baseURL ?? '', worker);
  const employerPage = await employerContext.newPage();
  const workerPage = await workerContext.newPage();

  await gotoApp(employerPage, '/');
  await expect(accountMenu(employerPage, employer.name)).toHaveAccessibleName(
    `${initialOf(employer.name)} ${employer.name}, account menu`,
  );

  await gotoApp(workerPage, `/job/${jobId}`);
  await workerPage.getByRole('main').getByRole('button', { name: 'Send Message' }).click();
  await expect(workerPage).toHaveURL(/\/messages\?conversation=\d+$/);
  await expect(workerPage.getByRole('heading', { name: employer.name })).toBeVisible();
  await expect(workerPage.getByRole('link', { name: `About: ${jobTitle}`, exact: true })).toHaveAttribute(
    'href',
    `/job/${jobId}`,
  );
  await expect(workerPage.getByRole('link', { name: `Call ${callNumber}` })).toBeVisible();
  await send(workerPage, 'Namaste! Is the cook job still open? <b>not bold</b>');

  // The employer's header counts it at once, without a reload; so does the tab title.
  await expect(accountMenu(employerPage, employer.name)).toHaveAccessibleName(
    `${initialOf(employer.name)} ${employer.name}, account menu, Messages, 1 unread`,
  );
  await expect(employerPage).toHaveTitle(/^\(1\) /);
  await accountMenu(employerPage, employer.name).click();
  await employerPage.getByRole('link', { name: 'Messages, 1 unread' }).click();
  const item = employerPage.getByRole('link', { name: /Wasim Worker/ });
  await expect(item).toContainText(`Your job: ${jobTitle}`);
  await expect(item).toContainText('1 unread message');
  await item.click();
  const received = thread(employerPage)
    .getByRole('listitem')
    .filter({ hasText: 'Is the cook job still open?' });
  // Plain text: the markup shows as typed, never as HTML.
  await expect(received).toContainText('<b>not bold</b>');
  await expect(thread(employerPage).locator('b')).toHaveCount(0);
  // Opening the thread read it: the badge clears.
  await expect(accountMenu(employerPage, employer.name)).toHaveAccessibleName(
    `${initialOf(employer.name)} ${employer.name}, account menu`,
  );
  await expect(employerPage).not.toHaveTitle(/^\(\d+\) /);

  // The reply arrives in the worker's open thread live; "Seen" appears under the worker's message.
  await send(employerPage, 'Yes! Please come at 9 am.\nAddress: 12 Hill Road.');
  await expect(thread(workerPage).getByText('Address: 12 Hill Road.')).toBeVisible();
  await expect(
    thread(workerPage).getByRole('listitem').filter({ hasText: 'Is the cook job still open?' }),
  ).toContainText('Seen');
  await send(workerPage, 'I will be there.');
  await expect(thread(employerPage).getByText('I will be there.')).toBeVisible();

  // A reload keeps the thread, in order.
  await reloadApp(workerPage);
  await expect(
    thread(workerPage)
      .getByRole('listitem')
      .filter({ hasText: /Namaste|Address|be there/ }),
  ).toHaveText([/Is the cook job still open\?/, /Address: 12 Hill Road\./, /I will be there\./]);
  await employerContext.close();
  await workerContext.close();
});

test('signed out, Send Message opens sign-in and then the conversation about that job', async ({ page }) => {
  await gotoApp(page, `/job/${jobId}`);
  await page.getByRole('main').getByRole('button', { name: 'Send Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email or Phone').fill(worker.phone);
  await dialog.getByLabel('Password', { exact: true }).fill(worker.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/messages\?conversation=\d+$/);
  // The same conversation as before: the earlier messages are there.
  await expect(thread(page).getByText('I will be there.')).toBeVisible();
});

test('a dropped connection comes back and shows what was missed, once', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const employerContext = await signedInContext(browser, baseURL ?? '', employer);
  const workerContext = await signedInContext(browser, baseURL ?? '', worker);
  const employerPage = await employerContext.newPage();
  const workerPage = await workerContext.newPage();

  // The worker's socket goes through a route we can cut and keep cut for a while.
  let cut = false;
  const live: { close: () => Promise<void> }[] = [];
  await workerPage.routeWebSocket('**/api/realtime', (socket) => {
    if (cut) {
      void socket.close();
      return;
    }
    socket.connectToServer();
    live.push(socket);
  });

  await gotoApp(workerPage, '/messages');
  await workerPage.getByRole('link', { name: /Esha Employer/ }).click();
  await expect(thread(workerPage).getByText('I will be there.')).toBeVisible();
  await gotoApp(employerPage, '/messages');
  await employerPage.getByRole('link', { name: /Wasim Worker/ }).click();

  await send(employerPage, 'Before the drop');
  await expect(thread(workerPage).getByText('Before the drop')).toBeVisible();

  cut = true;
  await Promise.all(live.splice(0).map((socket) => socket.close()));
  await expect(workerPage.getByText('Connection lost. Reconnecting...')).toBeVisible();
  await send(employerPage, 'While you were away 1');
  await send(employerPage, 'While you were away 2');
  await workerPage.waitForTimeout(1500);
  await expect(thread(workerPage).getByText('While you were away 1')).toHaveCount(0);

  cut = false;
  await expect(thread(workerPage).getByText('While you were away 2')).toBeVisible({ timeout: 15_000 });
  await expect(workerPage.getByText('Connection lost. Reconnecting...')).toBeHidden();
  for (const text of ['Before the drop', 'While you were away 1', 'While you were away 2']) {
    await expect(thread(workerPage).getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  }
  // Live again: a new message arrives without a reload.
  await send(employerPage, 'After the drop');
  await expect(thread(workerPage).getByText('After the drop')).toBeVisible();
  await employerContext.close();
  await workerContext.close();
});
