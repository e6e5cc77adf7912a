/**
 * The service worker's caches (src/web/sw.ts). Names carry a version: a worker that changes their format
 * bumps it and the old ones are deleted.
 */
export const OFFLINE_CACHES = {
  assets: 'dw-assets-v1',
  /** Saved public pages: server-rendered, so they show the header of whoever was signed in. */
  pages: 'dw-pages-v1',
  jobs: 'dw-jobs-v1',
  static: 'dw-static-v1',
} as const;

/** Forgets the saved pages (after a sign-out nothing of the previous user stays on a shared phone). */
export async function forgetSavedPages(): Promise<void> {
  try {
    await (globalThis.caches as CacheStorage | undefined)?.delete(OFFLINE_CACHES.pages);
  } catch {
    // no Cache Storage (an insecure origin, private mode): nothing was saved
  }
}
