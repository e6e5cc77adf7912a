import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, verifiedPhones } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  call,
  cookieOf,
  latestSmsCode,
  PASSWORD,
  phoneUser,
  setCookies,
  smsTo,
} from './accounts.test-support';
import type { AccountUser, MessageResponse } from '../../../shared/api/accounts';
import type { ApiErrorBody } from '../../../shared/api/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const nextIp = () => `10.9.0.${++counter}`;

function signUp(phone: string, options: { password?: string; name?: string; cookie?: string } = {}) {
  return call(
    t,
    'POST',
    '/api/accounts/sign-up',
    { name: options.name ?? 'Ravi', emailOrPhone: phone, password: options.password ?? PASSWORD },
    { ip: nextIp(), cookie: options.cookie },
  );
}

function signIn(phone: string, password: string, code?: string) {
  return call(
    t,
    'POST',
    '/api/accounts/sign-in',
    { emailOrPhone: phone, password, ...(code ? { code } : {}) },
    { ip: nextIp() },
  );
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('phone sign-up by SMS code (issue #24)', () => {
  it('creates the account unverified, with no session until the right code', async () => {
    const response = await signUp('98000 00001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kind: 'phone',
      phone: '+919800000001',
      message: 'We sent a 6-digit code by SMS to +919800000001. Enter it to finish creating your account.',
    });
    expect(setCookies(response)).toEqual([]);
    const code = latestSmsCode(t.sms, '+919800000001');

    // The password alone does not sign in: a 403 that asks for the code (no second SMS within the minute).
    const early = await signIn('9800000001', PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json<ApiErrorBody>().error).toMatchObject({
      code: 'phone_not_verified',
      params: { phone: '+919800000001' },
    });
    expect(setCookies(early)).toEqual([]);
    expect(smsTo(t.sms, '+919800000001')).toHaveLength(1);

    const wrong = await signIn('9800000001', PASSWORD, wrongCodeFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().error.code).toBe('invalid_code');
    expect(setCookies(wrong)).toEqual([]);

    const right = await signIn('9800000001', PASSWORD, code);
    expect(right.statusCode).toBe(200);
    expect(right.json<{ user: AccountUser }>().user).toMatchObject({ name: 'Ravi', phone: '+919800000001' });
    const me = await call(t, 'GET', '/api/accounts/me', undefined, { cookie: cookieOf(right) });
    expect(me.json()).toMatchObject({ phoneVerified: true, pendingPhone: null });
    const rows = await t.database.db
      .select()
      .from(verifiedPhones)
      .where(eq(verifiedPhones.userId, right.json<{ user: AccountUser }>().user.id));
    expect(rows.map((row) => row.phone)).toEqual(['+919800000001']);

    // Verified: the password alone signs in from now on.
    expect((await signIn('+91 98000 00001', PASSWORD)).statusCode).toBe(200);
  });

  it('answers a number that has an account exactly like a new one, and texts the owner a notice', async () => {
    await phoneUser(t, '9800000002', { name: 'Owner' });
    t.clock.advance(61_000); // past the resend gap of the owner's own sign-up code
    const sentBefore = smsTo(t.sms, '+919800000002').length;
    const existing = await signUp('09800000002', { name: 'Intruder', password: 'another password' });
    const fresh = await signUp('9800000003', { name: 'Intruder', password: 'another password' });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.json<MessageResponse>().message.replace('02', '03')).toBe(
      fresh.json<MessageResponse>().message,
    );
    expect({ ...existing.json(), phone: '', message: '' }).toEqual({
      ...fresh.json(),
      phone: '',
      message: '',
    });
    expect(setCookies(existing)).toEqual(setCookies(fresh));

    const notices = smsTo(t.sms, '+919800000002').slice(sentBefore);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toBe(
      'Someone tried to sign up to DailyWork with your number. You already have an account. If it was you, sign in: http://localhost:3000/login',
    );
    expect(notices[0]?.text).not.toMatch(/\d{6}/);
    const owners = await t.database.db.select().from(user).where(eq(user.phone, '+919800000002'));
    expect(owners.map((row) => row.name)).toEqual(['Owner']);
    // The intruder's password opens nothing.
    expect((await signIn('9800000002', 'another password')).statusCode).toBe(401);
  });

  it('texts the code, and the notice, in the language of the page', async () => {
    const response = await signUp('9800000004', { cookie: 'locale=hi' });
    expect(response.statusCode).toBe(200);
    expect(smsTo(t.sms, '+919800000004').at(-1)?.text).toMatch(/^\d{6} आपका DailyWork कोड है।/);
    await signIn('9800000004', PASSWORD, latestSmsCode(t.sms, '+919800000004'));
    t.clock.advance(61_000);
    await signUp('9800000004', { cookie: 'locale=en' });
    expect(smsTo(t.sms, '+919800000004').at(-1)?.text).toMatch(/^किसी ने आपके नंबर से DailyWork पर साइन अप/);
  });

  it('refuses a number a banned account verified', async () => {
    const banned = await phoneUser(t, '9800000005');
    await t.database.db.execute(sql`insert into user_bans (user_id) values (${banned.userId})`);
    await t.database.db.execute(sql`update "user" set phone = '+919800000099' where id = ${banned.userId}`);
    const response = await signUp('9800000005');
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error).toEqual({
      code: 'phone_banned',
      message:
        'This phone number was used by an account that was banned for breaking our rules. It cannot be verified again.',
    });
    const rows = await t.database.db.select().from(user).where(eq(user.phone, '+919800000005'));
    expect(rows).toHaveLength(0);
  });
});

