import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from './offline-notice';

const OFFLINE_TEXT = 'You are offline. Showing jobs saved on this phone.';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineNotice', () => {
  it('says nothing while online, but its live region is already there to announce a change', () => {
    render(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });

  it('shows the notice when the connection drops and hides it when it returns', () => {
    render(<OfflineNotice />);
    goOffline(true);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TEXT);

    goOffline(false);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });

  it('shows the notice at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TEXT);
  });
});
