import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastError } from '../lib/toast';
import { mockApi, SIGNED_OUT } from '../test/api';
import { renderApp, setViewport } from '../test/render';

// Its own file: the toast code must not have been loaded by an earlier test, as on a page just opened.
describe('the first toast after a page opens', () => {
  it('lands in a live region that was already on the page, so a screen reader announces it', async () => {
    setViewport('desktop');
    mockApi({ ...SIGNED_OUT });
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });

    // When the live region first showed up empty, and when the toast's text first showed up in it.
    let regionAt: number | null = null;
    let textAt: number | null = null;
    const observer = new MutationObserver(() => {
      const region = document.querySelector('[aria-live="polite"][aria-label]');
      if (!region) return;
      if (region.textContent.includes('Could not save')) textAt ??= performance.now();
      else regionAt ??= performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });

    await act(async () => {
      toastError('Could not save', 'Please try again.');
    });
    const title = await screen.findByText('Could not save');
    observer.disconnect();

    expect(title.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    // A region that arrives with its text is not announced; one a screen reader has had time to find is.
    expect(regionAt).not.toBeNull();
    expect(textAt! - regionAt!).toBeGreaterThanOrEqual(200);
  });
});
