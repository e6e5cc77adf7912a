import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { ACCOUNT_LIMITS } from './accounts.limits';
import { call, PASSWORD, phoneUser, verifiedEmailUser } from './accounts.test-support';
import type { ApiErrorBody } from '../../../shared/api/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectRateLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  const { error } = response.json<ApiErrorBody>();
  expect(error.code).toBe('rate_limited');
  expect(error.params?.seconds).toBeGreaterThan(0);
  expect(error.message).toBe(
    `Too many attempts. Please wait ${error.params?.seconds} seconds and try again.`,
  );
  expect(response.headers['retry-after']).toBe(String(error.params?.seconds));
}

function signIn(emailOrPhone: string, password: string, ip: string) {
  return call(t, 'POST', '/api/accounts/sign-in', { emailOrPhone, password }, { ip });
}

function signUp(emailOrPhone: string, ip: string) {
  return call(t, 'POST', '/api/accounts/sign-up', { name: 'N', emailOrPhone, password: PASSWORD }, { ip });
}

describe('accounts rate limits', () => {
  it('limits sign-in per identifier and network, counting every spelling of a phone together', async () => {
    await phoneUser(t, '9777777777', { ip: '10.5.0.1' });
    const spellings = ['9777777777', '09777777777', '+91 97777 77777'];
    const limit = ACCOUNT_LIMITS.signInPerIdentifierAndNetwork.limit;
    for (let attempt = 0; attempt < limit; attempt++) {
      const response = await signIn(spellings[attempt % 3]!, 'wrong password', '10.5.1.1');
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(await signIn('9777777777', PASSWORD, '10.5.1.1'));
    t.clock.advance(ACCOUNT_LIMITS.signInPerIdentifierAndNetwork.windowMs);
    expect((await signIn('9777777777', PASSWORD, '10.5.1.1')).statusCode).toBe(200);
  });

  it('limits sign-in per IP address', async () => {
    const ip = '10.5.3.1';
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.signInPerIp.limit; attempt++) {
      expect((await signIn(`user${attempt}@example.com`, 'wrong password', ip)).statusCode).toBe(401);
    }
    expectRateLimited(await signIn('9777777777', PASSWORD, ip));
    expect((await signIn('9777777777', PASSWORD, '10.5.3.2')).statusCode).toBe(200);
  });

  it('limits sign-up per identifier and per IP address', async () => {
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.signUpPerIdentifier.limit; attempt++) {
      expect((await signUp('again@example.com', `10.5.4.${attempt}`)).statusCode).toBe(200);
    }
    expectRateLimited(await signUp('AGAIN@example.com', '10.5.4.99'));

    const ip = '10.5.5.1';
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.signUpPerIp.limit; attempt++) {
      expect((await signUp(`many${attempt}@example.com`, ip)).statusCode).toBe(200);
    }
    expectRateLimited(await signUp('one-more@example.com', ip));
  });

  it('limits code checks per address and per IP address', async () => {
    await signUp('codes@example.com', '10.5.6.1');
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.codeCheckPerIdentifier.limit; attempt++) {
      const response = await call(
        t,
        'POST',
        '/api/accounts/verify-email',
        { email: 'codes@example.com', code: '000000' },
        { ip: `10.5.7.${attempt}` },
      );
      expect(response.statusCode).not.toBe(429);
    }
    const blocked = await call(
      t,
      'POST',
      '/api/accounts/verify-email',
      { email: 'codes@example.com', code: '123456' },
      { ip: '10.5.7.99' },
    );
    expectRateLimited(blocked);

    const ip = '10.5.8.1';
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.codeCheckPerIp.limit; attempt++) {
      await call(
        t,
        'POST',
        '/api/accounts/verify-email',
        { email: `c${attempt}@example.com`, code: '000000' },
        { ip },
      );
    }
    expectRateLimited(
      await call(
        t,
        'POST',
        '/api/accounts/verify-email',
        { email: 'other@example.com', code: '000000' },
        { ip },
      ),
    );
  });

  it('limits resends and reset requests per IP address', async () => {
    const ip = '10.5.9.1';
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.codeSendPerIp.limit; attempt++) {
      const response = await call(
        t,
        'POST',
        '/api/accounts/resend-code',
        { email: `r${attempt}@example.com` },
        { ip },
      );
      expect(response.statusCode).toBe(200);
    }
    expectRateLimited(
      await call(t, 'POST', '/api/accounts/resend-code', { email: 'last@example.com' }, { ip }),
    );
    expectRateLimited(
      await call(
        t,
        'POST',
        '/api/accounts/password-reset/request',
        { emailOrPhone: 'last@example.com' },
        { ip },
      ),
    );
  });

  it('limits reset requests per identifier, and to one a minute', async () => {
    await verifiedEmailUser(t, 'resets@example.com', { ip: '10.5.10.1' });
    const request = (ip: string) =>
      call(t, 'POST', '/api/accounts/password-reset/request', { emailOrPhone: 'resets@example.com' }, { ip });
    expect((await request('10.5.11.0')).statusCode).toBe(200);
    expectRateLimited(await request('10.5.11.1')); // the one-a-minute gap (an attempt all the same)
    for (let attempt = 2; attempt < ACCOUNT_LIMITS.resetRequestPerIdentifier.limit; attempt++) {
      t.clock.advance(61_000);
      expect((await request(`10.5.12.${attempt}`)).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    expectRateLimited(await request('10.5.13.1'));
  });

  it('limits password checks of a signed-in user', async () => {
    const { cookie } = await verifiedEmailUser(t, 'guess@example.com', { ip: '10.5.14.1' });
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.passwordCheckPerUser.limit; attempt++) {
      const response = await call(
        t,
        'POST',
        '/api/accounts/me/password',
        { currentPassword: `guess ${attempt}`, newPassword: 'new password 2' },
        { cookie, ip: `10.5.15.${attempt}` },
      );
      expect(response.statusCode).toBe(403);
    }
    const blocked = await call(
      t,
      'POST',
      '/api/accounts/me/password',
      { currentPassword: PASSWORD, newPassword: 'new password 2' },
      { cookie, ip: '10.5.16.1' },
    );
    expectRateLimited(blocked);
  });
});

