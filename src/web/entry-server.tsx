/**
 * The server renderer: the same route table, loaders and components as the browser (src/web/main.tsx),
 * rendered to HTML with the page's data, and the state the browser hydrates from. Built to
 * dist/ssr/entry-server.js (npm run build); the server calls render() for every page (plugins/html.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { CountryCode } from '../shared/geo';
import type { PageRenderInput, PageRenderResult } from '../shared/page-render';
import { Providers } from './app/providers';
import { createRoutes, pageModuleFile } from './app/routes';
import { setApiTransport } from './lib/api';
import { setConfig } from './lib/config';
import { i18n, loadLanguage } from './lib/i18n';
import { setRenderedForPhone } from './lib/media';
import { createQueryClient } from './lib/query-client';

// The server renders every language: Hindi's texts (the app shell's now, each page's as its module
// loads) are fetched once, here from the server's own bundle.
const hindiLoading = loadLanguage('hi');

/** Lists before the visitor's country is known are India's (the browser then corrects it, CountryProvider). */
const DEFAULT_COUNTRY: CountryCode = 'IN';

/** Each page's API requests go to the app, for the visitor whose page is being rendered. */
const requestApi = new AsyncLocalStorage<PageRenderInput['fetchApi']>();
setApiTransport((path, init) => {
  const fetchApi = requestApi.getStore();
  if (!fetchApi) return Promise.reject(new Error(`API request outside a page render: ${path}`));
  return fetchApi(path, init);
});

export function render(input: PageRenderInput): Promise<PageRenderResult> {
  setConfig(input.clientConfig);
  const country = input.country ?? DEFAULT_COUNTRY;
  return requestApi.run(input.fetchApi, async () => {
    await hindiLoading;
    const queryClient = createQueryClient();
    // One attempt: a failed request renders the page's loading state and the browser asks again.
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    try {
      const handler = createStaticHandler(
        createRoutes({ queryClient, country: () => country, waitForData: true }),
      );
      const context = await handler.query(new Request(new URL(input.url, 'http://localhost')));
      if (context instanceof Response) throw new Error(`Unexpected redirect rendering ${input.url}`);
      const router = createStaticRouter(handler.dataRoutes, context);
      const pageI18n = i18n.cloneInstance({ lng: input.locale, initAsync: false });
      // renderToString is synchronous: no other page renders between this line and the next.
      setRenderedForPhone(input.phone);
      const html = renderToString(
        <StrictMode>
          <Providers queryClient={queryClient} country={country} i18n={pageI18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StrictMode>,
      );
      return {
        html,
        pageModules: context.matches.flatMap((match) => pageModuleFile(match.route.id) ?? []),
        state: {
          url: input.url,
          country,
          countryKnown: input.country !== null,
          phone: input.phone,
          queries: dehydrate(queryClient),
          router: context.errors ? null : { loaderData: context.loaderData, actionData: context.actionData },
        },
      };
    } finally {
      queryClient.clear();
    }
  });
}
