import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { PASSWORD, verifiedEmailUser } from './accounts.test-support';

/**
 * Google sign-in end to end: the app (listening on 127.0.0.1) discovers a real OpenID provider
 * (oidc-provider, also on 127.0.0.1) through GOOGLE_ISSUER, exactly as it discovers Google, and a
 * hand-driven "browser" with a cookie jar follows every redirect.
 */

const CLIENT_ID = 'dailywork-test';
const CLIENT_SECRET = 'dailywork-test-secret';

/** The provider's users: login name -> claims. */
const PEOPLE: Record<string, Record<string, unknown>> = {
  'g-new': { email: 'gita@example.com', email_verified: true, name: 'Gita Rao' },
  'g-link': { email: 'linked@example.com', email_verified: true, name: 'Linked Person' },
  'g-unverified': { email: 'victim@example.com', email_verified: false, name: 'Not The Owner' },
  'g-no-email': { name: 'No Email' },
};

let oidcServer: Server;
let issuer: string;
let appUrl: string;
let t: TestApp;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function startOpenIdProvider(redirectUri: string): Promise<void> {
  oidcServer = createServer();
  issuer = `http://127.0.0.1:${await listen(oidcServer)}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_context: unknown, sub: string) {
      const claims = PEOPLE[sub];
      return claims ? { accountId: sub, claims: async () => ({ sub, ...claims }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  oidcServer.on('request', provider.callback());
}

beforeAll(async () => {
  const appPort = await freePort();
  appUrl = `http://127.0.0.1:${appPort}`;
  await startOpenIdProvider(`${appUrl}/api/auth/callback/google`);
  t = await createTestApp({
    env: {
      PUBLIC_URL: appUrl,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER: issuer,
    },
  });
  await t.app.listen({ port: appPort, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  oidcServer.closeAllConnections();
  await new Promise<void>((resolve) => oidcServer.close(() => resolve()));
});

/** A browser: one cookie jar (both servers are on 127.0.0.1), redirects followed by hand. */
class Browser {
  private readonly jar = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size > 0)
      headers.set('cookie', [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
      const expired = attributes.some((attribute) =>
        /max-age=0|expires=thu, 01 jan 1970/i.test(attribute.trim()),
      );
      if (!value || expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }

  async json(path: string, body: unknown): Promise<Response> {
    return this.request(`${appUrl}${path}`, {
      method: 'POST',
      headers: { origin: appUrl, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async me(): Promise<Response> {
    return this.request(`${appUrl}/api/accounts/me`);
  }
}

function locationOf(response: Response, base: string): string {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect from ${base}, got ${response.status}`);
  return new URL(location, base).href;
}

/**
 * Starts Google sign-in in the app, logs in at the provider as `login` (login and consent forms),
 * and returns the authorize URL and the app's answer to the provider's callback.
 */
async function signInWithGoogle(browser: Browser, login: string, returnTo: string, deliver = true) {
  const start = await browser.json('/api/accounts/social', { provider: 'google', returnTo });
  expect(start.status).toBe(200);
  const authorizeUrl = ((await start.json()) as { url: string }).url;
  let url = authorizeUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(`${appUrl}/api/auth/callback/google`)) {
      return { authorizeUrl, callbackUrl: url, callback: deliver ? await browser.request(url) : null };
    }
    const response = await browser.request(url);
    if (response.status >= 300 && response.status < 400) {
      url = locationOf(response, url);
      continue;
    }
    const html = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action)
      throw new Error(`unexpected provider page (${response.status}): ${html.slice(0, 300)}`);
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login } : { prompt });
    const submitted = await browser.request(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    url = locationOf(submitted, url);
  }
  throw new Error('the sign-in did not come back to the app');
}

describe('Google sign-in through OpenID discovery', () => {
  it('sends the browser to the discovered authorize endpoint with state, PKCE and a nonce', async () => {
    const { authorizeUrl } = await signInWithGoogle(new Browser(), 'g-new', '/');
    const url = new URL(authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: `${appUrl}/api/auth/callback/google`,
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    for (const param of ['state', 'code_challenge', 'nonce'])
      expect(url.searchParams.get(param)).toBeTruthy();
  });

  it('creates the account, signs in and lands on the page the user started from', async () => {
    const browser = new Browser();
    const { callback } = await signInWithGoogle(browser, 'g-new', '/post?draft=1');
    expect(callback!.status).toBe(302);
    expect(callback!.headers.get('location')).toBe('/post?draft=1');

    const me = await browser.me();
    expect(me.status).toBe(200);
    const body = (await me.json()) as { user: Record<string, unknown>; profile: Record<string, unknown> };
    expect(body.user).toMatchObject({
      name: 'Gita Rao',
      email: 'gita@example.com',
      emailVerified: true,
      hasPassword: false,
    });
    expect(body.profile).toEqual({ bio: null, location: null, skills: null, avatarUrl: null });

    // An account made through Google can set a first password, then sign in with it too.
    const setPassword = await browser.json('/api/accounts/me/password', { newPassword: 'my first password' });
    expect(setPassword.status).toBe(200);
    const signIn = await new Browser().json('/api/accounts/sign-in', {
      emailOrPhone: 'gita@example.com',
      password: 'my first password',
    });
    expect(signIn.status).toBe(200);
  });

  it('signs the same person in again on a later visit', async () => {
    const first = new Browser();
    await signInWithGoogle(first, 'g-new', '/');
    const firstId = ((await (await first.me()).json()) as { user: { id: string } }).user.id;
    const again = new Browser();
    const { callback } = await signInWithGoogle(again, 'g-new', '/profile');
    expect(callback!.headers.get('location')).toBe('/profile');
    expect(((await (await again.me()).json()) as { user: { id: string } }).user.id).toBe(firstId);
  });

  it('links to an existing account when the provider says the email is verified', async () => {
    const local = await verifiedEmailUser(t, 'linked@example.com', { name: 'Local Name' });
    const browser = new Browser();
    const { callback } = await signInWithGoogle(browser, 'g-link', '/messages');
    expect(callback!.headers.get('location')).toBe('/messages');
    const body = (await (await browser.me()).json()) as { user: { id: string; hasPassword: boolean } };
    expect(body.user).toMatchObject({ id: local.userId, hasPassword: true });
  });

  it('does not link when the provider does not vouch for the email', async () => {
    await verifiedEmailUser(t, 'victim@example.com');
    const browser = new Browser();
    const { callback } = await signInWithGoogle(browser, 'g-unverified', '/');
    expect(callback!.status).toBe(302);
    const location = new URL(callback!.headers.get('location') ?? '', appUrl);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('error')).toBe('account_not_linked');
    expect((await browser.me()).status).toBe(401);
    const owner = await new Browser().json('/api/accounts/sign-in', {
      emailOrPhone: 'victim@example.com',
      password: PASSWORD,
    });
    expect(owner.status).toBe(200);
  });

  it('creates an account without an email when the provider gives none', async () => {
    const browser = new Browser();
    const { callback } = await signInWithGoogle(browser, 'g-no-email', '/');
    expect(callback!.headers.get('location')).toBe('/');
    const body = (await (await browser.me()).json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ name: 'No Email', email: null, phone: null, hasPassword: false });
  });

  it('refuses a callback that comes back to a different browser (state bound to the cookie)', async () => {
    const started = new Browser();
    const { callbackUrl } = await signInWithGoogle(started, 'g-new', '/', false);
    expect(callbackUrl).toContain('code=');
    const stranger = new Browser();
    const response = await stranger.request(callbackUrl);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', appUrl).pathname).toBe('/login');
    expect((await stranger.me()).status).toBe(401);
    // The browser that started it still finishes.
    const finished = await started.request(callbackUrl);
    expect(finished.headers.get('location')).toBe('/');
    expect((await started.me()).status).toBe(200);
  });
});
