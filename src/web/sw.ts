/**
 * The service worker (docs/decisions/0012-offline-and-install.md), built by vite-plugin-pwa
 * (injectManifest) into dist/web/sw.js. What it keeps on the phone:
 * - hashed assets (`/assets/*`): cache first, the app shell's files fetched at install;
 * - public pages (navigations) and job lists and job pages (`GET /api/jobs`, `GET /api/jobs/{id}`):
 *   network first, the saved copy after 4 s without an answer or with no network.
 * Everything else (accounts, auth, messages, /api/me, the assistant, every write) goes to the network
 * untouched. A new version waits until no tab uses the old one (no skipWaiting), so an open page is never
 * switched under its user.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { INFO_PAGES, matchRoute, type RouteName } from '../shared/routes';
import { OFFLINE_CACHES } from './lib/offline-caches';
import { listenForPushes } from './sw-push';

/** The parts of the worker's global scope used here (the project's TypeScript lib is DOM, not WebWorker). */
interface InstallEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  /** Replaced at build time with the app shell's files (vite.config.ts). */
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: InstallEvent) => void): void;
};

const DAY = 24 * 60 * 60;
/** Seconds without an answer before a saved page or list is shown instead (a slow or lying network). */
const NETWORK_TIMEOUT_SECONDS = 4;

const CACHES = OFFLINE_CACHES;

/** Pages anyone can see: saved for offline. Signed-in, sign-in and one-time-link pages never are. */
const SAVED_PAGES = new Set<RouteName>([
  'home',
  'category',
  'jobsByCity',
  'jobsByCityAndCategory',
  'job',
  'cities',
  ...INFO_PAGES,
]);

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/** A job that closed or expired (410) or vanished (404) leaves the cache, so it is not shown offline. */
const forgetGone = (cacheName: string): WorkboxPlugin => ({
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404 || response.status === 410) {
      await caches.open(cacheName).then((cache) => cache.delete(request.url));
    }
    return response;
  },
});

/**
 * Offline on a page never opened as a page (a job reached from a list): any saved page serves as the
 * app shell. Its rendered content is another address's, so the app renders afresh (src/web/main.tsx
 * compares the address) from the saved API answers.
 */
const anySavedPage: WorkboxPlugin = {
  handlerDidError: async () => {
    const cache = await caches.open(CACHES.pages);
    const home = await cache.match('/');
    if (home) return home;
    const [first] = await cache.keys();
    return first ? cache.match(first) : undefined;
  },
};

const assets = new CacheFirst({
  cacheName: CACHES.assets,
  plugins: [
    okOnly,
    // Hashed files never change; several versions stay so that saved pages of an older version still load.
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'), assets);

registerRoute(
  ({ request, url }) => {
    if (request.mode !== 'navigate' || !sameOrigin(url)) return false;
    const match = matchRoute(url.pathname);
    return match !== null && SAVED_PAGES.has(match.name);
  },
  new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      okOnly,
      forgetGone(CACHES.pages),
      new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
      anySavedPage,
    ],
  }),
);

// Job lists and job pages only: GET /api/jobs?... and GET /api/jobs/{id} (registerRoute matches GET only).
registerRoute(
  ({ url }) => sameOrigin(url) && (url.pathname === '/api/jobs' || /^\/api\/jobs\/\d+$/.test(url.pathname)),
  new NetworkFirst({
    cacheName: CACHES.jobs,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      okOnly,
      forgetGone(CACHES.jobs),
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// The logo, the app icons and the job cards' illustrations.
registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (url.pathname === '/favicon.svg' ||
      url.pathname.startsWith('/icons/') ||
      url.pathname.startsWith('/illustrations/')),
  new StaleWhileRevalidate({
    cacheName: CACHES.static,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY })],
  }),
);

// Install: fetch the app shell (entry script, styles, their imports) into the assets cache. Most come from
// the browser's HTTP cache (the page just loaded them). A failure does not stop the install: what is
// missing is cached when it is next used.
self.addEventListener('install', (event) => {
  const shell = self.__WB_MANIFEST.map((entry) => new URL(entry.url, self.location.href).href);
  event.waitUntil(
    Promise.all(
      shell.map((url) => assets.handleAll({ event, request: new Request(url) })[1].catch(() => undefined)),
    ),
  );
});

// Activate: drop caches of an older format. The first install also takes control of the open page, so
// what its visitor opens next is saved; an update only activates once no tab runs the old version.
self.addEventListener('activate', (event) => {
  const current = new Set<string>(Object.values(CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('dw-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
clientsClaim();

// Web Push (issue #24): notifications and what a tap on one opens.
listenForPushes(self as unknown as Parameters<typeof listenForPushes>[0]);
