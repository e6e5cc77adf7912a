import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

/**
 * Toasts without putting sonner in the first download: the library (and the <Toaster> the app shell
 * mounts through useToastRequests) loads on the first toast, or when the browser is idle after start-up.
 * A toast waits until the Toaster's live region is on the page, so the first one is announced too.
 */
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
/** How many times toasts were asked for (the Toaster retries a failed download on the next one). */
let requests = 0;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    sonner.catch(() => {
      // a failed download (flaky network) may be retried by the next toast
      sonner = undefined;
    });
  }
  requests += 1;
  for (const listener of listeners) listener();
  return sonner;
}

/**
 * How many times toasts were asked for; above 0 the app shell mounts the Toaster, and a Toaster whose
 * code failed to download (offline) tries again on the next request.
 */
export function useToastRequests(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requests,
    () => 0,
  );
}

/**
 * How long the Toaster's empty live region stays on the page before the first toast goes into it. A screen
 * reader announces changes to a live region it already knows, not one that arrives with its text.
 */
const REGION_SETTLE_MS = 250;

let resolveRegionReady!: () => void;
const regionReady = new Promise<void>((resolve) => (resolveRegionReady = resolve));

/** Called by the app shell once the Toaster (and its live region) is on the page. */
export function markToasterOnPage(): void {
  setTimeout(resolveRegionReady, REGION_SETTLE_MS);
}

function show(kind: 'success' | 'error' | 'info', title: string, description?: string): void {
  Promise.all([loadSonner(), regionReady]).then(
    ([{ toast }]) => {
      const options = description ? { description } : undefined;
      if (kind === 'info') toast(title, options);
      else toast[kind](title, options);
    },
    (error: unknown) => console.error('Could not show a message:', title, description, error),
  );
}

/** A success toast: title plus an optional description. */
export function toastSuccess(title: string, description?: string): void {
  show('success', title, description);
}

/** An error toast in the destructive style (the Toaster uses rich colours). */
export function toastError(title: string, description?: string): void {
  show('error', title, description);
}

/** A neutral informational toast. */
export function toastInfo(title: string, description?: string): void {
  show('info', title, description);
}

/** A neutral toast with one action button (the one-time notifications offer, issue #24). */
export function toastAction(
  title: string,
  description: string,
  action: { label: string; onClick: () => void },
): void {
  Promise.all([loadSonner(), regionReady]).then(
    ([{ toast }]) => toast(title, { description, action, duration: 20_000 }),
    (error: unknown) => console.error('Could not show a message:', title, error),
  );
}
