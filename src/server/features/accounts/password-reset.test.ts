import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import {
  call,
  cookieOf,
  emailsTo,
  latestCode,
  PASSWORD,
  phoneUser,
  verifiedEmailUser,
} from './accounts.test-support';
import type { MessageResponse } from '../../../shared/api/accounts';
import type { ApiErrorBody } from '../../../shared/api/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.2.0.${++ipCounter}`;

const NEW_PASSWORD = 'a brand new password';

function requestReset(emailOrPhone: string) {
  return call(
    t,
    'POST',
    '/api/accounts/password-reset/request',
    { emailOrPhone, country: 'IN' },
    { ip: nextIp() },
  );
}

function confirmReset(emailOrPhone: string, code: string, newPassword = NEW_PASSWORD) {
  return call(
    t,
    'POST',
    '/api/accounts/password-reset/confirm',
    { emailOrPhone, country: 'IN', code, newPassword },
    { ip: nextIp() },
  );
}

function signIn(emailOrPhone: string, password: string) {
  return call(t, 'POST', '/api/accounts/sign-in', { emailOrPhone, password }, { ip: nextIp() });
}

function me(cookie: string) {
  return call(t, 'GET', '/api/accounts/me', undefined, { cookie });
}

describe('password reset', () => {
  it('mails a code to an email account; the new password works and every session ends', async () => {
    const first = await verifiedEmailUser(t, 'reset@example.com', { ip: nextIp() });
    const second = await signIn('reset@example.com', PASSWORD);
    expect(second.statusCode).toBe(200);

    const requested = await requestReset('Reset@Example.com');
    expect(requested.statusCode).toBe(200);
    expect(requested.json<MessageResponse>().message).toContain('support@dailywork.example');
    const mail = emailsTo(t.outbox, 'reset@example.com').at(-1);
    expect(mail?.subject).toContain('password reset code');

    const confirmed = await confirmReset('reset@example.com', latestCode(t.outbox, 'reset@example.com'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<MessageResponse>().message).toBe(
      'Your password has been reset. Please sign in with your new password.',
    );

    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(cookieOf(second))).statusCode).toBe(401);
    expect((await signIn('reset@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await signIn('reset@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('rejects a wrong code and uses a code once', async () => {
    await verifiedEmailUser(t, 'once@example.com', { ip: nextIp() });
    await requestReset('once@example.com');
    const code = latestCode(t.outbox, 'once@example.com');
    const wrong = await confirmReset('once@example.com', code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().error.code).toBe('invalid_code');
    expect((await confirmReset('once@example.com', code)).statusCode).toBe(200);
    expect((await confirmReset('once@example.com', code, 'yet another password')).statusCode).toBe(400);
    expect((await signIn('once@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('states the password rule for the new password', async () => {
    const response = await confirmReset('once@example.com', '123456', 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toBe('Password must be 8 to 128 characters long');
  });

  it('answers unknown accounts and phone accounts without an email the same, sending nothing', async () => {
    await phoneUser(t, '9000000001', { ip: nextIp() });
    await verifiedEmailUser(t, 'known@example.com', { ip: nextIp() });
    const known = await requestReset('known@example.com');
    expect(emailsTo(t.outbox, 'known@example.com').at(-1)?.subject).toContain('password reset code');
    const before = t.outbox.list().length;
    const unknown = await requestReset('nobody@example.com');
    const phoneOnly = await requestReset('+91 90000 00001');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(phoneOnly.json()).toEqual(known.json());
    expect(phoneOnly.json<MessageResponse>().message).toContain(
      'Contact support at support@dailywork.example',
    );
    expect(t.outbox.list()).toHaveLength(before);
  });

  it('lets a phone account reset through the email it verified in its profile', async () => {
    const { cookie } = await phoneUser(t, '9000000002', { ip: nextIp() });
    const patch = await call(
      t,
      'PATCH',
      '/api/accounts/me',
      { name: 'Ravi', email: 'ravi@example.com', phone: '9000000002' },
      { cookie, ip: nextIp() },
    );
    expect(patch.statusCode).toBe(200);
    const confirmEmail = await call(
      t,
      'POST',
      '/api/accounts/me/email/confirm',
      { code: latestCode(t.outbox, 'ravi@example.com') },
      { cookie, ip: nextIp() },
    );
    expect(confirmEmail.statusCode).toBe(200);

    expect((await requestReset('09000000002')).statusCode).toBe(200);
    const mail = emailsTo(t.outbox, 'ravi@example.com').at(-1);
    expect(mail?.subject).toContain('password reset code');
    expect((await confirmReset('9000000002', latestCode(t.outbox, 'ravi@example.com'))).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await signIn('+919000000002', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('ravi@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('asks for a valid email or phone', async () => {
    const response = await requestReset('nonsense');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.code).toBe('invalid_identifier');
  });
});
