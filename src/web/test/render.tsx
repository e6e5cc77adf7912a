import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { CountryCode } from '../../shared/geo';
import { Providers } from '../app/providers';
import { createRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

/** Renders the whole app (every route, lazy pages) in a memory router at `path`. */
export function renderApp(
  path: string,
  options: { country?: CountryCode } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const country = options.country ?? 'IN';
  const routes = createRoutes({ queryClient, country: () => country, waitForData: false });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers queryClient={queryClient} country={country}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return Object.assign(result, { router, queryClient });
}

/** Makes window.matchMedia report a phone (max-width: 767px matches) or a desktop. */
export function setViewport(kind: 'mobile' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'mobile' ? query.includes('max-width: 767px') : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
