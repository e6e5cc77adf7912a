import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { EnvError, loadEnv } from '../../env';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app';
import { call, cookieOf } from './accounts.test-support';
import type { AccountUser } from '../../../shared/api/accounts';
import type { ApiErrorBody } from '../../../shared/api/errors';

/**
 * Facebook and X use better-auth's built-in providers, whose endpoints (facebook.com, x.com) are
 * fixed. The authorize redirects are checked as sent; for the callbacks, the provider's token and
 * profile APIs are replaced by answering their fetches here, so state, PKCE, the code exchange and
 * account creation run for real. See docs/decisions/0007-accounts.md for what this leaves untested.
 */

const KEYS = {
  FACEBOOK_CLIENT_ID: 'fb-app-id',
  FACEBOOK_CLIENT_SECRET: 'fb-app-secret',
  X_CLIENT_ID: 'x-client-id',
  X_CLIENT_SECRET: 'x-client-secret',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: KEYS });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

async function startSocial(provider: string, returnTo: string) {
  const response = await call(t, 'POST', '/api/accounts/social', { provider, returnTo });
  expect(response.statusCode).toBe(200);
  return { url: new URL(response.json<{ url: string }>().url), cookie: cookieOf(response) };
}

type FakeRoute = (url: URL, init: RequestInit | undefined) => unknown;

/** Answers the provider's API calls; anything else fails the test. */
function fakeProviderApi(routes: Record<string, FakeRoute>): { calls: { url: URL; init?: RequestInit }[] } {
  const calls: { url: URL; init?: RequestInit }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push({ url, init });
    const route = routes[`${url.origin}${url.pathname}`];
    if (!route) throw new Error(`unexpected fetch ${url.href}`);
    return Response.json(route(url, init));
  });
  return { calls };
}

function bodyOf(init: RequestInit | undefined): URLSearchParams {
  return new URLSearchParams(init?.body as string | URLSearchParams | undefined);
}

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

function fakeFacebook(user: { id: string; name: string; email?: string }) {
  return fakeProviderApi({
    'https://graph.facebook.com/v24.0/oauth/access_token': () => ({
      access_token: 'fb-access-token',
      token_type: 'bearer',
      expires_in: 3600,
    }),
    'https://graph.facebook.com/debug_token': () => ({
      data: { is_valid: true, app_id: 'fb-app-id', user_id: user.id },
    }),
    'https://graph.facebook.com/me': () => ({
      ...user,
      picture: { data: { url: 'https://example.com/me.jpg' } },
    }),
  });
}

