import type { RouteName } from '../../shared/routes';

/**
 * Each page's module, relative to src/web, by route (the twin of lazy-pages.ts, whose loaders import
 * them): the server names it so the browser preloads the chunks of a server-rendered page. Only the server
 * renderer imports this table, so the browser never downloads it.
 */
const PAGE_FILES: Record<RouteName | 'notFound', string> = {
  home: 'features/home/home-page.tsx',
  post: 'features/post/post-page.tsx',
  category: 'features/jobs/category-page.tsx',
  jobsByCity: 'features/jobs/jobs-by-city-page.tsx',
  jobsByCityAndCategory: 'features/jobs/jobs-by-city-and-category-page.tsx',
  job: 'features/jobs/job-page.tsx',
  cities: 'features/jobs/cities-page.tsx',
  aiAssistant: 'features/assistant/assistant-page.tsx',
  profile: 'features/profile/profile-page.tsx',
  messages: 'features/messages/messages-page.tsx',
  settings: 'features/settings/settings-page.tsx',
  login: 'features/auth/login-page.tsx',
  signup: 'features/auth/signup-page.tsx',
  verifyEmail: 'features/auth/verify-email-page.tsx',
  forgotPassword: 'features/auth/forgot-password-page.tsx',
  about: 'features/info/about-page.tsx',
  howItWorks: 'features/info/how-it-works-page.tsx',
  pricing: 'features/info/pricing-page.tsx',
  safety: 'features/info/safety-page.tsx',
  help: 'features/info/help-page.tsx',
  contact: 'features/info/contact-page.tsx',
  privacy: 'features/info/privacy-page.tsx',
  terms: 'features/info/terms-page.tsx',
  unsubscribe: 'features/unsubscribe/unsubscribe-page.tsx',
  moderation: 'features/moderation/moderation-page.tsx',
  publicProfile: 'features/public-profile/public-profile-page.tsx',
  notifications: 'features/alerts/notifications-page.tsx',
  devMailbox: 'features/dev/mailbox-page.tsx',
  notFound: 'app/not-found-page.tsx',
};

/** The module of a route's page (by route id), for preloading; undefined for the root layout. */
export function pageModuleFile(routeId: string): string | undefined {
  return (PAGE_FILES as Record<string, string | undefined>)[routeId];
}
