import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '../test/console';
import { Providers } from './providers';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('page exploded');
}

describe('route error boundary', () => {
  it('shows a friendly message with a reload button instead of a broken page', async () => {
    allowConsoleError(/page exploded/);
    const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteError /> }]);
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('page exploded')).not.toBeInTheDocument();
  });
});
