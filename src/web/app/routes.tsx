import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES, type RouteName } from '../../shared/routes';
import { PageLoading, RootLayout } from './root-layout';
import { RouteError } from './route-error';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * One lazily loaded page per entry of the shared route table (the Record type makes a missing page a
 * compile error). A page's code is fetched only when it is visited.
 */
const PAGES: Record<RouteName, LazyPage> = {
  home: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
  post: async () => ({ Component: (await import('../features/post/post-page')).PostPage }),
  category: async () => ({ Component: (await import('../features/jobs/category-page')).CategoryPage }),
  jobsByCity: async () => ({
    Component: (await import('../features/jobs/jobs-by-city-page')).JobsByCityPage,
  }),
  jobsByCityAndCategory: async () => ({
    Component: (await import('../features/jobs/jobs-by-city-and-category-page')).JobsByCityAndCategoryPage,
  }),
  job: async () => ({ Component: (await import('../features/jobs/job-page')).JobPage }),
  cities: async () => ({ Component: (await import('../features/jobs/cities-page')).CitiesPage }),
  aiAssistant: async () => ({
    Component: (await import('../features/assistant/assistant-page')).AssistantPage,
  }),
  profile: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
  messages: async () => ({ Component: (await import('../features/messages/messages-page')).MessagesPage }),
  settings: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }),
  login: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  signup: async () => ({ Component: (await import('../features/auth/signup-page')).SignupPage }),
  verifyEmail: async () => ({
    Component: (await import('../features/auth/verify-email-page')).VerifyEmailPage,
  }),
  forgotPassword: async () => ({
    Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
  }),
  about: async () => ({ Component: (await import('../features/info/about-page')).AboutPage }),
  howItWorks: async () => ({
    Component: (await import('../features/info/how-it-works-page')).HowItWorksPage,
  }),
  pricing: async () => ({ Component: (await import('../features/info/pricing-page')).PricingPage }),
  safety: async () => ({ Component: (await import('../features/info/safety-page')).SafetyPage }),
  help: async () => ({ Component: (await import('../features/info/help-page')).HelpPage }),
  contact: async () => ({ Component: (await import('../features/info/contact-page')).ContactPage }),
  privacy: async () => ({ Component: (await import('../features/info/privacy-page')).PrivacyPage }),
  terms: async () => ({ Component: (await import('../features/info/terms-page')).TermsPage }),
  unsubscribe: async () => ({
    Component: (await import('../features/unsubscribe/unsubscribe-page')).UnsubscribePage,
  }),
  devMailbox: async () => ({ Component: (await import('../features/dev/mailbox-page')).DevMailboxPage }),
};

const pageRouteExtras = { errorElement: <RouteError />, hydrateFallbackElement: <PageLoading /> };

const pageRoutes: RouteObject[] = (Object.keys(ROUTES) as RouteName[]).map((name) =>
  name === 'home'
    ? { id: name, index: true, lazy: PAGES[name], ...pageRouteExtras }
    : { id: name, path: ROUTES[name], lazy: PAGES[name], ...pageRouteExtras },
);

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...pageRoutes,
      {
        id: 'notFound',
        path: '*',
        lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
        ...pageRouteExtras,
      },
    ],
  },
];
