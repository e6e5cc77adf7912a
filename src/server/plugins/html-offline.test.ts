import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, minimalWebDir, type TestApp } from '../test/app';

// A built web app with a service worker and a manifest (docs/decisions/0012-offline-and-install.md).
const webDir = minimalWebDir();
mkdirSync(join(webDir, 'assets'));
mkdirSync(join(webDir, 'icons'));
writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1);');
writeFileSync(join(webDir, 'icons', 'icon-192.png'), 'png');
writeFileSync(
  join(webDir, 'manifest.webmanifest'),
  JSON.stringify({ name: 'DailyWork', short_name: 'DailyWork', start_url: '/', display: 'standalone' }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SITE_NAME: 'KaamSetu' }, webDir });
});
afterAll(() => t.close());

describe('installable app files', () => {
  it('serves the service worker uncached, so a new version is found on the next visit', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // Other files keep their caching.
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the manifest as application/manifest+json with the brand as its name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.json()).toEqual({
      name: 'KaamSetu',
      short_name: 'KaamSetu',
      start_url: '/',
      display: 'standalone',
    });
  });

  it('lets the service worker and the manifest load under the CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
