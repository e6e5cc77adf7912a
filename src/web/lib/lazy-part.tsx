import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { mediaMatches, MOBILE_QUERY } from './media';

/**
 * Parts of a page whose code the browser downloads only when they are first rendered (issue #22): what a
 * phone shows only on demand, such as the header's search boxes (in the menu) and the listing's filter form
 * (in the Filters sheet). On a wider screen the server renders them in place and the browser hydrates them
 * once their code is here: render a part inside a Suspense boundary (a HydrationRegion where the server
 * rendered it, so the page counts as ready only once the part works).
 */
export type LazyPart<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts the download (once); resolves with the component. */
  preload: () => Promise<ComponentType<P>>;
};

/** Every part defined so far: the server loads them before it renders a page (`lazyPartsReady`). */
const parts: (() => Promise<unknown>)[] = [];

/**
 * A thenable that calls back at once: React.lazy then renders a part already here without suspending (the
 * type is React's, which asks for a Promise; React only calls `then`).
 */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled?: (value: T) => unknown) => onFulfilled?.(value) };
  return thenable as unknown as Promise<T>;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a failed download (offline) is tried again by the next preload
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  parts.push(preload);
  const part = lazy(() =>
    loaded ? settled({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  return Object.assign(part, { preload });
}

/**
 * Starts a part's download at once in a browser wider than a phone, where the server rendered the part in
 * place and the page hydrates it at start (a phone downloads it when it first shows).
 */
export function preloadOnWideScreens(part: { preload: () => Promise<unknown> }): void {
  if (typeof window !== 'undefined' && !mediaMatches(MOBILE_QUERY)) void part.preload().catch(() => {});
}

/**
 * Loads every part defined so far: the server awaits it before rendering a page (after the page's own
 * module has loaded and defined its parts), so a part renders in place like any other component.
 */
export async function lazyPartsReady(): Promise<void> {
  await Promise.all(parts.map((preload) => preload()));
}
