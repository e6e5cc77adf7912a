import { describe, expect, it } from 'vitest';
import { createTestApp, minimalWebDir } from '../test/app';

/** Strict-Transport-Security (issue #21 item 6): a production server on https says so, for a year. */
async function headersOf(env: Record<string, string>) {
  const t = await createTestApp({ env, webDir: minimalWebDir() });
  try {
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    const page = await t.app.inject({ method: 'GET', url: '/' });
    return [api.headers['strict-transport-security'], page.headers['strict-transport-security']];
  } finally {
    await t.close();
  }
}

const SECRET = { AUTH_SECRET: 's'.repeat(32) };

describe('Strict-Transport-Security', () => {
  it('is sent for a year on every answer in production on an https PUBLIC_URL', async () => {
    const headers = await headersOf({
      ...SECRET,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://jobs.example',
    });
    expect(headers).toEqual(['max-age=31536000', 'max-age=31536000']);
  });

  it('is not sent on an http PUBLIC_URL, nor outside production', async () => {
    const http = await headersOf({ ...SECRET, NODE_ENV: 'production', PUBLIC_URL: 'http://jobs.example' });
    expect(http).toEqual([undefined, undefined]);
    const development = await headersOf({ NODE_ENV: 'development', PUBLIC_URL: 'https://jobs.example' });
    expect(development).toEqual([undefined, undefined]);
  });
});
