import { describe, expect, it, vi } from 'vitest';
import { messagesHi } from '../../shared/i18n/hi-messages';
import type { Texts } from '../../shared/i18n/translate';
import { addTexts, i18n, pageTextsReady } from './i18n';
import './texts/messages';

// The test setup has loaded Hindi (as choosing it does), so a page's Hindi twin loads as soon as the page
// adds its English texts.
describe('page texts', () => {
  it("a page's texts come in both languages once its Hindi twin has loaded", async () => {
    await pageTextsReady();
    expect(i18n.getFixedT('en')('messages.list.heading')).toBe('Conversations');
    expect(i18n.getFixedT('hi')('messages.list.heading')).toBe(messagesHi.list.heading);
    expect(messagesHi.list.heading).not.toBe('Conversations');
  });

  it('waits for a Hindi twin that is still downloading', async () => {
    let arrive: (module: Record<string, Texts>) => void = () => {};
    addTexts('lazyPage', { greeting: 'Hello' }, { hi: () => new Promise((resolve) => (arrive = resolve)) });
    let ready = false;
    const waiting = pageTextsReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    arrive({ lazyPageHi: { greeting: 'नमस्ते' } });
    await waiting;
    expect(i18n.getFixedT('hi')('lazyPage.greeting')).toBe('नमस्ते');
  });

  it('keeps the English when the Hindi twin cannot be downloaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addTexts('offlinePage', { greeting: 'Hello' }, { hi: () => Promise.reject(new Error('offline')) });
    await pageTextsReady();
    expect(i18n.getFixedT('hi')('offlinePage.greeting')).toBe('Hello');
    expect(warn).toHaveBeenCalledWith('Could not load the hi texts', expect.any(Error));
    warn.mockRestore();
  });
});
