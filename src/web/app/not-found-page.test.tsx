import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, SIGNED_OUT } from '../test/render';

describe('not-found page', () => {
  it('shows "Oops! Page not found" with a link home for an unknown route, and logs the route', async () => {
    mockApi(SIGNED_OUT);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    // The log is written by an effect, which React may run a moment after the heading is on screen.
    await waitFor(() => expect(warn).toHaveBeenCalledWith('404: unknown route', '/no/such/page'));

    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily work near you' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('is not shown for a known route with parameters', async () => {
    mockApi(SIGNED_OUT);
    renderApp('/jobs/pune/construction');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Construction Jobs in Pune' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });
});
