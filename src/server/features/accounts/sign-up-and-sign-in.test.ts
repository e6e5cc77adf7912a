import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { validation } from '../../../shared/i18n/en-validation';
import {
  call,
  cookieOf,
  emailsTo,
  latestCode,
  latestSmsCode,
  PASSWORD,
  setCookies,
  smsTo,
} from './accounts.test-support';
import type { AccountUser, MeResponse, MessageResponse } from '../../../shared/api/accounts';
import type { ApiErrorBody } from '../../../shared/api/errors';

const PASSWORD_RULE = validation.passwordRule;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SIGN_UP_MESSAGE = 'Account created successfully! Please check your email to verify your account.';

function signUp(body: Record<string, unknown>, ip = '10.0.0.1') {
  return call(t, 'POST', '/api/accounts/sign-up', body, { ip });
}

function signIn(emailOrPhone: string, password: string, ip = '10.0.0.2', country = 'IN') {
  return call(t, 'POST', '/api/accounts/sign-in', { emailOrPhone, password, country }, { ip });
}

describe('sign-up input rules (spec 5)', () => {
  it('rejects input that is neither an email nor a phone', async () => {
    for (const emailOrPhone of ['asha', '12345', '98765x43210', 'asha@', 'a b@example.com']) {
      const response = await signUp({ name: 'Asha', emailOrPhone, password: PASSWORD }, '10.0.1.1');
      expect(response.statusCode, emailOrPhone).toBe(400);
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: 'invalid_identifier',
        message: 'Please enter a valid email or phone number',
      });
    }
  });

  it('asks to fill all fields when the name or identifier is missing or blank', async () => {
    for (const body of [
      { emailOrPhone: 'a@example.com', password: PASSWORD },
      { name: '   ', emailOrPhone: 'a@example.com', password: PASSWORD },
      { name: 'Asha', emailOrPhone: '', password: PASSWORD },
      { name: 'Asha', password: PASSWORD },
    ]) {
      const response = await signUp(body, '10.0.1.2');
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.message).toBe('Please fill all fields');
    }
  });

  it('states the password rule: 8 to 128 characters', async () => {
    for (const password of ['short', 'x'.repeat(129)]) {
      const response = await signUp({ name: 'Asha', emailOrPhone: 'rule@example.com', password }, '10.0.1.3');
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.message).toBe(PASSWORD_RULE);
    }
    const ok = await signUp(
      { name: 'Asha', emailOrPhone: 'rule@example.com', password: 'x'.repeat(128) },
      '10.0.1.3',
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('email sign-up', () => {
  it('creates the user and profile together, mails a code and does not sign in', async () => {
    const response = await signUp({
      name: 'Asha Verma',
      emailOrPhone: ' Asha@Example.com ',
      password: PASSWORD,
      returnTo: '/post',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'email', email: 'asha@example.com', message: SIGN_UP_MESSAGE });
    expect(setCookies(response).some((line) => line.includes('session_token='))).toBe(false);

    const [row] = await t.database.db.select().from(user).where(eq(user.email, 'asha@example.com'));
    expect(row).toMatchObject({ name: 'Asha Verma', emailVerified: false, phone: null });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profile).toBeDefined();

    const [mail] = emailsTo(t.outbox, 'asha@example.com');
    expect(mail?.subject).toContain('DailyWork');
    expect(mail?.text).toMatch(/\b\d{6}\b/);
    expect(mail?.html).toContain('<p>');
    expect(mail?.text).toContain(
      'http://localhost:3000/verify-email?email=asha%40example.com&returnTo=%2Fpost',
    );
  });

  it('answers an address that already has an account exactly like a new one and mails a notice', async () => {
    const fresh = await signUp(
      { name: 'Nina', emailOrPhone: 'nina@example.com', password: PASSWORD },
      '10.0.2.1',
    );
    const again = await signUp(
      { name: 'Someone Else', emailOrPhone: 'NINA@example.com', password: 'another password' },
      '10.0.2.2',
    );
    const other = await signUp(
      { name: 'Omar', emailOrPhone: 'omar@example.com', password: PASSWORD },
      '10.0.2.3',
    );
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual({ ...fresh.json() });
    expect(other.json()).toEqual({ ...fresh.json(), email: 'omar@example.com' });
    expect(setCookies(again)).toEqual(setCookies(fresh));

    const mails = emailsTo(t.outbox, 'nina@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain('tried to sign up');
    expect(mails[1]?.text).not.toMatch(/\b\d{6}\b/);
    expect(mails[1]?.text).toContain('Hello Nina');
    const rows = await t.database.db.select().from(user).where(eq(user.email, 'nina@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Nina');
  });
});

describe('phone sign-up and the E.164 equivalence', () => {
  it('signs up +91 98765 43210 with its SMS code and signs in with 098765 43210 and 9876543210', async () => {
    const response = await signUp({
      name: 'Ravi Kumar',
      emailOrPhone: '+91 98765 43210',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'phone', phone: '+919876543210' });
    expect(response.json<MessageResponse>().message).not.toMatch(/email/i);
    expect(setCookies(response)).toEqual([]);
    const [row] = await t.database.db.select().from(user).where(eq(user.phone, '+919876543210'));
    expect(row).toMatchObject({ email: '919876543210@phone.dailywork.invalid', emailVerified: true });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profile).toBeDefined();

    const verified = await call(t, 'POST', '/api/accounts/sign-in', {
      emailOrPhone: '098765 43210',
      password: PASSWORD,
      code: latestSmsCode(t.sms, '+919876543210'),
    });
    expect(verified.statusCode).toBe(200);
    const me = await call(t, 'GET', '/api/accounts/me', undefined, { cookie: cookieOf(verified) });
    expect(me.json<{ user: AccountUser }>().user).toMatchObject({
      name: 'Ravi Kumar',
      phone: '+919876543210',
      email: null,
    });
    expect(me.json<MeResponse>().phoneVerified).toBe(true);

    for (const spelling of ['098765 43210', '9876543210', '+91-98765-43210']) {
      const signedIn = await signIn(spelling, PASSWORD);
      expect(signedIn.statusCode, spelling).toBe(200);
      expect(signedIn.json<{ user: AccountUser }>().user.phone).toBe('+919876543210');
      expect(cookieOf(signedIn)).toContain('session_token=');
    }
    expect(t.outbox.list().some((email) => email.to.includes('phone.dailywork.invalid'))).toBe(false);
  });

  it('never makes a second account for the same number, however it is written', async () => {
    const response = await signUp(
      { name: 'Other', emailOrPhone: '09876543210', password: PASSWORD },
      '10.0.3.1',
    );
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db.select().from(user).where(eq(user.phone, '+919876543210'));
    expect(rows.map((row) => row.name)).toEqual(['Ravi Kumar']);
  });

  it('uses +1 for US visitors', async () => {
    const response = await signUp(
      { name: 'Sam', emailOrPhone: '(415) 555-0123', password: PASSWORD, country: 'US' },
      '10.0.3.2',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ phone: string }>().phone).toBe('+14155550123');
    expect(smsTo(t.sms, '+14155550123')).toHaveLength(1);
  });
});

describe('sign-in', () => {
  it('says "Login failed" the same way for an unknown account and a wrong password', async () => {
    const unknown = await signIn('nobody@example.com', PASSWORD, '10.0.4.1');
    const wrong = await signIn('+919876543210', 'wrong password', '10.0.4.1');
    const invalid = await signIn('not an identifier', PASSWORD, '10.0.4.1');
    for (const response of [unknown, wrong, invalid]) {
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>().error).toEqual({
        code: 'login_failed',
        message: 'Invalid email/phone or password',
      });
      expect(setCookies(response)).toEqual([]);
    }
  });

  it('only requires both fields', async () => {
    const response = await call(t, 'POST', '/api/accounts/sign-in', { emailOrPhone: 'x@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error.message).toBe('Please fill all fields');
  });

  it('tells an unverified account after a correct password, and mails a fresh code', async () => {
    await signUp({ name: 'Uma', emailOrPhone: 'uma@example.com', password: PASSWORD }, '10.0.5.1');
    const firstCode = latestCode(t.outbox, 'uma@example.com');
    const wrong = await signIn('uma@example.com', 'wrong password', '10.0.5.2');
    expect(wrong.statusCode).toBe(401);

    const early = await signIn('uma@example.com', PASSWORD, '10.0.5.2');
    expect(early.statusCode).toBe(403);
    expect(early.json<ApiErrorBody>().error).toMatchObject({
      code: 'email_not_verified',
      params: { email: 'uma@example.com' },
    });
    expect(emailsTo(t.outbox, 'uma@example.com')).toHaveLength(1); // within the resend gap: no new code

    t.clock.advance(61_000);
    const later = await signIn('uma@example.com', PASSWORD, '10.0.5.2');
    expect(later.statusCode).toBe(403);
    expect(emailsTo(t.outbox, 'uma@example.com')).toHaveLength(2);
    const freshCode = latestCode(t.outbox, 'uma@example.com');
    const stale = await call(t, 'POST', '/api/accounts/verify-email', {
      email: 'uma@example.com',
      code: firstCode,
    });
    if (freshCode !== firstCode) expect(stale.statusCode).toBe(400);
    const verified = await call(t, 'POST', '/api/accounts/verify-email', {
      email: 'uma@example.com',
      code: freshCode,
    });
    expect(verified.statusCode).toBe(200);
    const signedIn = await signIn('UMA@example.com', PASSWORD, '10.0.5.2');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ user: AccountUser }>().user).toMatchObject({
      email: 'uma@example.com',
      emailVerified: true,
      hasPassword: true,
    });
  });
});

