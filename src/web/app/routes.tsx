import type { QueryClient } from '@tanstack/react-query';
import type { ActionFunction, LoaderFunctionArgs, RouteMatch, RouteObject } from 'react-router';
import type { CountryCode } from '../../shared/geo';
import { ROUTES, type RouteName } from '../../shared/routes';
import { prefetchHome } from '../features/home/page-data';
import type { PageDataInput } from '../features/jobs/page-data';
import { prefetchPublicProfile } from '../features/public-profile/page-data';
import { sessionQueryOptions } from '../lib/session';
import { loadPage, NOT_FOUND_PAGE, PAGES } from './lazy-pages';
import { PageLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * The listings' and job page's loaders, fetched with their first use (the home page and the app shell do
 * without them). A server-rendered page does not run its loader in the browser, and the pages' own
 * chunks import the same module, so it is there when they are.
 */
const jobsPageData = () => import('../features/jobs/page-data');

/**
 * The data each public page shows, put into the query cache by the route's loader; the page reads it
 * with the same query options. Pages not listed load their data themselves (signed-in pages, forms).
 */
const PAGE_DATA: Partial<Record<RouteName, (input: PageDataInput) => Promise<void>>> = {
  home: prefetchHome,
  jobsByCity: async (input) => (await jobsPageData()).prefetchJobsByCity(input),
  category: async (input) => (await jobsPageData()).prefetchCategory(input),
  jobsByCityAndCategory: async (input) => (await jobsPageData()).prefetchJobsByCityAndCategory(input),
  job: async (input) => (await jobsPageData()).prefetchJob(input),
  publicProfile: prefetchPublicProfile,
};

type BeforeRender = (
  input: Pick<PageDataInput, 'params' | 'searchParams'>,
  /** Before hydration: the loader's data the server rendered the page with. */
  fromServer?: unknown,
) => Promise<unknown>;

/**
 * What a page needs before it renders, besides its code and its data: its loader awaits it (where the
 * data is not awaited, in the browser) and returns what it found as its data, and the browser runs it
 * again before hydrating a server-rendered page (whose loader does not run then) with that data. A
 * listing naming a city reads the city as it renders.
 */
const prepareListing: BeforeRender = async (input, fromServer) =>
  (await jobsPageData()).prepareListing(input, fromServer);

const BEFORE_RENDER: Partial<Record<RouteName, BeforeRender>> = {
  jobsByCity: prepareListing,
  category: prepareListing,
  jobsByCityAndCategory: prepareListing,
};

/** Runs the BEFORE_RENDER steps of the routes matching the browser's address, before hydration. */
export async function prepareHydration(
  matches: readonly RouteMatch[],
  search: string,
  loaderData: Record<string, unknown>,
): Promise<void> {
  const searchParams = new URLSearchParams(search);
  await Promise.all(
    matches.flatMap(({ route, params }) => {
      const step = BEFORE_RENDER[route.id as RouteName];
      return step && route.id ? [step({ params, searchParams }, loaderData[route.id])] : [];
    }),
  );
}

export interface RoutesContext {
  queryClient: QueryClient;
  /** The visitor's country when a loader runs (the lists are per country). */
  country: () => CountryCode;
  /**
   * The server waits for a page's data and renders it into the HTML; the browser only starts loading it
   * beside the page's code and shows the page (with its loading state) at once, as before.
   */
  waitForData: boolean;
  /**
   * The server's answers to forms posted before or without JavaScript (app/form-actions.ts, decision
   * 0021), by page. The browser has none: its forms submit themselves.
   */
  actions?: Partial<Record<RouteName, ActionFunction>>;
}

const pageRouteExtras = { errorElement: <RouteError />, hydrateFallbackElement: <PageLoading /> };

/** The route table of the browser and of the server renderer (src/web/entry-server.tsx). */
export function createRoutes(context: RoutesContext): RouteObject[] {
  const loaderOf =
    (prefetch: (input: PageDataInput) => Promise<void>, beforeRender?: BeforeRender) =>
    async ({ params, request }: LoaderFunctionArgs) => {
      const searchParams = new URL(request.url).searchParams;
      const prepared = await beforeRender?.({ params, searchParams });
      const loading = prefetch({
        params,
        searchParams,
        country: context.country(),
        queryClient: context.queryClient,
      });
      // prefetch* never reject: a failed request stays in the cache as its query's error.
      if (context.waitForData) await loading;
      return prepared ?? null;
    };

  const pageRoutes: RouteObject[] = (Object.keys(ROUTES) as RouteName[]).map((name) => {
    const prefetch = PAGE_DATA[name];
    const action = context.actions?.[name];
    const route = {
      id: name,
      lazy: loadPage(PAGES[name]),
      ...pageRouteExtras,
      ...(action ? { action } : {}),
    };
    const withLoader = prefetch ? { ...route, loader: loaderOf(prefetch, BEFORE_RENDER[name]) } : route;
    return name === 'home' ? { ...withLoader, index: true } : { ...withLoader, path: ROUTES[name] };
  });

  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Who is signed in decides the header: the server asks before rendering (the browser's header asks
      // itself, and is shown at once).
      ...(context.waitForData
        ? {
            loader: loaderOf(async () => {
              // Fetched into the cache; a failure is left to the page (as prefetchQuery did).
              await context.queryClient.query(sessionQueryOptions).catch(() => undefined);
            }),
          }
        : {}),
      children: [
        ...pageRoutes,
        {
          id: 'notFound',
          path: '*',
          lazy: loadPage(NOT_FOUND_PAGE),
          ...pageRouteExtras,
        },
      ],
    },
  ];
}
