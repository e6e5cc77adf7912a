import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

/**
 * Every route of the app declares its input and answer with the zod contracts (issue #21,
 * docs/decisions/0020), read from the route table itself: a route added later is checked without
 * anyone listing it here.
 */
const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void routes.push(route) });
});
afterAll(() => t.close());

const methodsOf = (route: RouteOptions) => [route.method].flat();
/** Fastify adds a HEAD route for every GET: the same route. */
const table = () => routes.filter((route) => !methodsOf(route).includes('HEAD'));
const name = (route: RouteOptions) => `${methodsOf(route).join(',')} ${route.url}`;

/** API routes whose answer is not JSON the app writes, so no response schema applies. */
const NOT_JSON_ANSWERS: Record<string, string> = {
  'GET /api/realtime': 'a WebSocket upgrade',
  'POST /api/ai-job-assistant': 'a server-sent event stream, written by hand',
  'GET /api/auth/get-session': 'better-auth answers it',
  'POST /api/auth/sign-out': 'better-auth answers it',
  'GET /api/auth/callback/:providerId': 'better-auth answers it (a redirect)',
  'GET /api/dev/mailbox': 'the dev outbox, off in production',
};

describe('the route table', () => {
  it('is read from the app (every feature is in it)', () => {
    const names = table().map(name);
    for (const expected of [
      'GET /api/jobs',
      'POST /api/conversations/:id/messages',
      'PUT /api/conversations/:id/rating',
      'POST /api/me/alerts',
      'POST /api/moderation/users/:id/ban',
      'PATCH /api/accounts/me',
      'GET /job/:id/call',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('every API route writes its answer from a response schema', () => {
    const missing = table()
      .filter((route) => route.url.startsWith('/api/') && !(name(route) in NOT_JSON_ANSWERS))
      .filter((route) => route.schema?.response === undefined)
      .map(name);
    expect(missing).toEqual([]);
  });

  it('every route with a path parameter checks it with a params schema', () => {
    const missing = table()
      .filter((route) => /:\w/.test(route.url) && route.schema?.params === undefined)
      .map(name);
    expect(missing).toEqual([]);
  });
});
