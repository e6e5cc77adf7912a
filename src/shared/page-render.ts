import type { CountryCode } from './geo';
import type { Locale } from './i18n';

/**
 * The contract between the server (src/server/plugins/html.ts) and the web app's server renderer
 * (src/web/entry-server.tsx, built to dist/ssr/entry-server.js).
 */

/** The id of the <script type="application/json"> that hands the rendered state to the browser. */
export const PAGE_STATE_ELEMENT_ID = 'app-state';

export interface PageRenderInput {
  /** Path and query string of the page. */
  url: string;
  /**
   * A form posted to the page before or without its JavaScript (`application/x-www-form-urlencoded`):
   * the page's route action answers it (docs/decisions/0021). Absent for a GET.
   */
  form?: string;
  /** The visitor's country (from the `country` cookie), null when not known yet. */
  country: CountryCode | null;
  locale: Locale;
  /** The request comes from a phone (user agent hints): the page is rendered with the phone layout. */
  phone: boolean;
  /** The configuration every page embeds (<script id="app-config">). */
  clientConfig: unknown;
  /**
   * Answers the page's API requests for this visitor, inside the server: GET /api/... for every page,
   * and the writes of a posted form's action.
   */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
}

/** What the browser needs to take over the rendered page without asking again. */
export interface PageState {
  /** The address rendered: a page saved offline and shown for another address is not hydrated. */
  url: string;
  country: CountryCode;
  /** False when the country is the default because the visitor's was not known yet (no cookie). */
  countryKnown: boolean;
  /** Rendered with the phone layout (PageRenderInput.phone). */
  phone: boolean;
  /** TanStack Query's dehydrated cache (its DehydratedState, opaque here). */
  queries: unknown;
  /** React Router's loader data (null when a route failed: the browser then renders afresh). */
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null } | null;
}

export interface RenderedPage {
  kind: 'page';
  /** The markup inside <div id="root">. */
  html: string;
  state: PageState;
  /** The modules of the pages rendered (relative to src/web): their code is preloaded with the page. */
  pageModules: string[];
  /** The status a posted form's action answered with (400, 422, 429...); absent: the page's own. */
  status?: number;
}

/** A posted form's action succeeded: the browser goes on to this same-site path (303 See Other). */
export interface FormRedirect {
  kind: 'redirect';
  location: string;
  /** Cookies the action sets besides the API's own (the account's language after a sign-in). */
  cookies: string[];
}

export type PageRenderResult = RenderedPage | FormRedirect;

export type PageRenderer = (input: PageRenderInput) => Promise<PageRenderResult>;
