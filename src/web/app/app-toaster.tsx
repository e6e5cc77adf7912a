import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { loadSonner, markToasterOnPage, useToastRequests } from '../lib/toast';
import { useTranslation } from '../lib/i18n';
import { useTheme } from '../lib/theme';

// Sonner injects its CSS through a <style> element, which the Content-Security-Policy (style nonce)
// refuses: its stylesheet comes as a file with the component instead.
const loadToaster = () =>
  lazy(async () => {
    const [{ Toaster: SonnerToaster }] = await Promise.all([
      import('sonner'),
      import('sonner/dist/styles.css'),
    ]);
    return { default: SonnerToaster };
  });

/** Replaced after a failed download: React keeps a lazy component's failure for good. */
let Toaster = loadToaster();

/** A Toaster whose code could not be downloaded (offline) renders nothing instead of failing the page. */
class ToasterBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Rendered beside the Toaster inside its Suspense, so its effect runs once the Toaster is on the page. */
function ToasterOnPage() {
  useEffect(markToasterOnPage, []);
  return null;
}

/** How long after start-up to fetch the toast code anyway, so a later toast shows at once. */
const PREFETCH_DELAY_MS = 4000;

/** The toast container: its theme follows the app's; its code arrives with the first toast or when idle. */
export function AppToaster() {
  const requests = useToastRequests();
  const { theme } = useTheme();
  const { t } = useTranslation();
  // The request count when the download last failed: a later toast request tries a fresh download.
  const [failedAt, setFailedAt] = useState<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => void loadSonner().catch(() => {}), { timeout: 5000 });
      } else {
        void loadSonner().catch(() => {});
      }
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (requests === 0 || failedAt === requests) return null;
  return (
    <ToasterBoundary
      key={failedAt ?? 'first'}
      onError={() => {
        Toaster = loadToaster();
        setFailedAt(requests);
      }}
    >
      <Suspense fallback={null}>
        <Toaster
          theme={theme}
          richColors
          closeButton
          position="top-center"
          containerAriaLabel={t('app.toasts')}
          toastOptions={{ closeButtonAriaLabel: t('app.closeToast') }}
        />
        <ToasterOnPage />
      </Suspense>
    </ToasterBoundary>
  );
}
