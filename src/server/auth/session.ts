import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../../shared/api/accounts';
import type { Auth, SessionData } from './auth';
import { unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session from the request's cookie, resolved once per request; null when signed out. */
    getSession(): Promise<SessionData | null>;
    /** The signed-in user's session, or a 401. */
    requireSession(message?: string): Promise<SessionData>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SessionData | null>>();

/** Resolves a session from raw headers: works for ordinary requests, WebSocket upgrades and event streams. */
export function resolveSession(auth: Auth, headers: FastifyRequest['headers']): Promise<SessionData | null> {
  return auth.api.getSession({ headers: fromNodeHeaders(headers) });
}

export function registerSessionResolver(app: FastifyInstance, auth: Auth): void {
  app.decorateRequest('getSession', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolveSession(auth, this.headers);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireSession', async function (this: FastifyRequest, message?: string) {
    const session = await this.getSession();
    if (!session) throw unauthorized(message);
    return session;
  });
}

/**
 * better-auth's own HTTP endpoints that are mounted under /api/auth. Everything else it offers
 * (sign-up, sign-in, codes, password and email changes) goes through /api/accounts, which adds our
 * identifier rules, rate limits and emails, so those endpoints are deliberately not reachable.
 */
export const MOUNTED_AUTH_ROUTES = [
  { method: 'GET', url: '/api/auth/get-session' },
  /** Ends every session of the user (see globalSignOut in auth.ts) and clears the cookie. */
  { method: 'POST', url: '/api/auth/sign-out' },
  /**
   * OAuth providers return here (Google through discovery, Facebook, X); better-auth reads the query
   * itself. Another provider id is not found.
   */
  {
    method: 'GET',
    url: '/api/auth/callback/:providerId',
    schema: { params: z.object({ providerId: z.enum(SOCIAL_PROVIDERS, 'Not found.') }) },
  },
] as const;

/**
 * What the browser gets of its session from get-session (and so in the page state of signed-in pages,
 * which the server renders from the same API): what the web app shows (web/lib/session.ts). better-auth
 * also answers with the session token, the IP address and the user agent; every key not listed here is
 * dropped.
 */
const browserSessionSchema = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      image: z.string().nullish(),
      phone: z.string().nullish(),
      locale: z.string().nullish(),
      createdAt: z.string(),
    }),
    session: z.object({ expiresAt: z.string() }),
  })
  .nullable();

function sessionForBrowser(body: string): string {
  return JSON.stringify(browserSessionSchema.parse(JSON.parse(body)));
}

/** Mounts those endpoints by turning the Fastify request into a Fetch Request for better-auth. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth): void {
  for (const route of MOUNTED_AUTH_ROUTES) {
    const { method, url } = route;
    app.route({
      method,
      url,
      ...('schema' in route ? { schema: route.schema } : {}),
      async handler(request, reply) {
        const target = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
        const headers = fromNodeHeaders(request.headers);
        headers.set('x-forwarded-for', request.ip);
        const body =
          request.method === 'POST' && request.body !== undefined ? JSON.stringify(request.body) : undefined;
        if (body !== undefined) headers.set('content-type', 'application/json');
        headers.delete('content-length');
        const response = await auth.handler(new Request(target, { method: request.method, headers, body }));
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        const text = await response.text();
        if (url === '/api/auth/get-session' && response.ok && text)
          return reply.send(sessionForBrowser(text));
        return reply.send(text.length > 0 ? text : null);
      },
    });
  }
}
