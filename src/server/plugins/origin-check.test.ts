import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, TEST_ORIGIN, type TestApp } from '../test/app';
import { createSignedInUser, type TestUser } from '../test/users';
import { insertJobs } from '../test/jobs';
import { API_WRITE_LIMIT } from './rate-limit';
import type { ApiErrorBody } from '../../shared/api/errors';

const routes: RouteOptions[] = [];
let t: TestApp;
/** Signed in for the forged requests: had any passed, it could have signed out or deleted this user. */
let victim: TestUser;
beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void routes.push(route) });
  victim = await createSignedInUser(t.app);
});
afterAll(() => t.close());

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A concrete path for a route pattern: every parameter 1, a wildcard x. */
function concretePath(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, '1').replace(/\*/g, 'x');
}

/** The same path with the first letter of every segment percent-encoded: `/api/jobs` -> `/%61pi/%6Aobs`. */
function encodedPath(path: string): string {
  return path.replace(
    /\/([A-Za-z])/g,
    (_match, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function stateChangingRoutes() {
  return routes
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })))
    .filter((route) => !SAFE.has(route.method));
}

describe('the Origin check by route', () => {
  it('knows the state-changing routes (the table is read from the router, not a list)', () => {
    const urls = stateChangingRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /api/jobs/:id/close');
    expect(urls).toContain('POST /api/conversations');
    expect(urls.length).toBeGreaterThan(40);
  });

  it('refuses a foreign Origin on every state-changing route, through the plain and an encoded path', async () => {
    const answers: string[] = [];
    for (const route of stateChangingRoutes()) {
      const plain = concretePath(route.url);
      for (const url of [plain, encodedPath(plain)]) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { origin: 'http://evil.example', cookie: victim.cookie, 'content-type': 'text/plain' },
          payload: 'x',
        });
        const code =
          response.statusCode === 403 ? response.json<ApiErrorBody>().error.code : response.statusCode;
        answers.push(`${route.method} ${url} -> ${code}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith('-> origin_rejected'))).toEqual([]);
  });

  it('does not let a foreign Referer close a job through an encoded path', async () => {
    const owner = await createSignedInUser(t.app);
    const [id] = await insertJobs(t.database.db, [
      { city: 'mumbai', userId: owner.id, createdAt: t.clock.now() },
    ]);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/%61pi/jobs/${id}/close`,
      headers: { referer: 'http://evil.example/', cookie: owner.cookie, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(forged.statusCode).toBe(403);
    const job = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(job.json()).toMatchObject({ id, status: 'active' });
    const own = await t.app.inject({
      method: 'POST',
      url: `/%61pi/jobs/${id}/close`,
      headers: { origin: TEST_ORIGIN, cookie: owner.cookie },
    });
    expect(own.json()).toMatchObject({ id, status: 'closed' });
  });
});

describe('the write limit by route', () => {
  it('counts writes through an encoded path like the plain one', async () => {
    const owner = await createSignedInUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < API_WRITE_LIMIT.limit + 10; i++) {
      const url = i % 2 === 0 ? '/%61pi/me/notifications/read' : '/api/me/notifications/read';
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: jsonHeaders(owner.cookie),
        payload: {},
        remoteAddress: '203.0.113.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, API_WRITE_LIMIT.limit).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(API_WRITE_LIMIT.limit)).toEqual(Array(10).fill(429));
  });
});
