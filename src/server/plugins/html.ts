import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchRoute, type RouteMatch, type RouteName } from '../../shared/routes';
import type { Brand } from '../../shared/brand';
import { PAGE_STATE_ELEMENT_ID, type PageRenderer } from '../../shared/page-render';
import { SUPPORTED_LOCALES } from '../../shared/i18n';
import {
  languageUrl,
  localeFromAddress,
  PREFERENCE_COOKIES,
  preferenceCookie,
  readPreferences,
} from '../../shared/preferences';
import { AppError, errorBody } from '../errors';
import { translator, type Translate } from '../i18n';
import { escapeHtml } from '../../shared/text/html';

/** What a page's <head> says about it, and the HTTP status it is served with. */
export interface PageHead {
  status?: number;
  title: string;
  description?: string;
  canonicalPath?: string;
  robots?: string;
  jsonLd?: unknown[];
  /** Open Graph type: `website` unless said otherwise. */
  ogType?: 'website' | 'article';
}

/** The share image of every page (1200x630, src/web/public/og/share.png). */
export const SHARE_IMAGE = { path: '/og/share.png', width: 1200, height: 630 };

/** A page's head, written in the page's language (`t`: the translator of the locale it renders in). */
export type HeadResolver = (
  match: RouteMatch,
  request: FastifyRequest,
  t: Translate,
) => Promise<PageHead> | PageHead;

export interface HtmlOptions {
  webDir: string;
  publicUrl: string;
  brand: Brand;
  /** Data the web app reads from <script id="app-config">. */
  clientConfig: Record<string, unknown>;
  heads?: Partial<Record<RouteName, HeadResolver>>;
  /** Renders the page's content with its data (the web app's dist/ssr/entry-server.js); else the shell only. */
  render?: PageRenderer;
}

/** JSON for a <script> element: user text can never close the tag or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function renderHead(head: PageHead, options: HtmlOptions, nonce: string, path: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const url = options.publicUrl + (head.canonicalPath ?? path);
  const image = options.publicUrl + SHARE_IMAGE.path;
  const parts = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) parts.push(meta('name', 'description', head.description));
  if (head.robots) parts.push(meta('name', 'robots', head.robots));
  if (head.canonicalPath) {
    parts.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
    // The page in each language (?lang=, which the server renders and remembers), and without one.
    for (const locale of [...SUPPORTED_LOCALES, null]) {
      const href = languageUrl(options.publicUrl, head.canonicalPath, locale);
      parts.push(`<link rel="alternate" hreflang="${locale ?? 'x-default'}" href="${escapeHtml(href)}">`);
    }
  }
  parts.push(
    meta('property', 'og:title', head.title),
    meta('property', 'og:site_name', options.brand.siteName),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:image', image),
  );
  if (head.description) {
    parts.push(
      meta('property', 'og:description', head.description),
      meta('name', 'twitter:description', head.description),
    );
  }
  for (const data of head.jsonLd ?? []) {
    parts.push(`<script type="application/ld+json" nonce="${nonce}">${scriptJson(data)}</script>`);
  }
  return parts.join('\n    ');
}

/** Vite's build manifest (dist/web/.vite/manifest.json): source module -> its chunk and the chunks it imports. */
type BuildManifest = Record<string, { file: string; imports?: string[] }>;

function readBuildManifest(webDir: string): BuildManifest {
  const path = join(webDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : {};
}

/** The element listing the rendered pages' chunks, which index.html's loader preloads after the first paint. */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

/**
 * The code of the rendered pages and every chunk it imports, as a JSON list for index.html's loader
 * (scripts/scripts-after-content.ts), which preloads them beside the entry once the first frame is
 * painted, so the browser takes the page over sooner without any script competing with the first
 * paint (decision 0026). Files index.html lists already are left out.
 */
function pagePreloads(manifest: BuildManifest, pageModules: string[], template: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of pageModules) visit(module);
  const list = [...files].filter((file) => !template.includes(`/${file}"`)).map((file) => `/${file}`);
  if (list.length === 0) return '';
  return `<script id="${PAGE_MODULES_ELEMENT_ID}" type="application/json">${scriptJson(list)}</script>`;
}

const HEAD_MARKERS = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
const ROOT_ELEMENT = '<div id="root"></div>';
const HTML_OPEN = /<html lang="[^"]*">/;

/** Headers of the visitor's request that an in-process API call carries, as the browser's own would. */
const FORWARDED_HEADERS = [
  'cookie',
  'user-agent',
  'accept-language',
  'origin',
  'referer',
  'x-forwarded-for',
] as const;