describe('sessions', () => {
  it('sets an httpOnly, SameSite=Lax cookie that lasts 30 days', async () => {
    const response = await signIn('+919876543210', PASSWORD, '10.0.6.1');
    const line = setCookies(response).find((cookie) => cookie.includes('session_token='));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).not.toMatch(/Secure/); // http://localhost; Secure on https
  });

  it('signs out every session of the user and clears the cookie', async () => {
    const first = cookieOf(await signIn('+919876543210', PASSWORD, '10.0.6.2'));
    const second = cookieOf(await signIn('9876543210', PASSWORD, '10.0.6.2'));
    const out = await call(t, 'POST', '/api/accounts/sign-out', {}, { cookie: first });
    expect(out.statusCode).toBe(200);
    expect(setCookies(out).some((line) => /session_token=;/.test(line))).toBe(true);
    for (const cookie of [first, second]) {
      const me = await call(t, 'GET', '/api/accounts/me', undefined, { cookie });
      expect(me.statusCode).toBe(401);
      expect(me.json<ApiErrorBody>().error).toMatchObject({
        code: 'unauthorized',
        message: 'No user logged in',
      });
    }
  });

  it('rejects state-changing requests from another origin (CSRF)', async () => {
    const response = await call(
      t,
      'POST',
      '/api/accounts/sign-in',
      { emailOrPhone: '9876543210', password: PASSWORD },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error.code).toBe('origin_rejected');
  });

  it('does not mount better-auth endpoints that would bypass these rules', async () => {
    for (const path of [
      'sign-up/email',
      'sign-in/email',
      'email-otp/send-verification-otp',
      'sign-in/email-otp',
    ]) {
      const response = await call(t, 'POST', `/api/auth/${path}`, {
        email: 'x@example.com',
        password: PASSWORD,
      });
      expect(response.statusCode, path).toBe(404);
    }
  });
});
