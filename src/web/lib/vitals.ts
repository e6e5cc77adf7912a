import { matchPath } from 'react-router';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalsReport } from '../../shared/api/vitals';
import { ROUTES, type RouteName } from '../../shared/routes';
import { VITALS_ENDPOINT } from '../../shared/vitals';

/**
 * Field data (issue #22 item 5, decision 0022): this page view's Core Web Vitals, sent once the page is
 * hidden or left. main.tsx loads this module (its own chunk, with web-vitals) only for a sampled page view,
 * after the page has loaded and the browser is idle; web-vitals reads what happened before from the
 * browser's buffered performance entries.
 *
 * What is sent: the page type (the route of the address the page was loaded at, never the address) and
 * the numbers. Each metric goes once: the first value web-vitals reports as the page is hidden (CLS and
 * INP could grow if the visitor comes back, but a second report would count the page view twice). A page
 * restored from the back-forward cache is a new page view with new metrics.
 */
export function reportVitals(): void {
  const page = landingPageType();
  if (!page) return;
  const sentIds = new Set<string>();
  let pending: VitalsReport['metrics'] = {};

  const keep = (metric: Metric) => {
    if (sentIds.has(metric.id)) return;
    sentIds.add(metric.id);
    pending[metric.name] = metric.value;
  };
  const send = () => {
    if (Object.keys(pending).length === 0) return;
    const report: VitalsReport = { page, metrics: pending };
    pending = {};
    // A string goes as text/plain: a simple request the browser sends even while the page unloads.
    navigator.sendBeacon(VITALS_ENDPOINT, JSON.stringify(report));
  };

  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);
  // web-vitals reports on `visibilitychange` in the capture phase; this listener runs after it.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}

/**
 * The route of the document's own address (the page the visit landed on), or null outside the table.
 * Matched as the router matches (React Router's matchPath, already loaded): shared/routes.ts's matchRoute
 * would move into a chunk of the first load.
 */
function landingPageType(): RouteName | null {
  const [navigation] = performance.getEntriesByType('navigation');
  const { pathname } = navigation?.name ? new URL(navigation.name) : window.location;
  const names = Object.keys(ROUTES) as RouteName[];
  return names.find((name) => matchPath(ROUTES[name], pathname)) ?? null;
}
