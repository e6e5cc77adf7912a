import { useSyncExternalStore } from 'react';

/** Phones: the header collapses into a menu and suggestion lists get shorter below 768px. */
export const MOBILE_QUERY = '(max-width: 767px)';

/** The server's guess (from the request's user agent) that the page is rendered for a phone. */
let renderedForPhone = false;

/**
 * Sets the guess the server rendered with: the server before rendering a page, the browser before
 * hydrating it, so both render the same layout and a phone does not re-render the page after hydration.
 */
export function setRenderedForPhone(phone: boolean): void {
  renderedForPhone = phone;
}

/** Whether a media query matches now; false where matchMedia is missing. */
export function mediaMatches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Calls `onChange` whenever a media query starts or stops matching; returns the way to stop. */
export function watchMedia(query: string, onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether a media query matches now, re-rendering when it changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => watchMedia(query, onChange),
    () => mediaMatches(query),
    () => query === MOBILE_QUERY && renderedForPhone,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
