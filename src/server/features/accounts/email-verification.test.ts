import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { call, cookieOf, emailsTo, latestCode, PASSWORD, phoneUser } from './accounts.test-support';
import type { AccountUser } from '../../../shared/api/accounts';
import type { ApiErrorBody } from '../../../shared/api/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let ipCounter = 0;
/** A fresh client IP per call site keeps the per-IP limits out of these tests. */
const nextIp = () => `10.1.0.${++ipCounter}`;

async function signUp(email: string, name = 'Meera') {
  const response = await call(
    t,
    'POST',
    '/api/accounts/sign-up',
    { name, emailOrPhone: email, password: PASSWORD },
    { ip: nextIp() },
  );
  expect(response.statusCode).toBe(200);
}

function verify(email: string, code: string) {
  return call(t, 'POST', '/api/accounts/verify-email', { email, code }, { ip: nextIp() });
}

function resend(email: string) {
  return call(t, 'POST', '/api/accounts/resend-code', { email }, { ip: nextIp() });
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('email verification codes', () => {
  it('verifies with the right code, signs in and sends a welcome email', async () => {
    await signUp('meera@example.com');
    const response = await verify('meera@example.com', latestCode(t.outbox, 'meera@example.com'));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: AccountUser }>().user).toMatchObject({
      email: 'meera@example.com',
      emailVerified: true,
    });
    const me = await call(t, 'GET', '/api/accounts/me', undefined, { cookie: cookieOf(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: AccountUser }>().user.name).toBe('Meera');
    const welcome = emailsTo(t.outbox, 'meera@example.com').at(-1);
    expect(welcome?.subject).toBe('Welcome to DailyWork!');
  });

  it('speaks the language the person signed up in: Hindi by the locale cookie or the browser', async () => {
    const byCookie = await call(
      t,
      'POST',
      '/api/accounts/sign-up',
      { name: 'Sunita', emailOrPhone: 'sunita@example.com', password: PASSWORD },
      { ip: nextIp(), cookie: 'locale=hi' },
    );
    expect(byCookie.statusCode).toBe(200);
    const code = emailsTo(t.outbox, 'sunita@example.com').at(-1);
    expect(code?.subject).toMatch(/^आपका DailyWork कोड: \d{6}$/);
    const verified = await verify('sunita@example.com', latestCode(t.outbox, 'sunita@example.com'));
    expect(emailsTo(t.outbox, 'sunita@example.com').at(-1)?.subject).toBe('DailyWork पर आपका स्वागत है!');
    const me = await call(t, 'GET', '/api/accounts/me', undefined, { cookie: cookieOf(verified) });
    expect(me.json<{ user: AccountUser }>().user.locale).toBe('hi');

    const byBrowser = await call(
      t,
      'POST',
      '/api/accounts/sign-up',
      { name: 'Ravi', emailOrPhone: 'ravi.hi@example.com', password: PASSWORD },
      { ip: nextIp(), headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } },
    );
    expect(byBrowser.statusCode).toBe(200);
    expect(emailsTo(t.outbox, 'ravi.hi@example.com').at(-1)?.subject).toMatch(/^आपका DailyWork कोड/);

    await signUp('english@example.com');
    expect(emailsTo(t.outbox, 'english@example.com').at(-1)?.subject).toMatch(
      /^Your DailyWork verification code/,
    );
  });

  it('is single use', async () => {
    await signUp('once@example.com');
    const code = latestCode(t.outbox, 'once@example.com');
    expect((await verify('once@example.com', code)).statusCode).toBe(200);
    const again = await verify('once@example.com', code);
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiErrorBody>().error).toEqual({
      code: 'invalid_code',
      message: 'Invalid or expired code',
    });
  });

  it('accepts only 6 digits', async () => {
    const response = await verify('once@example.com', '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toBe('Please enter a 6-digit verification code');
  });

  it('is void after 5 wrong tries, until a new one is requested', async () => {
    await signUp('tries@example.com');
    const code = latestCode(t.outbox, 'tries@example.com');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await verify('tries@example.com', wrongCodeFor(code));
      expect(response.statusCode, `wrong try ${attempt}`).toBe(400);
      expect(response.json<ApiErrorBody>().error.code).toBe('invalid_code');
    }
    expect((await verify('tries@example.com', code)).statusCode).toBe(400);

    t.clock.advance(61_000); // the resend gap
    expect((await resend('tries@example.com')).statusCode).toBe(200);
    const fresh = latestCode(t.outbox, 'tries@example.com');
    expect((await verify('tries@example.com', fresh)).statusCode).toBe(200);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    await signUp('four@example.com');
    const code = latestCode(t.outbox, 'four@example.com');
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await verify('four@example.com', wrongCodeFor(code))).statusCode).toBe(400);
    }
    expect((await verify('four@example.com', code)).statusCode).toBe(200);
  });

  it('expires after 60 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-06-01T10:00:00.000Z');
    vi.setSystemTime(start);
    await signUp('late@example.com');
    const late = latestCode(t.outbox, 'late@example.com');
    vi.setSystemTime(new Date(start.getTime() + 1_000));
    await signUp('intime@example.com');
    const inTime = latestCode(t.outbox, 'intime@example.com');

    vi.setSystemTime(new Date(start.getTime() + 59 * 60_000));
    expect((await verify('intime@example.com', inTime)).statusCode).toBe(200);
    vi.setSystemTime(new Date(start.getTime() + 60 * 60_000 + 1_000));
    const expired = await verify('late@example.com', late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ApiErrorBody>().error.code).toBe('invalid_code');
  });
});

describe('resending a code', () => {
  it('sends at most one code a minute per address (429 with the seconds to wait)', async () => {
    await signUp('gap@example.com');
    const early = await resend('gap@example.com');
    expect(early.statusCode).toBe(429);
    expect(early.json<ApiErrorBody>().error).toMatchObject({ code: 'rate_limited', params: { seconds: 60 } });
    expect(early.json<ApiErrorBody>().error.message).toBe(
      'Too many attempts. Please wait 60 seconds and try again.',
    );
    expect(early.headers['retry-after']).toBe('60');

    t.clock.advance(45_000);
    const stillEarly = await resend('gap@example.com');
    expect(stillEarly.json<ApiErrorBody>().error.params?.seconds).toBe(15);

    t.clock.advance(16_000);
    const ok = await resend('gap@example.com');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'A new verification code has been sent to your email.' });
    expect(emailsTo(t.outbox, 'gap@example.com')).toHaveLength(2);
    expect((await verify('gap@example.com', latestCode(t.outbox, 'gap@example.com'))).statusCode).toBe(200);
  });

  it('answers the same for unknown and already verified addresses, and mails nothing', async () => {
    const before = t.outbox.list().length;
    const unknown = await resend('nobody@example.com');
    const verified = await resend('meera@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(verified.json()).toEqual(unknown.json());
    expect(t.outbox.list()).toHaveLength(before);
  });

  it('requires an email', async () => {
    const response = await call(t, 'POST', '/api/accounts/resend-code', { email: '' }, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toBe('Please enter your email address');
  });
});

describe('phone accounts', () => {
  it('are active at once and get no email at all', async () => {
    const before = t.outbox.list().length;
    const { cookie } = await phoneUser(t, '91234 56789', { ip: nextIp() });
    const me = await call(t, 'GET', '/api/accounts/me', undefined, { cookie });
    expect(me.json<{ user: AccountUser }>().user).toMatchObject({
      phone: '+919123456789',
      email: null,
      emailVerified: true,
    });
    expect(t.outbox.list()).toHaveLength(before);
  });
});
