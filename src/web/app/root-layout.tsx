import { useCallback, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router';
import { buildPath } from '../../shared/routes';
import { Spinner } from '../components/ui/spinner';
import { AuthPromptProvider, type AuthMode } from '../lib/auth-prompt';
import { useTranslation } from '../lib/i18n';
import { AppToaster } from './app-toaster';
import { Footer } from './footer';
import { Header } from './header/header';

/** While a page's code or data loads, a thin bar at the top says something is happening. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-accent">
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}

/** Header, main content and footer, with the sign-in entry point and the toasts. */
function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  // The one place that decides how sign-in is offered; the auth modal will take over from here.
  const openAuth = useCallback(
    (mode: AuthMode) => void navigate(buildPath(mode === 'login' ? 'login' : 'signup')),
    [navigate],
  );

  return (
    <AuthPromptProvider open={openAuth}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-xl focus:bg-card focus:px-4 focus:py-3 focus:font-semibold focus:shadow-lg"
      >
        {t('app.skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer />
      </div>
      <AppToaster />
    </AuthPromptProvider>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <AppShell>
        <Outlet />
      </AppShell>
      <ScrollRestoration />
    </>
  );
}

/**
 * Shown in the page area on first load until the first page's code has arrived. It sits on every page
 * route (not on the root), so the header and footer render at once and are not re-mounted afterwards.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-6" />
      {t('common.loading')}
    </div>
  );
}
