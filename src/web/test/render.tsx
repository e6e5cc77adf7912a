import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { CountryCode } from '../../shared/geo';
import { Providers } from '../app/providers';
import { createRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

export type ApiHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Replaces fetch for the test: each request goes to the handler for its path (method-agnostic), else
 * answers 404. Returns the mock so tests can inspect calls.
 */
/** A canned JSON body, or a handler computing the response. */
export type ApiRoute = ApiHandler | Record<string, unknown> | unknown[] | string | number | boolean | null;

export function mockApi(handlers: Record<string, ApiRoute>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const handler = handlers[url.pathname];
    if (handler === undefined) return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    return typeof handler === 'function' ? (handler as ApiHandler)(url, init) : json(handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The default API: signed out, no jobs. */
export const SIGNED_OUT = { '/api/auth/get-session': null, '/api/jobs': { jobs: [] } };

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