/**
 * The app's own API for the page being rendered, answered inside the server (no network) with the
 * visitor's cookie, address and origin, so the API's checks and limits apply as to the browser's
 * requests: the visitor's socket address and X-Forwarded-For, never request.ip as a socket address
 * (behind TRUST_PROXY that comes from a header the visitor wrote, and checks such as the dev mailbox's
 * loopback rule read the socket). A page render only reads (GET); the action of a posted form
 * (decision 0021) also writes, and the cookies the API sets (a new session) are kept in `cookies` for
 * the page's answer.
 */
async function callApi(
  app: FastifyInstance,
  request: FastifyRequest,
  cookies: string[],
  path: string,
  init: RequestInit,
): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const formPost = request.method === 'POST';
  if (!path.startsWith('/api/') || (method !== 'GET' && !formPost)) {
    throw new Error(`A page render may only read the API: ${method} ${path}`);
  }
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value;
  });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = [value].flat().join(', ');
  }
  // A closed socket has no address: never let inject fill in its default, 127.0.0.1.
  const remoteAddress = request.socket.remoteAddress ?? '0.0.0.0';
  const body = typeof init.body === 'string' ? init.body : undefined;
  const answer = await app.inject({
    method: method as 'GET',
    url: path,
    headers,
    remoteAddress,
    ...(body === undefined ? {} : { payload: body }),
  });
  const responseHeaders = new Headers();
  for (const [key, value] of Object.entries(answer.headers)) {
    if (value === undefined || key === 'set-cookie') continue;
    responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  if (formPost) cookies.push(...[answer.headers['set-cookie'] ?? []].flat());
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(empty ? null : answer.payload, { status: answer.statusCode, headers: responseHeaders });
}

/** A phone, by the browser's client hint (Chromium) or its user agent (others). */
function isPhone(request: FastifyRequest): boolean {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return true;
  return /\bMobi|\bAndroid\b.*\bMobile\b|\biPhone\b/.test(request.headers['user-agent'] ?? '');
}

const MANIFEST_FILE = 'manifest.webmanifest';

/** The largest form a page takes: the longest (post a job, contact) is a few kilobytes of text. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Serves the built web app: hashed assets cached for a year, and every other GET answered with
 * index.html rendered per request (page head, nonce, client config) with a real status: 404 for
 * paths outside the route table, which still shows the web app's not-found page.
 */
