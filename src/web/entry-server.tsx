/**
 * The server renderer: the same route table, loaders and components as the browser (src/web/main.tsx),
 * rendered to HTML with the page's data, and the state the browser hydrates from. Built to
 * dist/ssr/entry-server.js (npm run build); the server calls render() for every page (plugins/html.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { CountryCode } from '../shared/geo';
import { TRANSLATED_LOCALES } from '../shared/i18n';
import type { PageRenderInput, PageRenderResult } from '../shared/page-render';
import { Providers } from './app/providers';
import { formActions } from './app/form-actions';
import { pageModuleFile } from './app/page-files';
import { createRoutes } from './app/routes';
import { setApiTransport } from './lib/api';
import { setConfig } from './lib/config';
import { i18n, loadLanguage } from './lib/i18n';
import { lazyPartsReady } from './lib/lazy-part';
import { setRenderedForPhone } from './lib/media';
import type { FormPostContext } from './lib/form-post';
import { createQueryClient } from './lib/query-client';

// The server renders every language: their texts (the app shell's now, each page's as its module
// loads) are fetched once, here from the server's own bundle.
const languagesLoading = Promise.all(TRANSLATED_LOCALES.map(loadLanguage));

/** Lists before the visitor's country is known are India's (the browser then corrects it, CountryProvider). */
const DEFAULT_COUNTRY: CountryCode = 'IN';

/** Each page's API requests go to the app, for the visitor whose page is being rendered. */
const requestApi = new AsyncLocalStorage<PageRenderInput['fetchApi']>();
setApiTransport((path, init) => {
  const fetchApi = requestApi.getStore();
  if (!fetchApi) return Promise.reject(new Error(`API request outside a page render: ${path}`));
  return fetchApi(path, init);
});

/** The page's request: a GET, or the POST of a form sent before or without JavaScript. */
function pageRequest(input: PageRenderInput): Request {
  const url = new URL(input.url, 'http://localhost');
  if (input.form === undefined) return new Request(url);
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: input.form,
  });
}

/** A same-site path (never another site, no control characters): where a form's action may send the browser. */
function isSitePath(location: string): boolean {
  return (
    location.startsWith('/') &&
    !location.startsWith('//') &&
    !location.startsWith('/\\') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(location)
  );
}

/** A form posted to a page whose route has no action (React Router's 405). */
function postedWithoutAction(context: StaticHandlerContext): boolean {
  return Object.values(context.errors ?? {}).some(
    (error) => isRouteErrorResponse(error) && error.status === 405,
  );
}

export function render(input: PageRenderInput): Promise<PageRenderResult> {
  setConfig(input.clientConfig);
  const country = input.country ?? DEFAULT_COUNTRY;
  return requestApi.run(input.fetchApi, async (): Promise<PageRenderResult> => {
    await languagesLoading;
    const queryClient = createQueryClient();
    // One attempt: a failed request renders the page's loading state and the browser asks again.
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    const post: FormPostContext = { country, cookies: [] };
    try {
      const handler = createStaticHandler(
        createRoutes({
          queryClient,
          country: () => country,
          waitForData: true,
          actions: formActions(post),
        }),
      );
      const context = await handler.query(pageRequest(input));
      if (context instanceof Response) {
        // A form's action went well and sends the browser on (See Other: the next request is a GET).
        const location = context.headers.get('location') ?? '';
        if (input.form === undefined || !isSitePath(location)) {
          throw new Error(`Unexpected redirect rendering ${input.url}: ${location}`);
        }
        return { kind: 'redirect', location, cookies: post.cookies };
      }
      // Posted to a page without a form of its own: the page afresh, as a GET.
      if (input.form !== undefined && postedWithoutAction(context)) {
        return { kind: 'redirect', location: input.url, cookies: [] };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      // The page's module has loaded: its lazy parts render in place, not as the browser's fallbacks.
      await lazyPartsReady();
      const pageI18n = i18n.forLanguage(input.locale);
      // renderToString is synchronous: no other page renders between this line and the next.
      setRenderedForPhone(input.phone);
      const html = renderToString(
        <StrictMode>
          <Providers queryClient={queryClient} country={country} i18n={pageI18n} serverRendered>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StrictMode>,
      );
      return {
        kind: 'page',
        html,
        ...(input.form === undefined ? {} : { status: context.statusCode }),
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
