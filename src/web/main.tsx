import './lib/react-dom-first';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteMatch } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../shared/page-render';
import { Providers } from './app/providers';
import { createRoutes, prepareHydration } from './app/routes';
import { getConfig } from './lib/config';
import { currentCountry } from './lib/country';
import { setRenderedForPhone } from './lib/media';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { i18n, loadLanguage } from './lib/i18n';
import { initTheme } from './lib/theme';
import './styles.css';

initTheme();

/** Set on <html> by index.html's script when a form was sent before the app took the page over. */
const FORM_SENT_ATTRIBUTE = 'data-form-sent';

/** The state the server rendered the page with (src/web/entry-server.tsx), if it did. */
function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    console.warn('The page state is not valid JSON; rendering afresh');
    return null;
  }
}

/** Loads the code of the pages the address matches, so hydration renders them as the server did. */
async function loadMatchedPages(matches: readonly RouteMatch[]): Promise<void> {
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Lets the browser handle input and paint between the steps of taking the page over, so none of them
 * adds up to one long task on a slow phone (scheduler.yield where the browser has it, else a new task).
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const state = readPageState();
  // The page's language's texts before the first render, so hydration says what the server said.
  await loadLanguage(i18n.language).catch(() => {});
  // The queries the server answered are not asked again.
  if (state) hydrate(queryClient, state.queries as DehydratedState);
  await yieldToBrowser();
  const routes = createRoutes({ queryClient, country: currentCountry, waitForData: false });
  const here = `${window.location.pathname}${window.location.search}`;
  const hydrating = Boolean(state?.router && state.url === here && container.firstElementChild);
  if (hydrating) {
    setRenderedForPhone(state?.phone ?? false);
    // Matched once for both, in a task of its own: React Router ranks every route on each match.
    const matches = matchRoutes(routes, window.location) ?? [];
    await yieldToBrowser();
    await Promise.all([
      loadMatchedPages(matches),
      prepareHydration(matches, window.location.search, state?.router?.loaderData ?? {}),
    ]);
    await yieldToBrowser();
  }
  // A form was sent before the app was ready: the browser is leaving for its answer (index.html).
  if (document.documentElement.hasAttribute(FORM_SENT_ATTRIBUTE)) return;
  const router = createBrowserRouter(routes, hydrating ? { hydrationData: state?.router ?? undefined } : {});
  await yieldToBrowser();
  if (document.documentElement.hasAttribute(FORM_SENT_ATTRIBUTE)) return;
  const app = (
    <StrictMode>
      <Providers
        country={state?.country}
        detectCountry={state ? !state.countryKnown : false}
        serverRendered={hydrating}
      >
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (hydrating) {
    // In a transition, hydration yields to the browser every few milliseconds instead of blocking the
    // main thread for the whole page: a tap during it is handled, and a slow phone stays responsive.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Not rendered by the server (vite dev), or another page's saved copy shown offline.
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

/** Calls `callback` once the app has taken the page over (`data-app-ready` on <html>, app/root-layout.tsx). */
function whenAppReady(callback: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-app-ready')) {
    callback();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-app-ready')) return;
    observer.disconnect();
    callback();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
}

/**
 * Field data (decision 0022): a sampled page view loads its Core Web Vitals reporter (lib/vitals.ts, a
 * chunk of its own) once the page has loaded and the app has taken it over, when the browser is idle:
 * never part of the first load (nor of what `npm run budgets` counts).
 */
function startFieldData(): void {
  if (Math.random() >= getConfig().vitalsSampleRate) return;
  // Best effort: a page left or offline before the chunk arrives reports nothing.
  const load = () => void import('./lib/vitals').then((vitals) => vitals.reportVitals()).catch(() => {});
  const whenIdle = () =>
    whenAppReady(() =>
      'requestIdleCallback' in window ? requestIdleCallback(load) : setTimeout(load, 1000),
    );
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

void start();
registerServiceWorker();
startFieldData();
