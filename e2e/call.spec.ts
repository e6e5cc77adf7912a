import { expect, test } from '@playwright/test';
import { gotoApp } from './app-ready';
import { dialled, stopDialer } from './dialer';

// Phone numbers against scrapers (issue #11, item 6): lists carry no number; Call shows it on tap.

test('tapping Call on a job card shows the number and makes it a tel: link; the list carries none', async ({
  page,
  request,
}) => {
  const list = await request.get('/api/jobs?country=IN');
  expect(list.ok()).toBe(true);
  const { jobs } = (await list.json()) as { jobs: { phone: string | null }[] };
  expect(jobs.length).toBeGreaterThan(0);
  expect(jobs.every((job) => job.phone === null)).toBe(true);

  await stopDialer(page);
  await gotoApp(page, '/jobs/all');
  const card = page.getByRole('article').first();
  const call = card.getByRole('link', { name: /^Call\b/ });
  await expect(call).toHaveAccessibleName('Call');
  await expect(call).toHaveAttribute('href', /^\/job\/\d+\/call$/);

  const [reveal] = await Promise.all([
    page.waitForResponse((response) => /^\/api\/jobs\/\d+\/phone$/.test(new URL(response.url()).pathname)),
    call.click(),
  ]);
  expect(reveal.status()).toBe(200);
  const { phone } = (await reveal.json()) as { phone: string };
  await expect(call).toHaveAccessibleName(`Call ${phone}`);
  await expect(call).toContainText(phone);
  await expect(call).toHaveAttribute('href', /^tel:\+?\d+$/);
  // The tap goes on to the dialer with that number; the page stays.
  const href = (await call.getAttribute('href')) as string;
  expect(href.replace(/\D/g, '')).toBe(phone.replace(/\D/g, ''));
  expect(await dialled(page)).toEqual([href]);
  await expect(page).toHaveURL(/\/jobs\/all$/);
});
