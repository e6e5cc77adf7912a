import type { ComponentType } from 'react';
import type { RouteName } from '../../shared/routes';
import { pageTextsReady } from '../lib/i18n';

export interface LazyPage {
  load: () => Promise<{ Component: ComponentType }>;
}

/**
 * One lazily loaded page per entry of the shared route table (the Record type makes a missing page a
 * compile error). A page's code is fetched only when it is visited.
 */
export const PAGES: Record<RouteName, LazyPage> = {
  home: {
    load: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
  },
  post: {
    load: async () => ({ Component: (await import('../features/post/post-page')).PostPage }),
  },
  category: {
    load: async () => ({ Component: (await import('../features/jobs/category-page')).CategoryPage }),
  },
  jobsByCity: {
    load: async () => ({ Component: (await import('../features/jobs/jobs-by-city-page')).JobsByCityPage }),
  },
  jobsByCityAndCategory: {
    load: async () => ({
      Component: (await import('../features/jobs/jobs-by-city-and-category-page')).JobsByCityAndCategoryPage,
    }),
  },
  job: {
    load: async () => ({ Component: (await import('../features/jobs/job-page')).JobPage }),
  },
  cities: {
    load: async () => ({ Component: (await import('../features/jobs/cities-page')).CitiesPage }),
  },
  aiAssistant: {
    load: async () => ({ Component: (await import('../features/assistant/assistant-page')).AssistantPage }),
  },
  profile: {
    load: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
  },
  messages: {
    load: async () => ({ Component: (await import('../features/messages/messages-page')).MessagesPage }),
  },
  settings: {
    load: async () => ({ Component: (await import('../features/settings/settings-page')).SettingsPage }),
  },
  login: {
    load: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
  },
  signup: {
    load: async () => ({ Component: (await import('../features/auth/signup-page')).SignupPage }),
  },
  verifyEmail: {
    load: async () => ({ Component: (await import('../features/auth/verify-email-page')).VerifyEmailPage }),
  },
  forgotPassword: {
    load: async () => ({
      Component: (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  about: {
    load: async () => ({ Component: (await import('../features/info/about-page')).AboutPage }),
  },
  howItWorks: {
    load: async () => ({ Component: (await import('../features/info/how-it-works-page')).HowItWorksPage }),
  },
  pricing: {
    load: async () => ({ Component: (await import('../features/info/pricing-page')).PricingPage }),
  },
  safety: {
    load: async () => ({ Component: (await import('../features/info/safety-page')).SafetyPage }),
  },
  help: {
    load: async () => ({ Component: (await import('../features/info/help-page')).HelpPage }),
  },
  contact: {
    load: async () => ({ Component: (await import('../features/info/contact-page')).ContactPage }),
  },
  privacy: {
    load: async () => ({ Component: (await import('../features/info/privacy-page')).PrivacyPage }),
  },
  terms: {
    load: async () => ({ Component: (await import('../features/info/terms-page')).TermsPage }),
  },
  unsubscribe: {
    load: async () => ({
      Component: (await import('../features/unsubscribe/unsubscribe-page')).UnsubscribePage,
    }),
  },
  moderation: {
    load: async () => ({
      Component: (await import('../features/moderation/moderation-page')).ModerationPage,
    }),
  },
  publicProfile: {
    load: async () => ({
      Component: (await import('../features/public-profile/public-profile-page')).PublicProfilePage,
    }),
  },
  notifications: {
    load: async () => ({
      Component: (await import('../features/alerts/notifications-page')).NotificationsPage,
    }),
  },
  devMailbox: {
    load: async () => ({ Component: (await import('../features/dev/mailbox-page')).DevMailboxPage }),
  },
};

export const NOT_FOUND_PAGE: LazyPage = {
  load: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
};

/** A page's code, and the texts it adds in the visitor's language (Hindi's come in their own chunk). */
export function loadPage(page: LazyPage): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const loaded = await page.load();
    await pageTextsReady();
    return loaded;
  };
}
