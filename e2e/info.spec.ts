import { test, expect, type Page } from '@playwright/test';
import { gotoApp } from './app-ready';

/** Chooses the visitor's country (India or the USA) before the app starts, as the footer choice does. */
async function chooseCountry(page: Page, country: 'IN' | 'US') {
  await page.addInitScript((value) => localStorage.setItem('country', value), country);
}

const main = (page: Page) => page.getByRole('main');

test.describe('information pages', () => {
  test('About shows the mission, statistics, founder, values and a way to get in touch', async ({ page }) => {
    await gotoApp(page, '/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page).toHaveTitle('About Us | DailyWork');
    for (const name of [
      'Our Mission',
      'DailyWork in numbers',
      'Meet Our Founder',
      'How It Works',
      'Our Core Values',
      'Why Choose DailyWork',
      'Get in Touch',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const stats = main(page).getByRole('definition');
    await expect(stats).toHaveText(['50K+', '5K+', '95%', '200+', '2', '2025', '24/7']);
    await expect(main(page).getByRole('term')).toHaveText([
      'Job Seekers',
      'Partner Companies',
      'Success Rate',
      'Cities',
      'Countries',
      'Founded',
      'Availability',
    ]);
    await expect(page.getByRole('heading', { level: 3, name: 'Aarav Sharma' })).toBeVisible();
    await expect(main(page).getByText('Founder and CEO', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Operating remotely from India and the USA')).toBeVisible();
    for (const name of ['Innovation', 'Community', 'Integrity', 'Support']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole('link', { name: 'support@dailywork.example' })).toHaveAttribute(
      'href',
      'mailto:support@dailywork.example',
    );
  });

  test('How It Works shows both journeys with their calls to action', async ({ page }) => {
    await gotoApp(page, '/how-it-works');
    await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
    const seekers = page.getByRole('region', { name: 'For Job Seekers' });
    for (const step of ['Create your profile', 'Get matched', 'Start working']) {
      await expect(seekers.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(seekers.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs/all');
    await expect(seekers.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    const employers = page.getByRole('region', { name: 'For Employers' });
    for (const step of ['Post a job', 'Review candidates', 'Hire']) {
      await expect(employers.getByText(step, { exact: true })).toBeVisible();
    }
    await employers.getByRole('link', { name: 'Post a Job' }).click();
    await expect(page).toHaveURL(/\/post$/);
  });

  test('Pricing shows the five plans in dollars; paid plans lead to the contact form', async ({ page }) => {
    await chooseCountry(page, 'US');
    await gotoApp(page, '/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    const plan = (name: string) => page.getByRole('article', { name, exact: true });
    await expect(plan('Free')).toContainText('$0');
    await expect(plan('Free')).toContainText('Free Forever');
    await expect(plan('Premium')).toContainText('$9.99 per month');
    await expect(plan('Premium')).toContainText('Most Popular');
    await expect(plan('Premium')).toContainText('24/7 priority support');
    await expect(plan('Starter')).toContainText('$99 per job posting');
    await expect(plan('Starter')).toContainText('30-day posting');
    await expect(plan('Professional')).toContainText('$299 per month');
    await expect(plan('Professional')).toContainText('Best Value');
    await expect(plan('Enterprise')).toContainText('Custom pricing');
    await expect(page.getByText('Month-to-month', { exact: true })).toBeVisible();
    await expect(page.getByText('30-day money-back guarantee', { exact: true })).toBeVisible();
    await expect(page.getByText('No setup fee', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /buy|subscribe|checkout/i })).toHaveCount(0);
    await expect(page.getByText('Prices in US dollars')).toHaveCount(0);

    await expect(plan('Free').getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
    await plan('Professional').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Professional\+plan$/);
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Professional plan');
  });

  test('Pricing tells Indian visitors that prices are in US dollars', async ({ page }) => {
    await chooseCountry(page, 'IN');
    await gotoApp(page, '/pricing');
    const note = page.getByRole('note');
    await expect(note).toContainText('Prices in US dollars');
    await expect(note).toContainText('Local pricing in Indian rupees is available on request');
    await note.getByRole('link', { name: 'Ask for rupee pricing' }).click();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Rupee pricing');
  });

  test('Safety shows guidelines, red flags, interview tips and how to report', async ({ page }) => {
    await gotoApp(page, '/safety');
    await expect(page.getByRole('heading', { level: 1, name: 'Safety Tips' })).toBeVisible();
    for (const name of [
      'Verify employers',
      'Protect personal information',
      'Requests for money',
      'Too good to be true',
      'Poor communication',
      'In person',
      'Phone and video',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(
      main(page).getByText('We review every report within 24 hours.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Report a Problem' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Report$/);
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Report');
  });

  test('Privacy Policy and Terms of Service show their date and the spec claims', async ({
    page,
    baseURL,
  }) => {
    // Dates follow the visitor's country (en-IN "1 January 2025"); the spec's words are the US form.
    await page.context().addCookies([{ name: 'country', value: 'US', url: baseURL ?? '' }]);
    await gotoApp(page, '/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(main(page).getByText('Last updated January 1, 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '2. Information We Collect' })).toBeVisible();
    await expect(main(page)).toContainText('We respond to privacy inquiries within 48 hours.');
    await expect(main(page)).toContainText('within 30 days of your request');
    await expect(main(page)).toContainText('people aged 18 or older');

    await gotoApp(page, '/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(main(page).getByText('Last updated January 1, 2025')).toBeVisible();
    await expect(main(page)).toContainText('You must be at least 18 years old');
    await expect(main(page)).toContainText('We review job postings and reports within 24 hours');
    await expect(main(page)).toContainText(
      'limited to the amount you paid us in the 12 months preceding the claim',
    );
    await expect(page.getByRole('heading', { level: 2, name: /Limitation of Liability/ })).toBeVisible();
  });
});

test.describe('contact form', () => {
  test('shows a clear message for every field on an empty submit', async ({ page, baseURL }) => {
    // Hours follow the visitor's country (en-IN "9 am"); the spec's words are the US form.
    await page.context().addCookies([{ name: 'country', value: 'US', url: baseURL ?? '' }]);
    await gotoApp(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(main(page).getByText('Monday to Friday, 9 AM to 8 PM')).toBeVisible();
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter a valid email address',
      'Please enter a subject',
      'Your message must be at least 10 characters',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Email' }).fill('asha@');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  });

  test('sends the message: success shown, form reset, email in the dev mailbox', async ({ page }) => {
    const subject = `Cook in Pune ${Date.now()}`;
    await gotoApp(page, '/contact');
    await page.getByRole('textbox', { name: 'First name' }).fill('Asha');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Verma');
    await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('I need a cook for weekends. <b>Please</b> call me.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const form = page.getByRole('region', { name: 'Send us a message' });
    await expect(form.getByRole('status')).toContainText(
      'Thank you, Asha. We received your message and will reply to asha@example.com within 24 hours.',
    );
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    const response = await page.request.get('/api/dev/mailbox');
    expect(response.ok()).toBe(true);
    const { emails } = (await response.json()) as {
      emails: { to: string; subject: string; text: string }[];
    };
    const email = emails.find((item) => item.subject === `[DailyWork contact] ${subject}`);
    expect(email?.to).toBe('support@dailywork.example');
    expect(email?.text).toContain('From: Asha Verma <asha@example.com>');
    expect(email?.text).toContain('I need a cook for weekends. <b>Please</b> call me.');
  });

  test('keeps what was typed and shows the server message when the server refuses', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'rate_limited', message: 'Too many', params: { seconds: 600, minutes: 10 } },
        }),
      }),
    );
    await gotoApp(page, '/contact?subject=Report');
    await page.getByRole('textbox', { name: 'First name' }).fill('Ravi');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Kumar');
    await page.getByRole('textbox', { name: 'Email' }).fill('ravi@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('This employer asked me for a deposit.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Message not sent' })).toContainText(
      'Please wait 10 minutes and try again',
    );
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Report');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'This employer asked me for a deposit.',
    );
  });
});

test.describe('help center', () => {
  test('search filters the questions as you type and shows an empty state', async ({ page }) => {
    await gotoApp(page, '/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const faq = page.locator('#faq');
    for (const name of ['Getting Started', 'Job Applications', 'Account & Billing']) {
      await expect(faq.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(faq.getByRole('term')).toHaveCount(15);

    const search = page.getByRole('searchbox', { name: 'Search help articles' });
    await search.pressSequentially('Passw');
    await expect(faq.getByRole('term').filter({ hasText: 'How do I reset my password?' })).toBeVisible();
    await expect(faq.getByRole('heading', { name: 'Getting Started' })).toHaveCount(0);
    await expect(faq.getByText('How do I find jobs in my city?')).toHaveCount(0);

    await search.fill('xylophone lessons');
    await expect(faq.getByText('No results for “xylophone lessons”')).toBeVisible();
    await expect(faq.getByRole('term')).toHaveCount(0);
    await faq.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('support cards lead to the AI assistant, the contact form and the FAQ list', async ({ page }) => {
    await gotoApp(page, '/help');
    await expect(page.getByRole('link', { name: /Live Chat/ })).toHaveAttribute('href', '/ai-assistant');
    await expect(page.getByRole('link', { name: /Email Support/ })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: /Knowledge Base/ }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' }),
    ).toBeInViewport();
    await page.getByRole('link', { name: /Live Chat/ }).click();
    await expect(page).toHaveURL(/\/ai-assistant$/);
  });
});
