import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { AppError } from '../errors';

type NonceResponse = ServerResponse & { cspNonce?: string };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a request that may change state on one of our routes. The test is the route the router
 * matched (`routeOptions.url`), never the spelling of the path: `/%61pi/jobs/1/close` is the same route
 * as `/api/jobs/1/close`, and a form posted to a page path is covered like the API.
 */
export function changesState(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method) && request.routeOptions.url !== undefined;
}

function requestOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin;
  if (origin) return origin === 'null' ? null : origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * True when a request may change state: its Origin (or Referer) is ours or trusted. A request with
 * neither header is a non-browser client; it is accepted only when it carries no cookie, since
 * without cookies there is no session for a forged request to ride on.
 */
export function isAllowedOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = requestOrigin(request);
  if (origin === undefined) return !request.headers.cookie;
  return origin !== null && allowedOrigins.includes(origin);
}

/** One year: browsers then reach us over https only, even when someone types or links http://. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    allowedOrigins: readonly string[];
    /**
     * Send Strict-Transport-Security (production on an https PUBLIC_URL). Without includeSubDomains: other
     * hosts under our domain are not ours to move to https.
     */
    hsts: boolean;
  },
): Promise<void> {
  // A fresh nonce per request for scripts only: a style nonce would make browsers ignore
  // 'unsafe-inline' for styles, which the toast library's injected styles need.
  app.addHook('onRequest', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.cspNonce = { script: nonce, style: '' };
    (reply.raw as NonceResponse).cspNonce = nonce;
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as NonceResponse).cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.hsts
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false }
      : false,
    // Nothing to other sites, the full address to our own. Under helmet's `no-referrer` a browser sends a
    // form's own same-origin post with `Origin: null`, which the Origin check refuses (decision 0021).
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'geolocation=(self), microphone=(self), camera=(), payment=()');
  });
  app.addHook('onRequest', async (request) => {
    if (!changesState(request)) return;
    if (!isAllowedOrigin(request, options.allowedOrigins)) {
      throw new AppError(403, 'origin_rejected', 'This request came from another site and was refused.');
    }
  });
}