export async function registerHtml(app: FastifyInstance, options: HtmlOptions): Promise<void> {
  const indexPath = join(options.webDir, 'index.html');
  const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (!template) app.log.warn(`No built web app in ${options.webDir}: run npm run build`);
  const buildManifest = readBuildManifest(options.webDir);

  await app.register(fastifyStatic, {
    root: options.webDir,
    prefix: '/',
    index: false,
    wildcard: false,
    serve: existsSync(options.webDir),
    allowedPath: (path) => path !== '/index.html',
    // Served below with the brand's name.
    globIgnore: [MANIFEST_FILE],
    setHeaders(reply, path) {
      const immutable = path.includes(join(options.webDir, 'assets'));
      // The service worker (and any Workbox file next to it) is checked on every visit, so updates apply.
      const worker = /[\\/](sw|workbox-[\w-]+)\.js$/.test(path) && !immutable;
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });

  // The web app manifest (src/web/public/manifest.webmanifest) named after the brand (SITE_NAME).
  const manifestPath = join(options.webDir, MANIFEST_FILE);
  if (existsSync(manifestPath)) {
    const manifest = JSON.stringify({
      ...(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>),
      name: options.brand.siteName,
      short_name: options.brand.siteName,
    });
    app.get(`/${MANIFEST_FILE}`, async (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(manifest),
    );
  }

  const siteName = options.brand.siteName;
  const defaultHead = (pathname: string, t: Translate): PageHead => ({
    title: t('heads.home.title', { siteName }),
    description: t('heads.home.description', { siteName }),
    canonicalPath: pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname,
  });

  /**
   * Answers a page: GET renders it; a form posted to it (`form`, before or without JavaScript) is
   * answered by the page route's action (decision 0021), then redirected (303) or rendered again.
   */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, form?: string) {
    if (!template) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run: npm run build');
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const match = matchRoute(pathname);
    // ?lang=hi / ?lang=en (the hreflang addresses) renders that language and keeps it, as the switch does.
    const addressLocale = localeFromAddress(request.url);
    const preferences = readPreferences(
      request.headers.cookie,
      request.headers['accept-language'],
      addressLocale,
    );
    // The head is in the page's language.
    const t = translator(preferences.locale);
    let head: PageHead;
    if (!match) {
      request.log.info({ path: pathname }, '404: unknown route');
      head = { status: 404, title: t('heads.notFound', { siteName }), robots: 'noindex' };
    } else {
      const resolver = options.heads?.[match.name];
      head = resolver ? await resolver(match, request, t) : defaultHead(pathname, t);
    }
    // Undefined where helmet's nonces are not registered (a test's own app); its types say always there.
    const nonce = (reply.cspNonce as typeof reply.cspNonce | undefined)?.script ?? '';
    const cookies: string[] = [];
    if (addressLocale) cookies.push(preferenceCookie(PREFERENCE_COOKIES.locale, addressLocale));
    let status = head.status ?? 200;
    let content = ROOT_ELEMENT;
    let preloads = '';
    if (form !== undefined && !options.render) {
      // Nothing here answers forms (no server renderer): the page afresh, whose script submits them.
      return reply.status(303).header('location', request.url).send();
    }
    if (options.render) {
      try {
        const page = await options.render({
          url: request.url,
          ...(form === undefined ? {} : { form }),
          country: preferences.country,
          locale: preferences.locale,
          phone: isPhone(request),
          clientConfig: options.clientConfig,
          fetchApi: (path, init) => callApi(app, request, cookies, path, init),
        });
        if (page.kind === 'redirect') {
          // See Other: the browser asks for the next page with a GET, so a reload never posts again.
          const sent = [...cookies, ...page.cookies];
          if (sent.length > 0) reply.header('set-cookie', sent);
          // Fastify's `return reply` after send(): awaiting the (thenable) reply would wait for the response to flush.
          // eslint-disable-next-line @typescript-eslint/return-await
          return reply
            .status(303)
            .header('cache-control', 'no-store')
            .header('location', page.location)
            .send();
        }
        if (page.status !== undefined) status = page.status;
        preloads = pagePreloads(buildManifest, page.pageModules, template);
        content =
          `<div id="root">${page.html}</div>\n    ` +
          `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptJson(page.state)}</script>`;
      } catch (error) {
        // The page still works: the browser renders it and loads its data itself.
        request.log.error({ err: error, path: pathname }, 'server rendering failed');
        if (form !== undefined) status = 500;
      }
    }
    if (cookies.length > 0) reply.header('set-cookie', cookies.length === 1 ? cookies[0] : cookies);
    // The nonce goes into the template before any page text, which could contain the placeholder.
    const html = template
      .replaceAll('__CSP_NONCE__', nonce)
      .replace(HTML_OPEN, `<html lang="${preferences.locale}">`)
      .replace(HEAD_MARKERS, () => renderHead(head, options, nonce, pathname))
      // The page's chunks after its content, for the loader (vite.config.ts): never ahead of the paint.
      .replace(
        '<!--app-config-->',
        () =>
          `<script id="app-config" type="application/json">${scriptJson(options.clientConfig)}</script>` +
          (preloads ? `\n    ${preloads}` : ''),
      )
      .replace(ROOT_ELEMENT, () => content);
    return (
      reply
        .status(status)
        // Rendered for this visitor (their header, country and language): never kept by a shared cache.
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }

  const apiNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send(errorBody('not_found', 'Not found.', request.id));
  const isApiPath = (url: string) => (url.split('?')[0] ?? '/').startsWith('/api/');

  app.get('/*', async (request, reply) =>
    isApiPath(request.url) ? apiNotFound(request, reply) : sendPage(request, reply),
  );
  app.get('/', (request, reply) => sendPage(request, reply));

  // Forms posted to a page before or without its JavaScript (decision 0021). In a scope of their own, so
  // only these routes read form bodies: the API stays JSON. The Origin check and the write limit apply
  // to them as to every state-changing route (plugins/security.ts); the write limit counts the API write
  // a form makes, once.
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const answerForm = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(request.url)) return apiNotFound(request, reply);
      if (typeof request.body !== 'string') {
        throw new AppError(415, 'bad_request', 'Forms are posted as application/x-www-form-urlencoded.');
      }
      return sendPage(request, reply, request.body);
    };
    const config = { writesThroughApi: true };
    pages.post('/*', { config }, answerForm);
    pages.post('/', { config }, answerForm);
  });
}
