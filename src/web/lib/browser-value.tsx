import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { whenPageHydrated } from './hydration-regions';

/** Whether components show the browser's own values yet (false on the server and while a page hydrates). */
const BrowserValuesContext = createContext(true);

/**
 * Gives the browser's values to the components below, after the server's while a server-rendered page is
 * hydrated (`serverFirst`): then switches every component at once, in a transition, which React renders in
 * slices that yield to the browser. (useSyncExternalStore with a server snapshot re-renders each such
 * component in one blocking task after hydration: on a phone, a long task before the page answers a tap.)
 */
export function BrowserValuesProvider({
  serverFirst = false,
  children,
}: {
  serverFirst?: boolean;
  children: ReactNode;
}) {
  const [browser, setBrowser] = useState(!serverFirst);
  useEffect(() => {
    if (browser) return;
    // After every region of the page is hydrated (lib/hydration-regions.tsx), else the switch would
    // hydrate the regions still waiting all at once.
    return whenPageHydrated(() => startTransition(() => setBrowser(true)));
  }, [browser]);
  return <BrowserValuesContext value={browser}>{children}</BrowserValuesContext>;
}

/**
 * A fixed fact only the browser knows (a feature check such as navigator.share): `serverValue` on the
 * server and while a server-rendered page hydrates, then the browser's answer, without a hydration mismatch.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useContext(BrowserValuesContext) ? read() : serverValue;
}
