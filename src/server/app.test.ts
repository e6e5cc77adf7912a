import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from './test/app';
import { scriptJson } from './plugins/html';
import type { ApiErrorBody } from '../shared/api/errors';

const webDir = mkdtempSync(join(tmpdir(), 'dailywork-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(
  join(webDir, 'index.html'),
  `<!doctype html><html><head><!--app-head--><title>x</title><!--/app-head-->` +
    `<script nonce="__CSP_NONCE__">/*theme*/</script></head><body><div id="root"></div><!--app-config--></body></html>`,
);
writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1);'.repeat(200));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEV_MAILBOX: 'on' } });
  // Rebuild with the temporary web dir (the real build may not exist in unit tests).
  await t.app.close();
  const { buildApp } = await import('./app');
  t.app = await buildApp({ ...t.app.deps, webDir });
  await t.app.ready();
});
afterAll(() => t.close());

describe('app', () => {
  it('reports health with the database status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { status: 'ok', driver: t.database.driver },
      realtime: { status: 'ok' },
    });
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' }, requestId: expect.any(String) });
  });

  it('serves known routes with 200 and unknown ones with 404, both as the web app', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/jobs/mumbai?search=cook' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('private, no-cache');
    expect(home.body).toContain('<div id="root"></div>');
    const missing = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
  });

  it('puts a per-request nonce on inline scripts and in the CSP', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const second = await t.app.inject({ method: 'GET', url: '/' });
    const nonce = /<script nonce="([^"]+)">/.exec(first.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(first.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(second.body).not.toContain(`nonce="${nonce}"`);
    // Styles keep 'unsafe-inline' (no style nonce, which would disable it for injected toast styles).
    expect(first.headers['content-security-policy']).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
    expect(first.headers['permissions-policy']).toContain('geolocation=(self)');
    expect(first.headers['permissions-policy']).toContain('microphone=(self)');
    expect(first.body).toContain('<script id="app-config" type="application/json">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('does not serve the raw index.html template', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.body).not.toContain('__CSP_NONCE__');
  });

  it('rejects state-changing API requests from other origins', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie: 'a=b', 'content-type': 'application/json' },
      payload: {},
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<ApiErrorBody>().error.code).toBe('origin_rejected');
    const cookieWithoutOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: 'a=b', 'content-type': 'application/json' },
      payload: {},
    });
    expect(cookieWithoutOrigin.statusCode).toBe(403);
    const ours = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: {},
    });
    expect(ours.statusCode).not.toBe(403);
  });

  it('shows the dev outbox in the dev mailbox', async () => {
    await t.outbox.send({ to: 'a@example.com', subject: 'Hello', text: 'Code 123456' });
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.json<{ emails: unknown[] }>().emails[0]).toMatchObject({
      to: 'a@example.com',
      subject: 'Hello',
      text: 'Code 123456',
    });
  });
});

describe('scriptJson', () => {
  it('keeps user text from closing the script element', () => {
    const text = scriptJson({ title: '</script><script>alert(1)</script><!--', line: '\u2028' });
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<!--');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script><!--', line: '\u2028' });
  });
});

describe('API write limit', () => {
  it('answers 429 with Retry-After once an IP exceeds the per-minute budget', async () => {
    const { API_WRITE_LIMIT } = await import('./plugins/rate-limit');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/notifications/read',
        remoteAddress: '203.0.113.9',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: {},
      });
    for (let i = 0; i < API_WRITE_LIMIT.limit; i++)
      await t.app.services.rateLimiter.hit(API_WRITE_LIMIT, '203.0.113.9');
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiErrorBody>().error).toMatchObject({
      code: 'rate_limited',
      params: { seconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const otherIp = await t.app.inject({
      method: 'POST',
      url: '/api/me/notifications/read',
      remoteAddress: '203.0.113.10',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: {},
    });
    expect(otherIp.statusCode).toBe(401);
    expect(otherIp.json<ApiErrorBody>().error.code).toBe('unauthorized');
  });
});
