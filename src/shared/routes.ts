/**
 * The route table of the web app, shared by the server (to answer 404 for unknown paths and to
 * render page heads) and the web router. Patterns use `:param` segments.
 */
export const ROUTES = {
  home: '/',
  post: '/post',
  category: '/category/:categoryName',
  jobsByCity: '/jobs/:city',
  jobsByCityAndCategory: '/jobs/:city/:category',
  job: '/job/:id',
  cities: '/cities',
  aiAssistant: '/ai-assistant',
  profile: '/profile',
  messages: '/messages',
  notifications: '/notifications',
  settings: '/settings',
  login: '/login',
  signup: '/signup',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  about: '/about',
  howItWorks: '/how-it-works',
  pricing: '/pricing',
  safety: '/safety',
  help: '/help',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  unsubscribe: '/unsubscribe',
  moderation: '/moderation',
  publicProfile: '/u/:id',
  devMailbox: '/dev/mailbox',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The information pages: the same for everyone (crawled, saved for offline, headed from their texts). */
export const INFO_PAGES = [
  'about',
  'howItWorks',
  'pricing',
  'safety',
  'help',
  'contact',
  'privacy',
  'terms',
] as const satisfies readonly RouteName[];

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of patternParts.entries()) {
    const value = pathParts[i] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

/** Finds the route a path belongs to, or null for a path outside the route table. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [name, pattern] of Object.entries(ROUTES) as [RouteName, string][]) {
    const params = matchPattern(pattern, path);
    if (params) return { name, params };
  }
  return null;
}

/** Builds a path from a route pattern, encoding each parameter. */
export function buildPath(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The job list of a city (its slug, or 'all') searched for `words`; without words, its whole list. */
export function jobSearchPath(city: string, words = ''): string {
  const path = buildPath('jobsByCity', { city });
  const trimmed = words.trim();
  return trimmed ? `${path}?search=${encodeURIComponent(trimmed)}` : path;
}

/** The public, permanent URL of a job page. Crawlers remember it: never change its shape. */
export function jobPath(id: number | string): string {
  return buildPath('job', { id });
}
