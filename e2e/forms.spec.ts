import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { appReady } from './app-ready';
import { codeFromMailbox, confirmPhoneSignUp } from './mailbox';

/**
 * Forms before and without JavaScript (issue #29, docs/decisions/0021): the account, contact and
 * post-a-job forms work as plain HTML posts, a press before the script has taken the page over is
 * completed by that post (never sent again by the script), typing before then is kept, and no address
 * ever carries a password or a message.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** A client address of this spec's own (the server trusts X-Forwarded-For here): per-IP limits stay its own. */
const address = () => `10.29.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** An account made through the API (a phone account is active at once), to sign in with. */
async function createAccount(request: APIRequestContext, baseURL: string, from: string) {
  const account = { name: `Form Tester ${unique()}`, phone: randomMobile(), password: `pw-${unique()}-long` };
  const response = await request.post('/api/accounts/sign-up', {
    data: { name: account.name, emailOrPhone: account.phone, password: account.password, country: 'IN' },
    headers: { origin: baseURL, 'x-forwarded-for': from },
  });
  await confirmPhoneSignUp(
    request,
    response,
    { emailOrPhone: account.phone, password: account.password },
    { origin: baseURL, 'x-forwarded-for': from },
  );
  return account;
}

/** Every address the page asks for or goes to, to check none carries what was typed. */
function watchAddresses(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(`${request.method()} ${request.url()}`));
  page.on('framenavigated', (frame) => seen.push(`navigated ${frame.url()}`));
  return seen;
}

/** A look at a page (viewed by a person when the spec changes; kept with the test results). */
async function snapshot(page: Page, name: string) {
  for (const width of [412, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 915 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign up with an email, enter the mailed code, and be signed in', async ({ page, request }) => {
    const from = address();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': from });
    const email = `nojs.${unique()}@example.com`;
    const seen = watchAddresses(page);

    await page.goto('/signup');
    const form = page.locator('form', { has: page.getByLabel('Password', { exact: true }) });
    await expect(form).toHaveAttribute('method', 'post');
    // A short password first: the page comes back with the name and email kept and the rule beside it.
    await page.getByLabel('Full Name').fill('Sunita Rao');
    await page.getByLabel('Email or Phone').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Registration failed' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Sunita Rao');
    await expect(page.getByLabel('Email or Phone')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByText('Password must be 8 to 128 characters long').first()).toBeVisible();
    await snapshot(page, 'signup-refused');

    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
    const code = await codeFromMailbox(request, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner')).toContainText('Sunita Rao');

    expect(seen.filter((line) => line.includes('a-good-password') || line.includes('short'))).toEqual([]);
  });

  test('sign in: a wrong password is told on the page, the right one signs in', async ({
    page,
    request,
    baseURL,
  }) => {
    const from = address();
    const account = await createAccount(request, baseURL as string, from);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': from });
    const seen = watchAddresses(page);

    await page.goto('/login?returnTo=%2Fcontact');
    await page.getByLabel('Email or Phone').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText(
      'Invalid email/phone or password',
    );
    await expect(page.getByLabel('Email or Phone')).toHaveValue(account.phone);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await snapshot(page, 'login-refused');

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('banner')).toContainText(account.name);
    expect(
      seen.filter((line) => line.includes(account.password) || line.includes('not-the-password')),
    ).toEqual([]);
  });

  test('post a job: refused fields come back with everything typed, then the job is posted', async ({
    page,
    request,
    baseURL,
  }) => {
    const from = address();
    const account = await createAccount(request, baseURL as string, from);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': from });
    await page.goto('/login?returnTo=%2Fpost');
    await page.getByLabel('Email or Phone').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/post');

    const title = `No-script cleaner ${unique()}`;
    await page.getByLabel('What work do you need done?').fill(title);
    await page.getByLabel('Job Category').selectOption({ label: 'Cleaning' });
    await page.getByRole('combobox', { name: 'Location' }).fill('Atlantis');
    await page.getByRole('radio', { name: /^Urgent/ }).check();
    await page.getByLabel('Job Description').fill('Clean a two-room flat on Sunday, all supplies are there.');
    await page.getByRole('checkbox', { name: 'UPI' }).check();
    // The date field shows for "On a date" without any script (CSS).
    await expect(page.getByLabel('Date', { exact: true })).toBeHidden();
    await page.getByRole('radio', { name: 'On a date' }).check();
    await expect(page.getByLabel('Date', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: 'Flexible', exact: true }).check();
    await page.getByRole('button', { name: 'Post Job - Completely FREE' }).click();

    // No daily pay and an unknown place: said beside each, everything else kept.
    await expect(page.getByLabel(/Daily Payment/)).toHaveAccessibleDescription(
      'Please enter the daily payment',
    );
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(
      /Please choose a location from the list/,
    );
    await expect(page.getByLabel('What work do you need done?')).toHaveValue(title);
    await expect(page.getByRole('radio', { name: /^Urgent/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'UPI' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Flexible', exact: true })).toBeChecked();
    await snapshot(page, 'post-refused');

    await page.getByLabel(/Daily Payment/).fill('750');
    await page.getByRole('combobox', { name: 'Location' }).fill('Pune, Maharashtra');
    await page.getByRole('button', { name: 'Post Job - Completely FREE' }).click();
    await expect(page).toHaveURL(/\/job\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('send the contact form: refused with everything kept, then thanked', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
    const seen = watchAddresses(page);
    const message = `Hello, I cannot find work in Pune this week. ${unique()}`;
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Sunita');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Email', { exact: true }).fill('sunita.rao');
    await page.getByLabel('Subject').fill('Finding work');
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message);
    await expect(page.getByLabel('First name')).toHaveValue('Sunita');
    await snapshot(page, 'contact-refused');

    await page.getByLabel('Email', { exact: true }).fill('sunita.rao@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/contact?sent=1');
    await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toBeVisible();
    expect(seen.filter((line) => /Sunita|sunita|cannot/.test(line))).toEqual([]);
  });
});

/**
 * Holds back the app's scripts (as a slow network does) until released; the page is shown and can be
 * typed into meanwhile.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.endsWith('.js') && url.pathname !== '/sw.js',
    async (route) => {
      if (released) await route.continue();
      else held.push(route);
    },
  );
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

test.describe('before the script arrives', () => {
  // The service worker would answer the held scripts from its cache.
  test.use({ serviceWorkers: 'block' });

  test('a press on Sign In is completed by the form post: one sign-in, no password in any address', async ({
    page,
    request,
    baseURL,
  }) => {
    const from = address();
    const account = await createAccount(request, baseURL as string, from);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': from });
    const seen = watchAddresses(page);
    const releaseScripts = await holdScripts(page);
    // The post's answer is slow (a slow network): the scripts arrive while it is on its way.
    let answerPost: () => Promise<void> = async () => {};
    const posted = new Promise<void>((resolve) => {
      void page.route(
        (url) => url.pathname === '/login',
        async (route) => {
          if (route.request().method() !== 'POST') return route.continue();
          answerPost = () => route.continue();
          resolve();
        },
      );
    });

    await page.goto('/login?returnTo=%2Fabout', { waitUntil: 'commit' });
    await page.getByLabel('Email or Phone').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
    const signIn = page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true });
    await signIn.click({ noWaitAfter: true });
    await posted;
    // The scripts arrive meanwhile (the page stays until the answer comes): the app leaves the page to
    // the browser's post, and a second press (Enter on the focused button) sends nothing.
    const scriptsLoaded = page.waitForResponse((response) =>
      /\/assets\/index-[\w-]+\.js$/.test(response.url()),
    );
    await releaseScripts();
    await scriptsLoaded;
    // Time for the app to start (its page code and texts load after its entry script).
    await page.waitForTimeout(2000);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(1000);
    await answerPost();
    await expect(page).toHaveURL('/about', { timeout: 20_000 });
    await appReady(page);
    await expect(page.getByRole('banner')).toContainText(account.name);
    await page.waitForLoadState('networkidle');

    const signIns = seen.filter((line) => /^POST .*(\/login|\/api\/accounts\/sign-in)/.test(line));
    expect(signIns).toEqual([`POST ${baseURL}/login?returnTo=%2Fabout`]);
    expect(seen.filter((line) => line.includes(account.password))).toEqual([]);
    expect(seen.some((line) => line.includes('password='))).toBe(false);
  });

  test('what was typed on /login is still there when the script takes over, and then signs in once', async ({
    page,
    request,
    baseURL,
  }) => {
    const from = address();
    const account = await createAccount(request, baseURL as string, from);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': from });
    const seen = watchAddresses(page);
    const release = await holdScripts(page);

    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email or Phone').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await release();
    await appReady(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Email or Phone')).toHaveValue(account.phone);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(account.password);

    // Now the script sends it (the in-page sign-in, with its toast): one request.
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(account.name);
    const signIns = seen.filter((line) => /^POST .*(\/login|\/api\/accounts\/sign-in)/.test(line));
    expect(signIns).toEqual([`POST ${baseURL}/api/accounts/sign-in`]);
    expect(seen.filter((line) => line.includes(account.password))).toEqual([]);
  });

  test('typing on the contact, forgot-password and post forms survives the script taking over', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/contact?subject=Hello', { waitUntil: 'commit' });
    await page.getByLabel('First name').fill('Sunita');
    await page.getByLabel('Message', { exact: true }).fill('Typed before the script arrived.');
    await page.getByLabel('Subject').fill('Typed subject');
    await release();
    await appReady(page);
    await expect(page.getByLabel('First name')).toHaveValue('Sunita');
    await expect(page.getByLabel('Subject')).toHaveValue('Typed subject');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Typed before the script arrived.');
    // The counter follows what is there.
    await expect(page.getByText('32 / 5000 characters')).toBeVisible();

    await page.unrouteAll();
    const releaseForgot = await holdScripts(page);
    await page.goto('/forgot-password', { waitUntil: 'commit' });
    await page.getByLabel('Email or Phone').fill('someone@example.com');
    await releaseForgot();
    await appReady(page);
    // A controlled field: a later render keeps it too (the state took it over).
    await page.getByLabel('Email or Phone').press('End');
    await page.getByLabel('Email or Phone').pressSequentially('m');
    await expect(page.getByLabel('Email or Phone')).toHaveValue('someone@example.comm');

    await page.unrouteAll();
    const releasePost = await holdScripts(page);
    await page.goto('/post', { waitUntil: 'commit' });
    await page.getByLabel('What work do you need done?').fill('Typed title');
    await page.getByRole('combobox', { name: 'Location' }).fill('Pune, Maharashtra');
    await page.getByLabel('Job Category').selectOption({ label: 'Cooking' });
    await page.getByRole('radio', { name: /^Immediate/ }).check();
    await page.getByRole('checkbox', { name: 'Cash' }).check();
    await page.getByRole('radio', { name: 'On a date' }).check();
    await page.getByLabel('Date', { exact: true }).fill('2030-01-02');
    await page.getByRole('group', { name: 'Meals provided?' }).getByRole('radio', { name: 'Yes' }).check();
    await releasePost();
    await appReady(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('What work do you need done?')).toHaveValue('Typed title');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Pune, Maharashtra');
    await expect(page.getByLabel('Job Category')).toHaveValue('cooking');
    await expect(page.getByRole('radio', { name: /^Immediate/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Cash' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'On a date' })).toBeChecked();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue('2030-01-02');
    await expect(
      page.getByRole('group', { name: 'Meals provided?' }).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    // The form's watchers heard of it too: the category's icon and the currency follow the choices.
    await expect(page.getByLabel(/Daily Payment \(₹\)/)).toBeVisible();
  });
});
