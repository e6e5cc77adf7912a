import { expect, test } from '@playwright/test';
import { appReady, gotoApp } from './app-ready';

// Readable for people who read little (issue #13): the pay is the biggest text on every job card, and the
// job page reads the job aloud in the interface language.

test.describe('readable for everyone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('on /jobs/all the pay is strictly the biggest text of each card, and fits at 360 px', async ({
    page,
  }) => {
    await gotoApp(page, '/jobs/all');
    await expect(page.getByRole('article')).toHaveCount(20);
    const cards = await page.getByRole('article').evaluateAll((articles) =>
      articles.map((article) => {
        const sized = [...article.querySelectorAll<HTMLElement>('*')]
          .filter((element) =>
            [...element.childNodes].some(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
            ),
          )
          .map((element) => ({
            text: element.textContent.trim(),
            size: parseFloat(getComputedStyle(element).fontSize),
            overflows: element.scrollWidth > element.clientWidth + 1,
          }));
        const pay = sized.filter((item) => /^[₹$][\d,]+\/day$/.test(item.text));
        return { pay, others: sized.filter((item) => !/^[₹$][\d,]+\/day$/.test(item.text)) };
      }),
    );
    for (const { pay, others } of cards) {
      expect(pay).toHaveLength(1);
      const [shown] = pay;
      expect(shown?.overflows).toBe(false);
      const biggestOther = Math.max(...others.map((item) => item.size));
      expect(shown?.size ?? 0, shown?.text).toBeGreaterThan(biggestOther);
    }
  });

  test('Listen reads the job in Hindi (hi-IN) and stops when pressed again', async ({ page }) => {
    // The browser's speech is recorded instead of played (headless Chromium may have no voices).
    await page.addInitScript(() => {
      const spoken: { text: string; lang: string }[] = [];
      (window as unknown as { spoken: typeof spoken }).spoken = spoken;
      let cancels = 0;
      (window as unknown as { cancels: () => number }).cancels = () => cancels;
      window.speechSynthesis.speak = (utterance) => {
        spoken.push({ text: utterance.text, lang: utterance.lang });
      };
      window.speechSynthesis.cancel = () => {
        cancels += 1;
      };
    });
    await page.goto('/jobs/all');
    const card = page.getByRole('article').first();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    const pay = ((await card.getByText(/^[₹$][\d,]+\/day$/).textContent()) ?? '').replace('/day', '');
    const href = await card.getByRole('heading').getByRole('link').getAttribute('href');

    await page.goto(`${href}?lang=hi`);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('button', { name: 'यह काम सुनें' }).click();
    const spoken = await page.evaluate(
      () => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken,
    );
    expect(spoken[0]?.text).toContain(title);
    expect(spoken[0]?.text).toContain(`रोज़ के ${pay}`);
    expect(spoken.every((utterance) => utterance.lang === 'hi-IN')).toBe(true);
    const before = await page.evaluate(() => (window as unknown as { cancels: () => number }).cancels());
    await page.getByRole('button', { name: 'पढ़ना रोकें' }).click();
    await expect(page.getByRole('button', { name: 'यह काम सुनें' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cancels: () => number }).cancels())).toBe(
      before + 1,
    );
  });
});
