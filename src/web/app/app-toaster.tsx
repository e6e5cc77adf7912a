import { lazy, Suspense, useEffect } from 'react';
import { loadSonner, useToasterWanted } from '../lib/toast';
import { useTheme } from '../lib/theme';

// Sonner injects its CSS through a <style> element, which the Content-Security-Policy (style nonce)
// refuses: its stylesheet comes as a file with the component instead.
const Toaster = lazy(async () => {
  const [{ Toaster: SonnerToaster }] = await Promise.all([
    import('sonner'),
    import('sonner/dist/styles.css'),
  ]);
  return { default: SonnerToaster };
});

/** How long after start-up to fetch the toast code anyway, so a later toast shows at once. */
const PREFETCH_DELAY_MS = 4000;

/** The toast container: its theme follows the app's; its code arrives with the first toast or when idle. */
export function AppToaster() {
  const wanted = useToasterWanted();
  const { theme } = useTheme();

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

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} richColors closeButton position="top-center" />
    </Suspense>
  );
}