function facebookCallback(state: string | null, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/auth/callback/facebook?code=fb-code&state=${state}`,
    headers: cookie ? { cookie } : {},
  });
}

describe('Facebook sign-in', () => {
  it('redirects to Facebook with the client id, callback, scopes and state', async () => {
    const { url } = await startSocial('facebook', '/jobs/pune');
    expect(`${url.origin}${url.pathname}`).toBe('https://www.facebook.com/v24.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'fb-app-id',
      redirect_uri: `${TEST_ORIGIN}/api/auth/callback/facebook`,
      response_type: 'code',
    });
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['email', 'public_profile']),
    );
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('completes the callback: code exchange, profile, new account, back to returnTo', async () => {
    const { url, cookie } = await startSocial('facebook', '/jobs/pune');
    const { calls } = fakeFacebook({ id: 'fb-user-1', name: 'Farah Khan', email: 'farah@example.com' });
    const callback = await facebookCallback(url.searchParams.get('state'), cookie);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/jobs/pune');
    const exchange = calls.find((entry) => entry.url.pathname === '/v24.0/oauth/access_token');
    expect(bodyOf(exchange?.init).get('code')).toBe('fb-code');
    expect(bodyOf(exchange?.init).get('redirect_uri')).toBe(`${TEST_ORIGIN}/api/auth/callback/facebook`);

    vi.restoreAllMocks();
    const me = await call(t, 'GET', '/api/accounts/me', undefined, { cookie: cookieOf(callback) });
    expect(me.json<{ user: AccountUser }>().user).toMatchObject({
      name: 'Farah Khan',
      email: 'farah@example.com',
      // Facebook's profile does not say the email is verified: never linked to an existing account.
      emailVerified: false,
      hasPassword: false,
    });
  });

  it('refuses a callback without the state cookie of the browser that started it', async () => {
    const { url } = await startSocial('facebook', '/');
    fakeFacebook({ id: 'fb-user-2', name: 'Someone', email: 'someone@example.com' });
    const callback = await facebookCallback(url.searchParams.get('state'));
    expect(callback.statusCode).toBe(302);
    expect(new URL(callback.headers.location as string, TEST_ORIGIN).pathname).toBe('/login');
    expect(cookieOf(callback)).not.toContain('session_token=');
  });
});

describe('X sign-in', () => {
  it('redirects to X with state and a PKCE challenge', async () => {
    const { url } = await startSocial('twitter', '/');
    expect(`${url.origin}${url.pathname}`).toBe('https://x.com/i/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'x-client-id',
      redirect_uri: `${TEST_ORIGIN}/api/auth/callback/twitter`,
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['users.read', 'users.email']),
    );
  });

  it('completes the callback with the PKCE verifier and creates an account without an email', async () => {
    const { url, cookie } = await startSocial('twitter', '/messages');
    const { calls } = fakeProviderApi({
      'https://api.x.com/2/oauth2/token': () => ({
        access_token: 'x-access-token',
        token_type: 'bearer',
        expires_in: 7200,
        scope: 'users.read tweet.read offline.access',
      }),
      'https://api.x.com/2/users/me': (request) =>
        request.searchParams.get('user.fields') === 'confirmed_email'
          ? { errors: [{ message: 'not permitted' }] }
          : { data: { id: 'x-user-1', name: 'Xavier', username: 'xavier' } },
    });
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/auth/callback/twitter?code=x-code&state=${url.searchParams.get('state')}`,
      headers: { cookie },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/messages');

    const exchange = calls.find((entry) => entry.url.pathname === '/2/oauth2/token');
    const verifier = bodyOf(exchange?.init).get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    expect(challenge).toBe(url.searchParams.get('code_challenge'));
    expect(headerOf(exchange?.init, 'authorization')).toBe(
      `Basic ${Buffer.from('x-client-id:x-client-secret').toString('base64')}`,
    );

    vi.restoreAllMocks();
    const me = await call(t, 'GET', '/api/accounts/me', undefined, { cookie: cookieOf(callback) });
    expect(me.json<{ user: AccountUser }>().user).toMatchObject({
      name: 'Xavier',
      email: null,
      phone: null,
      hasPassword: false,
    });
  });
});

describe('providers without keys', () => {
  it('answer "<Provider> sign-in is not configured"', async () => {
    const bare = await createTestApp();
    try {
      for (const [provider, name] of [
        ['google', 'Google'],
        ['facebook', 'Facebook'],
        ['twitter', 'X'],
      ]) {
        const response = await call(bare, 'POST', '/api/accounts/social', { provider, returnTo: '/' });
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiErrorBody>().error).toMatchObject({
          code: 'provider_not_configured',
          message: `${name} sign-in is not configured`,
        });
      }
    } finally {
      await bare.close();
    }
  });

  it('are configured by id and secret together', () => {
    expect(loadEnv({}).socialProviders).toEqual([]);
    expect(loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).socialProviders).toEqual([
      'google',
    ]);
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id', X_CLIENT_SECRET: 'secret' })).toThrow(EnvError);
    try {
      loadEnv({ GOOGLE_CLIENT_ID: 'id', X_CLIENT_SECRET: 'secret' });
    } catch (error) {
      expect((error as EnvError).problems).toEqual([
        'GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set',
        'X_CLIENT_ID: required when X_CLIENT_SECRET is set',
      ]);
    }
  });

  it('tells the web app which providers are configured', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'dailywork-web-'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<html><head><!--app-head--></head><body><!--app-config--></body></html>',
    );
    const app = await buildApp({ ...t.app.deps, webDir });
    try {
      const page = await app.inject({ method: 'GET', url: '/login' });
      const config = /<script id="app-config" type="application\/json">(.*?)<\/script>/s.exec(page.body)?.[1];
      expect((JSON.parse(config ?? '{}') as { socialProviders?: unknown }).socialProviders).toEqual([
        'facebook',
        'twitter',
      ]);
    } finally {
      await app.close();
    }
  });

  it('only returns to same-site paths', async () => {
    for (const [returnTo, id] of [
      ['https://evil.example/steal', 'fb-user-3'],
      ['//evil.example', 'fb-user-4'],
    ]) {
      const { url, cookie } = await startSocial('facebook', returnTo!);
      fakeFacebook({ id: id!, name: 'Visitor', email: `${id}@example.com` });
      const callback = await facebookCallback(url.searchParams.get('state'), cookie);
      expect(callback.headers.location).toBe('/');
      vi.restoreAllMocks();
    }
  });
});