describe('unverified phone accounts are asked on their next sign-in', () => {
  it('asks for a code after the right password only, at most one SMS a minute', async () => {
    const { userId } = await phoneUser(t, '9800000010');
    // An account from before SMS codes: no verified_phones row.
    await t.database.db.delete(verifiedPhones).where(eq(verifiedPhones.userId, userId));
    t.clock.advance(61_000);
    const before = smsTo(t.sms, '+919800000010').length;

    const wrong = await signIn('9800000010', 'wrong password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<ApiErrorBody>().error.code).toBe('login_failed');
    expect(smsTo(t.sms, '+919800000010')).toHaveLength(before);

    const asked = await signIn('9800000010', PASSWORD);
    expect(asked.statusCode).toBe(403);
    expect(asked.json<ApiErrorBody>().error).toEqual({
      code: 'phone_not_verified',
      message:
        'Please confirm your phone number first. Enter the 6-digit code we sent by SMS to +919800000010.',
      params: { phone: '+919800000010' },
    });
    expect(smsTo(t.sms, '+919800000010')).toHaveLength(before + 1);
    expect((await signIn('9800000010', PASSWORD)).statusCode).toBe(403);
    expect(smsTo(t.sms, '+919800000010')).toHaveLength(before + 1);
    t.clock.advance(61_000);
    expect((await signIn('9800000010', PASSWORD)).statusCode).toBe(403);
    expect(smsTo(t.sms, '+919800000010')).toHaveLength(before + 2);

    // A right code with a wrong password is still "Login failed", and the code stays usable.
    const code = latestSmsCode(t.sms, '+919800000010');
    expect((await signIn('9800000010', 'wrong password', code)).statusCode).toBe(401);
    const right = await signIn('9800000010', PASSWORD, code);
    expect(right.statusCode).toBe(200);
    expect(cookieOf(right)).toContain('session_token=');
    expect((await signIn('9800000010', PASSWORD)).statusCode).toBe(200);
  });

  it('five wrong codes end the code; a new one comes with the next sign-in a minute later', async () => {
    await signUp('9800000011');
    const code = latestSmsCode(t.sms, '+919800000011');
    for (let i = 0; i < 5; i++) {
      expect((await signIn('9800000011', PASSWORD, wrongCodeFor(code))).statusCode).toBe(400);
    }
    expect((await signIn('9800000011', PASSWORD, code)).statusCode).toBe(400);
    t.clock.advance(61_000);
    expect((await signIn('9800000011', PASSWORD)).statusCode).toBe(403);
    const fresh = latestSmsCode(t.sms, '+919800000011');
    expect((await signIn('9800000011', PASSWORD, fresh)).statusCode).toBe(200);
  });
});
