import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastError, toastSuccess } from '../lib/toast';
import { mockApi, renderApp, SIGNED_OUT, setViewport } from '../test/render';

// The toast code's download fails while `offline` is true (as on a phone that lost its network).
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('sonner', async (importOriginal) => {
  if (network.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('app toaster', () => {
  it('a toast whose code cannot download leaves the page working; the next toast tries again', async () => {
    setViewport('desktop');
    mockApi({
      ...SIGNED_OUT,
      '/api/jobs': { jobs: [], nextCursor: null, total: 0, totalIsCapped: false, city: null },
    });
    renderApp('/about');
    const heading = await screen.findByRole('heading', { level: 1 });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      toastError('First message');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(heading.isConnected).toBe(true);

    network.offline = false;
    await act(async () => {
      toastError('Back online message');
    });
    expect(await screen.findByText('Back online message')).toBeInTheDocument();
    errors.mockRestore();
  });

  it('a toast is announced: its text lands in a polite live region', async () => {
    network.offline = false;
    setViewport('desktop');
    mockApi({ ...SIGNED_OUT });
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {
      toastSuccess('Alert saved', 'Jobs like these will come to you.');
    });
    const title = await screen.findByText('Alert saved');
    const region = title.closest('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.textContent).toContain('Jobs like these will come to you.');
  });
});
