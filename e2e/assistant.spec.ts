import { expect, test, type Page } from '@playwright/test';
import { confirmPhoneSignUp } from './mailbox';
import { gotoApp, reloadApp } from './app-ready';

/**
 * The AI assistant end to end (issue #9), with the default local engine of the built app: no network,
 * no configuration. Text mode, because headless Chromium cannot hear a voice.
 */

const log = (page: Page) => page.getByRole('log', { name: 'Conversation with the AI assistant' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message to the assistant' });

async function openTextChat(page: Page) {
  await gotoApp(page, '/ai-assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Assistant' })).toBeVisible();
  await page.getByRole('tab', { name: 'Text' }).click();
  await expect(log(page)).toContainText('Namaste!');
}

/** Sends a message and waits until the assistant has answered it (the composer is free again). */
async function say(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(log(page).getByText(text, { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByText('The assistant is thinking...')).toHaveCount(0);
}

/** Walks the guided posting up to its summary. */
async function postByChatting(page: Page, title: string, callNumber = '98765 43210') {
  await say(page, 'I want to post a job');
  await expect(log(page)).toContainText('What is the job?');
  await say(page, title);
  await expect(log(page)).toContainText('How much will you pay per day?');
  await say(page, '750');
  await expect(log(page)).toContainText('Which city is the job in?');
  await say(page, 'Mumbai');
  await expect(log(page)).toContainText('Describe the work');
  await say(page, 'Lunch and dinner for a family of four, 10am to 8pm.');
  await expect(log(page)).toContainText('Which phone number should workers call?');
  await say(page, callNumber);
  await expect(log(page)).toContainText('How soon do you need someone?');
  await say(page, 'skip');
  await expect(log(page)).toContainText('When is the work?');
  await say(page, 'tomorrow 9 am, 8 hours, 2 workers');
  await expect(log(page)).toContainText('Pay: ₹750 a day');
  await expect(log(page)).toContainText('Shift: Tomorrow');
  await expect(log(page)).toContainText('9 am, 8 hrs a day, 2 workers');
  await say(page, 'yes');
}

test('text chat finds demo jobs in a city, each linked to its job page', async ({ page }) => {
  await openTextChat(page);
  await say(page, 'find me work in Mumbai');
  const jobs = log(page).getByRole('list', { name: 'Jobs found' }).last();
  await expect(jobs.getByRole('listitem').first()).toBeVisible();
  await expect(jobs).toContainText('Mumbai');
  await expect(jobs).toContainText('₹');
  await expect(log(page)).toContainText('Would you like to see more details?');

  // The conversation survives a reload.
  await reloadApp(page);
  await expect(log(page).getByRole('list', { name: 'Jobs found' })).toHaveCount(1);

  const firstJob = jobs.getByRole('link').first();
  const title = await firstJob.textContent();
  await firstJob.click();
  await expect(page).toHaveURL(/\/job\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
});

test('a signed-out visitor who asks to post is asked to sign in, and the conversation stays', async ({
  page,
}) => {
  await openTextChat(page);
  await postByChatting(page, 'Cook for a family');
  const signIn = log(page).getByRole('button', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await signIn.click();
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(log(page)).toContainText('Pay: ₹750 a day');
});

test('a signed-in user posts a job by chatting, then finds it in the job list', async ({ page, baseURL }) => {
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const password = 'e2e-assistant-123';
  const signUp = await page.request.post('/api/accounts/sign-up', {
    headers: { origin: baseURL! },
    data: { name: 'Asha Verma', emailOrPhone: phone, password, country: 'IN' },
  });
  await confirmPhoneSignUp(page.request, signUp, { emailOrPhone: phone, password }, { origin: baseURL! });

  const title = `Assistant cook ${Date.now().toString(36)}`;
  await openTextChat(page);
  // The account's own number, verified at sign-up: a job's Call number must be (issue #24).
  await postByChatting(page, title, phone);
  await expect(page.getByText('Job posted successfully!')).toBeVisible();
  await expect(log(page)).toContainText('can be viewed in your profile or in all jobs');

  await gotoApp(page, '/jobs/all');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
});
