import { expect, test } from '@playwright/test';
import { confirmPhoneSignUp } from './mailbox';
import { gotoApp, reloadApp } from './app-ready';

// Hindi (issue #13): the header's switch turns the app to Hindi; the choice survives a reload and the
// server renders the next page in it. A browser that prefers Hindi gets Hindi from the start.

test('switch to Hindi: the header and a job list turn Hindi, survive a reload and come from the server', async ({
  page,
}) => {
  await gotoApp(page, '/jobs/all');
  await expect(page.getByRole('heading', { level: 1, name: 'All Jobs' })).toBeVisible();
  // The list of languages, each in its own script.
  await page.getByTitle('Change the language').click();
  await page.getByRole('link', { name: 'हिंदी' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'सारे काम' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'साइन इन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // Category names on the cards are Hindi too (cooking: "खाना बनाना").
  await expect(page.getByRole('article').getByText('खाना बनाना').first()).toBeVisible();

  await reloadApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'सारे काम' })).toBeVisible();
  await expect(page.getByTitle('भाषा बदलें')).toContainText('हिंदी');

  // The next request's HTML is already Hindi: the server read the cookie.
  const html = await (await page.request.get('/jobs/all')).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toContain('सारे काम');

  await page.getByTitle('भाषा बदलें').click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Jobs' })).toBeVisible();
});

test.describe('a browser that prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets Hindi without choosing', async ({ page }) => {
    await gotoApp(page, '/jobs/all');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'सारे काम' })).toBeVisible();
  });
});

// Issue #27: a browser that prefers Spanish, Tamil or Bengali gets the page in it from the server, and the
// list offers the languages in the order of the visitor's country.
for (const { locale, lang, heading } of [
  { locale: 'es-US', lang: 'es', heading: 'Todos los trabajos' },
  { locale: 'ta-IN', lang: 'ta', heading: 'எல்லா வேலைகளும்' },
  { locale: 'bn-IN', lang: 'bn', heading: 'সব কাজ' },
]) {
  test.describe(`a browser that prefers ${locale}`, () => {
    test.use({ locale });

    test('gets the page in its language, rendered by the server', async ({ page }) => {
      const html = await (
        await page.request.get('/jobs/all', { headers: { 'accept-language': locale } })
      ).text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(heading);
      await gotoApp(page, '/jobs/all');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  });
}

test('signed in, Hindi reaches the post form, the messages page and the assistant, and comes from the server', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  // Its own address: the per-address sign-up limit is left to the other specs.
  const headers = { origin: base, 'x-forwarded-for': '203.0.113.113' };
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const account = { emailOrPhone: phone, password: 'e2e-hindi-123', country: 'IN' };
  const context = await browser.newContext({ baseURL: base });
  const signUp = await context.request.post('/api/accounts/sign-up', {
    data: { ...account, name: 'Meena Devi' },
    headers,
  });
  await confirmPhoneSignUp(context.request, signUp, account, headers);
  const page = await context.newPage();

  await gotoApp(page, '/post');
  await page.getByTitle('Change the language').click();
  await page.getByRole('link', { name: 'हिंदी' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^काम पोस्ट करें/ })).toBeVisible();
  await expect(page.getByLabel('आपको कौन सा काम करवाना है?')).toBeVisible();
  // Saved on the account too, so it follows the person to another phone and into their emails.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/accounts/me')).json()) as { user: { locale: string } }).user
          .locale,
    )
    .toBe('hi');

  await gotoApp(page, '/messages');
  await expect(page.getByRole('heading', { name: 'बातचीत' })).toBeVisible();
  await expect(page.getByText('अभी कोई बातचीत नहीं')).toBeVisible();

  await page.getByRole('link', { name: 'AI असिस्टेंट' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI असिस्टेंट' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'बोलकर' })).toBeVisible();
  const log = page.getByRole('log', { name: 'AI असिस्टेंट के साथ बातचीत' });
  await expect(log.getByText(/^नमस्ते! मैं आपका काम वाला असिस्टेंट हूँ/)).toBeVisible();

  await reloadApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'AI असिस्टेंट' })).toBeVisible();
  await expect(log.getByText(/^नमस्ते! मैं आपका काम वाला असिस्टेंट हूँ/)).toBeVisible();

  // The server renders the pages' own texts in Hindi too, not only the header's.
  const assistantHtml = await (await page.request.get('/ai-assistant')).text();
  expect(assistantHtml).toContain('<html lang="hi">');
  expect(assistantHtml).toContain('AI असिस्टेंट के साथ बातचीत');
  const messagesHtml = await (await page.request.get('/messages')).text();
  expect(messagesHtml).toContain('बातचीत');
  await context.close();
});
