import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import type { CountryCode } from '../../shared/geo';
import { ROUTES, type RouteName } from '../../shared/routes';
import { prefetchHome } from '../features/home/page-data';
import {
  prefetchCategory,
  prefetchJob,
  prefetchJobsByCity,
  prefetchJobsByCityAndCategory,
  type PageDataInput,
} from '../features/jobs/page-data';
import { prefetchPublicProfile } from '../features/public-profile/page-data';
import { pageTextsReady } from '../lib/i18n';
import { sessionQueryOptions } from '../lib/session';
import { PageLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';

interface LazyPage {
  /** The page's module, relative to src/web (its chunk is preloaded with a server-rendered page). */
  file: string;
  load: () => Promise<{ Component: ComponentType }>;
}

/**
 * One lazily loaded page per entry of the shared route table (the Record type makes a missing page a
 * compile error). A page's code is fetched only when it is visited.
 */
const PAGES: Record<RouteName, LazyPage> = {
  home: {
    file: 'features/home/home-page.tsx',
    load: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
  },
  post: {
    file: 'features/post/post-page.tsx',
    load: async () => ({ Component: (await import('../features/post/post-page')).PostPage }),
  },
  category: {
    file: 'features/jobs/category-page.tsx',
    load: async () => ({ Component: (await import('../features/jobs/category-page')).CategoryPage }),
  },
  jobsByCity: {
    file: 'features/jobs/jobs-by-city-page.tsx',
    load: async () => ({ Component: (await import('../features/jobs/jobs-by-city-page')).JobsByCityPage }),
  },
  jobsByCityAndCategory: {
    file: 'features/jobs/jobs-by-city-and-category-page.tsx',
    load: async () => ({
      Component: (await import('../features/jobs/jobs-by-city-and-category-page')).JobsByCityAndCategoryPage,
    }),
  },
  job: {
    file: 'features/jobs/job-page.tsx',
    load: async () => ({ Component: (await import('../features/jobs/job-page')).JobPage }),
  },
  cities: {
    file: 'features/jobs/cities-page.tsx',
    load: async () => ({ Component: (await import('../features/jobs/cities-page')).CitiesPage }),
  },
  aiAssistant: {
    file: 'features/assistant/assistant-page.tsx',
    load: async () => ({ Component: (await import('../features/assistant/assistant-page')).AssistantPage }),
  },
  profile: {
    file: 'features/profile/profile-page.tsx',
    load: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
  },
  messages: {
    file: 'features/messages/messages-page.tsx',
    load: async () => ({ Component: (await import('../features/messages/messages-page')).MessagesPage }),
  },
  settings: {
    file: 'features/settings/settings-page.tsx',
    load: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }),
  },
  login: {
    file: 'features/auth/login-page.tsx',
    load: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  },
  signup: {
    file: 'features/auth/signup-page.tsx',
    load: async () => ({ Component: (await import('../features/auth/signup-page')).SignupPage }),
  },
  verifyEmail: {
    file: 'features/auth/verify-email-page.tsx',
    load: async () => ({ Component: (await import('../features/auth/verify-email-page')).VerifyEmailPage }),
  },
  forgotPassword: {
    file: 'features/auth/forgot-password-page.tsx',
    load: async () => ({
      Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  about: {
    file: 'features/info/about-page.tsx',
    load: async () => ({ Component: (await import('../features/info/about-page')).AboutPage }),
  },
  howItWorks: {
    file: 'features/info/how-it-works-page.tsx',
    load: async () => ({ Component: (await import('../features/info/how-it-works-page')).HowItWorksPage }),
  },
  pricing: {
    file: 'features/info/pricing-page.tsx',
    load: async () => ({ Component: (await import('../features/info/pricing-page')).PricingPage }),
  },
  safety: {
    file: 'features/info/safety-page.tsx',
    load: async () => ({ Component: (await import('../features/info/safety-page')).SafetyPage }),
  },
  help: {
    file: 'features/info/help-page.tsx',
    load: async () => ({ Component: (await import('../features/info/help-page')).HelpPage }),
  },
  contact: {
    file: 'features/info/contact-page.tsx',
    load: async () => ({ Component: (await import('../features/info/contact-page')).ContactPage }),
  },
  privacy: {
    file: 'features/info/privacy-page.tsx',
    load: async () => ({ Component: (await import('../features/info/privacy-page')).PrivacyPage }),
  },
  terms: {
    file: 'features/info/terms-page.tsx',
    load: async () => ({ Component: (await import('../features/info/terms-page')).TermsPage }),
  },
  unsubscribe: {
    file: 'features/unsubscribe/unsubscribe-page.tsx',
    load: async () => ({
      Component: (await import('../features/unsubscribe/unsubscribe-page')).UnsubscribePage,
    }),
  },
  moderation: {
    file: 'features/moderation/moderation-page.tsx',
    load: async () => ({
      Component: (await import('../features/moderation/moderation-page')).ModerationPage,
    }),
  },
  publicProfile: {
    file: 'features/public-profile/public-profile-page.tsx',
    load: async () => ({
      Component: (await import('../features/public-profile/public-profile-page')).PublicProfilePage,
    }),
  },
  notifications: {
    file: 'features/alerts/notifications-page.tsx',
    load: async () => ({
      Component: (await import('../features/alerts/notifications-page')).NotificationsPage,
    }),
  },
  devMailbox: {
    file: 'features/dev/mailbox-page.tsx',
    load: async () => ({ Component: (await import('../features/dev/mailbox-page')).DevMailboxPage }),
  },
};

const NOT_FOUND_PAGE: LazyPage = {
  file: 'app/not-found-page.tsx',
  load: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
};

/** A page's code, and the texts it adds in the visitor's language (Hindi's come in their own chunk). */
function loadPage(page: LazyPage): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const loaded = await page.load();
    await pageTextsReady();
    return loaded;
  };
}

/** The module of a route's page (by route id), for preloading; undefined for the root layout. */
export function pageModuleFile(routeId: string): string | undefined {
  if (routeId === 'notFound') return NOT_FOUND_PAGE.file;
  return (PAGES as Record<string, LazyPage | undefined>)[routeId]?.file;
}

/**
 * The data each public page shows, put into the query cache by the route's loader; the page reads it
 * with the same query options. Pages not listed load their data themselves (signed-in pages, forms).
 */
const PAGE_DATA: Partial<Record<RouteName, (input: PageDataInput) => Promise<void>>> = {
  home: prefetchHome,
  jobsByCity: prefetchJobsByCity,
  category: prefetchCategory,
  jobsByCityAndCategory: prefetchJobsByCityAndCategory,
  job: prefetchJob,
  publicProfile: prefetchPublicProfile,
};

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
    (prefetch: (input: PageDataInput) => Promise<void>) =>
    async ({ params, request }: LoaderFunctionArgs) => {
      const loading = prefetch({
        params,
        searchParams: new URL(request.url).searchParams,
        country: context.country(),
        queryClient: context.queryClient,
      });
      // prefetch* never reject: a failed request stays in the cache as its query's error.
      if (context.waitForData) await loading;
      return null;
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
    const withLoader = prefetch ? { ...route, loader: loaderOf(prefetch) } : route;
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
