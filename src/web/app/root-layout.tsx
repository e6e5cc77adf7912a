import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { OfflineNotice } from '../components/offline-notice';
import { LoadingStatus } from '../components/ui/spinner';
import type { AuthModalState } from '../features/auth/auth-modal';
import { AuthPromptProvider, type AuthMode, type OpenAuthOptions } from '../lib/auth-prompt';
import { HydrationRegion, whenPageHydrated } from '../lib/hydration-regions';
import { useTranslation } from '../lib/i18n';
import { lazyPart } from '../lib/lazy-part';
import { useSession } from '../lib/session';
import { AppToaster } from './app-toaster';
import { Footer } from './footer';
import { Header } from './header/header';

/**
 * The auth modal's code (and its form's) downloads when sign-in is first offered; the modal then stays
 * mounted, so closing it is the dialog's own close (the browser gives the focus back to the opener).
 */
const AuthModal = lazyPart(async () => {
  const [{ AuthModal }] = await Promise.all([
    import('../features/auth/auth-modal'),
    import('../features/auth/auth-form'),
  ]);
  return AuthModal;
});

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

/**
 * While someone is signed in, the live connection runs (its code loads only then): unread counts and
 * conversations stay true in every tab without a reload.
 */
function RealtimeConnection() {
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('../lib/realtime-sync').then(
      ({ startRealtimeSync }) => {
        if (!cancelled) stop = startRealtimeSync(client);
      },
      (error: unknown) => console.warn('Could not load the live connection', error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, userId]);
  return null;
}

/** Header, main content and footer, with the sign-in entry point (the auth modal) and the toasts. */
function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  // The modal belongs to the location it was opened on: any navigation (Back included) closes it.
  const [opened, setOpened] = useState<(AuthModalState & { at: string }) | null>(null);
  const auth = opened && opened.at === location.key ? opened : null;
  const [authOffered, setAuthOffered] = useState(false);
  if (auth && !authOffered) setAuthOffered(true);

  // Where the modal is opened: read when it opens, so openAuth stays one stable function.
  const here = useRef({ key: location.key, path: '/' });
  useEffect(() => {
    here.current = { key: location.key, path: `${location.pathname}${location.search}` };
  }, [location.key, location.pathname, location.search]);

  // The one place that decides how sign-in is offered: the auth modal, over the current page.
  const openAuth = useCallback(
    (mode: AuthMode, options?: OpenAuthOptions) =>
      setOpened({
        mode,
        returnTo: options?.continueTo ?? here.current.path,
        continueTo: options?.continueTo,
        at: here.current.key,
      }),
    [],
  );
  const closeAuth = useCallback(() => setOpened(null), []);
  const switchAuthMode = useCallback(
    (mode: AuthMode) => setOpened((current) => (current ? { ...current, mode, switched: true } : current)),
    [],
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
        <OfflineNotice />
        <HydrationRegion>
          <Header />
        </HydrationRegion>
        <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
          <HydrationRegion>{children}</HydrationRegion>
        </main>
        <HydrationRegion>
          <Footer />
        </HydrationRegion>
      </div>
      {authOffered ? (
        <Suspense fallback={null}>
          <AuthModal
            state={auth}
            onModeChange={switchAuthMode}
            onClose={closeAuth}
            toaster={<AppToaster />}
          />
        </Suspense>
      ) : null}
      <AppToaster />
    </AuthPromptProvider>
  );
}

/**
 * Marks the document once the app has rendered or taken over a server-rendered page, every region of it
 * (`data-app-ready` on <html>): from then on every control works. End-to-end tests wait for it before they tap.
 */
function AppReady() {
  useEffect(
    () =>
      whenPageHydrated(() => {
        document.documentElement.dataset.appReady = '';
      }),
    [],
  );
  return null;
}

export function RootLayout() {
  return (
    <>
      <AppReady />
      <NavigationProgress />
      <RealtimeConnection />
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
  return <LoadingStatus className="min-h-[50vh] justify-center" />;
}
