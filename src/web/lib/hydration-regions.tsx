import { Suspense, useEffect, useId, useLayoutEffect, type ReactNode } from 'react';

/**
 * Parts of a server-rendered page that React takes over one at a time (issue #22, decision 0040).
 *
 * A region is a Suspense boundary: while the page hydrates, React commits the page around it first and
 * hydrates each region afterwards in a render and commit of its own, so no single task takes the whole
 * page over (a tap inside a region not yet hydrated hydrates that region first, then is handled).
 * The regions still waiting are tracked, so the page can say when every control works (`data-app-ready`)
 * and browser-only values switch in only once everything is hydrated (lib/browser-value.tsx): an update
 * reaching a region still waiting would make React hydrate it at once, undoing the split.
 */

const waiting = new Set<string>();
const listeners = new Set<() => void>();

function settle(): void {
  if (waiting.size > 0) return;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/**
 * Calls `callback` once no region is waiting to be hydrated (at once when none is); returns a function
 * that cancels the call. Call it from an effect: regions register in their parent's commit.
 */
export function whenPageHydrated(callback: () => void): () => void {
  if (waiting.size === 0) {
    callback();
    return () => {};
  }
  listeners.add(callback);
  return () => {
    listeners.delete(callback);
  };
}

/** Last inside the boundary: its effect runs when React has hydrated (or rendered) the region, after the region's own effects. */
function RegionDone({ id }: { id: string }) {
  useEffect(() => {
    waiting.delete(id);
    settle();
  }, [id]);
  return null;
}

/** A part of the page hydrated on its own, after the page around it. Renders nothing of its own. */
export function HydrationRegion({ children }: { children: ReactNode }) {
  const id = useId();
  // A layout effect runs in the parent's commit, before any passive effect: the region is counted
  // before anyone asks whether the page is hydrated.
  useLayoutEffect(() => {
    waiting.add(id);
    return () => {
      waiting.delete(id);
      // Later, not now: StrictMode's rehearsal unmounts and mounts again in one go in development.
      queueMicrotask(settle);
    };
  }, [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <RegionDone id={id} />
    </Suspense>
  );
}