/** An address in the IPv6 /64 `network` (four groups), different for each `host`. */
const inNetwork = (network: string, host: number) => `${network}:${(host + 1).toString(16)}::${host % 7}`;

describe('sign-in limits by network (issue #21 item 5)', () => {
  it('counts every address of one IPv6 /64 as one network, and another /64 apart', async () => {
    await phoneUser(t, '9666666666', { ip: '10.6.0.1' });
    const network = '2409:4050:2d0f:1a01';
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.signInPerIp.limit; attempt++) {
      const response = await signIn(
        `nobody${attempt}@example.com`,
        'wrong password',
        inNetwork(network, attempt),
      );
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(await signIn('9666666666', PASSWORD, `${network}:ffff:ffff:ffff:ffff`));
    expectRateLimited(await signIn('9666666666', PASSWORD, '2409:4050:2D0F:1A01:0:0:0:1'));
    expect((await signIn('9666666666', PASSWORD, '2409:4050:2d0f:1a02::1')).statusCode).toBe(200);
  });

  it('lets the owner sign in from their network after wrong passwords from another', async () => {
    await phoneUser(t, '9555555555', { ip: '10.7.0.1' });
    const attacker = '2409:4050:2d0f:2b01';
    const limit = ACCOUNT_LIMITS.signInPerIdentifierAndNetwork.limit;
    for (let attempt = 0; attempt < limit; attempt++) {
      const response = await signIn('9555555555', 'wrong password', inNetwork(attacker, attempt));
      expect(response.statusCode).toBe(401);
    }
    // The attacker's network is limited, even with the right password...
    expectRateLimited(await signIn('9555555555', PASSWORD, inNetwork(attacker, 99)));
    // ...and the owner signs in from their own, IPv4 or IPv6.
    expect((await signIn('9555555555', PASSWORD, '10.7.0.1')).statusCode).toBe(200);
    expect((await signIn('+91 95555 55555', PASSWORD, '2409:4050:2d0f:2b02::1')).statusCode).toBe(200);
  });

  it('holds a per-identifier ceiling across many networks', async () => {
    await phoneUser(t, '9444444444', { ip: '10.8.0.1' });
    // Its sign-in with the SMS code counted too: start the ceiling's window afresh.
    t.clock.advance(ACCOUNT_LIMITS.signInPerIdentifier.windowMs);
    const perNetwork = 5;
    const ceiling = ACCOUNT_LIMITS.signInPerIdentifier.limit;
    expect(ceiling).toBeGreaterThanOrEqual(10 * ACCOUNT_LIMITS.signInPerIdentifierAndNetwork.limit);
    for (let attempt = 0; attempt < ceiling; attempt++) {
      const network = `2409:4050:3c00:${Math.floor(attempt / perNetwork).toString(16)}`;
      const response = await signIn('9444444444', 'wrong password', inNetwork(network, attempt));
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(await signIn('9444444444', PASSWORD, '10.8.0.1'));
    expectRateLimited(await signIn('9444444444', PASSWORD, '2409:4050:3c00:ffff::1'));
    t.clock.advance(ACCOUNT_LIMITS.signInPerIdentifier.windowMs);
    expect((await signIn('9444444444', PASSWORD, '10.8.0.1')).statusCode).toBe(200);
  }, 60_000);
});
