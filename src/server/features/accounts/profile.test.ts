import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedPhones } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  call,
  cookieOf,
  emailsTo,
  latestCode,
  PASSWORD,
  phoneUser,
  latestSmsCode,
  smsTo,
  verifiedEmailUser,
} from './accounts.test-support';
import { ACCOUNT_LIMITS } from './accounts.limits';
import type { AccountUser, MeResponse, MessageResponse } from '../../../shared/api/accounts';
import type { ApiErrorBody } from '../../../shared/api/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.3.0.${++ipCounter}`;

function me(cookie?: string) {
  return call(t, 'GET', '/api/accounts/me', undefined, { cookie });
}

function update(cookie: string, body: Record<string, unknown>) {
  return call(t, 'PATCH', '/api/accounts/me', body, { cookie, ip: nextIp() });
}

function confirmPhone(cookie: string, code: string) {
  return call(t, 'POST', '/api/accounts/me/phone/confirm', { code }, { cookie, ip: nextIp() });
}

function signIn(emailOrPhone: string, password = PASSWORD) {
  return call(t, 'POST', '/api/accounts/sign-in', { emailOrPhone, password }, { ip: nextIp() });
}

describe('reading the profile', () => {
  it('says "No user logged in" without a session', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>().error).toEqual({
      code: 'unauthorized',
      message: 'No user logged in',
    });
  });

  it('shows the account, the profile and when it was created', async () => {
    const { cookie } = await verifiedEmailUser(t, 'read@example.com', { name: 'Rita', ip: nextIp() });
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: expect.any(String),
        name: 'Rita',
        email: 'read@example.com',
        emailVerified: true,
        phone: null,
        locale: 'en',
        createdAt: t.clock.now().toISOString(),
        hasPassword: true,
      },
      profile: { bio: null, location: null, skills: null, avatarUrl: null },
      pendingEmail: null,
      phoneVerified: false,
      pendingPhone: null,
      settings: { messageEmails: true },
      moderator: false,
    });
  });
});

describe('updating the profile', () => {
  it('keeps two users apart: each reads and changes only their own data', async () => {
    const asha = await verifiedEmailUser(t, 'asha@example.com', { name: 'Asha', ip: nextIp() });
    const bilal = await verifiedEmailUser(t, 'bilal@example.com', { name: 'Bilal', ip: nextIp() });
    const response = await update(asha.cookie, {
      id: bilal.userId,
      userId: bilal.userId,
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '',
      bio: 'Cook, 10 years',
      location: 'Pune, Maharashtra',
      skills: 'cooking, cleaning',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: AccountUser }>().user).toMatchObject({
      id: asha.userId,
      name: 'Asha Verma',
    });
    expect(response.json<MeResponse>().profile).toMatchObject({
      bio: 'Cook, 10 years',
      location: 'Pune, Maharashtra',
      skills: 'cooking, cleaning',
    });
    const bilalMe = (await me(bilal.cookie)).json<MeResponse>();
    expect(bilalMe.user).toMatchObject({ id: bilal.userId, name: 'Bilal', email: 'bilal@example.com' });
    expect(bilalMe.profile.bio).toBeNull();
  });

  it('requires the name and the sign-in identifier', async () => {
    const { cookie } = await verifiedEmailUser(t, 'required@example.com', { ip: nextIp() });
    for (const body of [
      { name: '', email: 'required@example.com', phone: '' },
      { name: 'Someone', email: '', phone: '' },
    ]) {
      const response = await update(cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.message).toBe('Please fill all fields');
    }
    const phone = await phoneUser(t, '9111111111', { ip: nextIp() });
    const noPhone = await update(phone.cookie, { name: 'Ravi', email: '', phone: '' });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json<ApiErrorBody>().error.message).toBe('Please fill all fields');
  });

  it('rejects an invalid email or phone', async () => {
    const { cookie } = await verifiedEmailUser(t, 'invalid@example.com', { ip: nextIp() });
    const badEmail = await update(cookie, { name: 'X', email: 'not-an-email', phone: '' });
    expect(badEmail.json<ApiErrorBody>().error.code).toBe('invalid_email');
    const badPhone = await update(cookie, { name: 'X', email: 'invalid@example.com', phone: '12345' });
    expect(badPhone.json<ApiErrorBody>().error.code).toBe('invalid_phone');
  });

  it('changes the email only after the code sent to the new address', async () => {
    const { cookie } = await verifiedEmailUser(t, 'old@example.com', { name: 'Olga', ip: nextIp() });
    const response = await update(cookie, { name: 'Olga', email: 'New@Example.com', phone: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: AccountUser }>().user.email).toBe('old@example.com');
    expect(response.json<MeResponse>().pendingEmail).toBe('new@example.com');
    const code = latestCode(t.outbox, 'new@example.com');
    expect(emailsTo(t.outbox, 'new@example.com')[0]?.subject).toContain(
      'Confirm your new DailyWork email address',
    );
    expect((await signIn('new@example.com')).statusCode).toBe(401);

    const wrong = await call(
      t,
      'POST',
      '/api/accounts/me/email/confirm',
      { code: code === '000000' ? '111111' : '000000' },
      { cookie, ip: nextIp() },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiErrorBody>().error.code).toBe('invalid_code');

    const confirmed = await call(
      t,
      'POST',
      '/api/accounts/me/email/confirm',
      { code },
      { cookie, ip: nextIp() },
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ user: AccountUser }>().user).toMatchObject({
      email: 'new@example.com',
      emailVerified: true,
    });
    expect(confirmed.json<MeResponse>().pendingEmail).toBeNull();
    expect((await signIn('new@example.com')).statusCode).toBe(200);
    expect((await signIn('old@example.com')).statusCode).toBe(401);
  });

  it('answers a taken email as a free one: the free one gets the code, the taken one a notice', async () => {
    const asker = await verifiedEmailUser(t, 'asker@example.com', { name: 'Asif', ip: nextIp() });
    await verifiedEmailUser(t, 'owner-of-it@example.com', { name: 'Omar', ip: nextIp() });
    const free = await update(asker.cookie, { name: 'Asif', email: 'free-one@example.com', phone: '' });
    t.clock.advance(61_000);
    const taken = await update(asker.cookie, { name: 'Asif', email: 'Owner-Of-It@example.com', phone: '' });

    expect([free.statusCode, taken.statusCode]).toEqual([200, 200]);
    expect(free.json<MeResponse>().pendingEmail).toBe('free-one@example.com');
    expect(taken.json<MeResponse>().pendingEmail).toBe('owner-of-it@example.com');
    expect({ ...taken.json(), pendingEmail: null }).toEqual({ ...free.json(), pendingEmail: null });
    expect((await me(asker.cookie)).json<MeResponse>().pendingEmail).toBe('owner-of-it@example.com');

    expect(emailsTo(t.outbox, 'free-one@example.com').map((email) => email.subject)).toEqual([
      expect.stringContaining('Confirm your new DailyWork email address'),
    ]);
    const toOwner = emailsTo(t.outbox, 'owner-of-it@example.com');
    const notice = toOwner.at(-1);
    expect(notice?.subject).toBe('Someone tried to add your email to another DailyWork account');
    expect(notice?.text).toContain('Hello Omar,');
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    expect(toOwner.filter((email) => email.subject.includes('Confirm your new'))).toEqual([]);

    // No code ever reached anyone for the taken address, so the change cannot complete.
    const guess = await call(
      t,
      'POST',
      '/api/accounts/me/email/confirm',
      { code: '000000' },
      { cookie: asker.cookie, ip: nextIp() },
    );
    expect(guess.json<ApiErrorBody>().error.code).toBe('invalid_code');
    expect((await me(asker.cookie)).json<{ user: AccountUser }>().user.email).toBe('asker@example.com');
    expect((await signIn('owner-of-it@example.com')).statusCode).toBe(200);
  });

  it(`limits email-change requests to ${ACCOUNT_LIMITS.emailChangePerUser.limit} an hour per user`, async () => {
    const { cookie } = await verifiedEmailUser(t, 'prober@example.com', { ip: nextIp() });
    const probe = (index: number) =>
      update(cookie, { name: 'P', email: `probe-${index}@example.com`, phone: '' });
    for (let index = 0; index < ACCOUNT_LIMITS.emailChangePerUser.limit; index++) {
      expect((await probe(index)).statusCode).toBe(200);
      t.clock.advance(61_000); // past the one-a-minute gap
    }
    const refused = await probe(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>().error.code).toBe('rate_limited');
    expect(emailsTo(t.outbox, 'probe-99@example.com')).toEqual([]);
  });

  it('refuses a phone that belongs to someone else with a clear 409', async () => {
    const first = await verifiedEmailUser(t, 'taken@example.com', { ip: nextIp() });
    await phoneUser(t, '9222222222', { ip: nextIp() });
    const phoneTaken = await update(first.cookie, {
      name: 'X',
      email: 'taken@example.com',
      phone: '+91 92222 22222',
      currentPassword: PASSWORD,
    });
    expect(phoneTaken.statusCode).toBe(409);
    expect(phoneTaken.json<ApiErrorBody>().error).toEqual({
      code: 'phone_taken',
      message: 'This phone number is already used by another account.',
    });
  });

  it('changes the phone only with the current password and the code texted to the new number', async () => {
    const { cookie } = await phoneUser(t, '9333333333', { name: 'Pooja', ip: nextIp() });
    const body = { name: 'Pooja', email: '', phone: '9444444444' };
    const missing = await update(cookie, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>().error.code).toBe('password_required');
    const wrong = await update(cookie, { ...body, currentPassword: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<ApiErrorBody>().error.code).toBe('wrong_password');
    expect((await me(cookie)).json<{ user: AccountUser }>().user.phone).toBe('+919333333333');
    expect(smsTo(t.sms, '+919444444444')).toHaveLength(0);

    const asked = await update(cookie, { ...body, name: 'Pooja R', currentPassword: PASSWORD });
    expect(asked.statusCode).toBe(200);
    // The rest of the form is saved; the phone waits for its code.
    expect(asked.json()).toMatchObject({
      user: { name: 'Pooja R', phone: '+919333333333' },
      phoneVerified: true,
      pendingPhone: '+919444444444',
    });
    const code = latestSmsCode(t.sms, '+919444444444');
    const wrongCode = await confirmPhone(cookie, code === '000000' ? '111111' : '000000');
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json<ApiErrorBody>().error.code).toBe('invalid_code');
    expect((await me(cookie)).json<{ user: AccountUser }>().user.phone).toBe('+919333333333');

    const changed = await confirmPhone(cookie, code);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      user: { phone: '+919444444444' },
      phoneVerified: true,
      pendingPhone: null,
    });
    expect((await signIn('94444 44444')).statusCode).toBe(200);
    expect((await signIn('9333333333')).statusCode).toBe(401);
    // The old number is free again (its first sign-up code was texted over a minute ago).
    t.clock.advance(61_000);
    expect((await phoneUser(t, '9333333333', { ip: nextIp() })).cookie).toContain('session_token=');
  });

  it('keeps one SMS a minute for a phone change, and a code with no pending change is refused', async () => {
    const { cookie } = await verifiedEmailUser(t, 'gap@example.com', { ip: nextIp() });
    const nothing = await confirmPhone(cookie, '123456');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<ApiErrorBody>().error.code).toBe('invalid_code');
    const body = { name: 'Gita', email: 'gap@example.com', phone: '9888000001', currentPassword: PASSWORD };
    expect((await update(cookie, body)).statusCode).toBe(200);
    const again = await update(cookie, body);
    expect(again.statusCode).toBe(429);
    expect(smsTo(t.sms, '+919888000001')).toHaveLength(1);
  });

  it('lets an email account add a phone to sign in with, once its code is entered', async () => {
    const { cookie } = await verifiedEmailUser(t, 'addphone@example.com', { ip: nextIp() });
    const asked = await update(cookie, {
      name: 'Asha',
      email: 'addphone@example.com',
      phone: '9555555555',
      currentPassword: PASSWORD,
    });
    expect(asked.json()).toMatchObject({ user: { phone: null }, pendingPhone: '+919555555555' });
    expect((await signIn('09555555555')).statusCode).toBe(401);
    const added = await confirmPhone(cookie, latestSmsCode(t.sms, '+919555555555'));
    expect(added.json<{ user: AccountUser }>().user).toMatchObject({
      email: 'addphone@example.com',
      phone: '+919555555555',
    });
    expect(added.json<MeResponse>().phoneVerified).toBe(true);
    expect((await signIn('09555555555')).statusCode).toBe(200);
  });

  it('verifies an unverified account phone from Settings', async () => {
    const { cookie, userId } = await phoneUser(t, '9555000111', { ip: nextIp() });
    await t.database.db.delete(verifiedPhones).where(eq(verifiedPhones.userId, userId));
    expect((await me(cookie)).json()).toMatchObject({ phoneVerified: false, pendingPhone: null });
    const sent = await call(t, 'POST', '/api/accounts/me/phone/send-code', {}, { cookie, ip: nextIp() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<MessageResponse>().message).toBe(
      'We sent a 6-digit code by SMS to +919555000111. It is valid for 15 minutes.',
    );
    expect((await me(cookie)).json<MeResponse>().pendingPhone).toBe('+919555000111');
    const verified = await confirmPhone(cookie, latestSmsCode(t.sms, '+919555000111'));
    expect(verified.json()).toMatchObject({
      user: { phone: '+919555000111' },
      phoneVerified: true,
      pendingPhone: null,
    });
  });

  it('a number a banned account holds cannot be added', async () => {
    const banned = await phoneUser(t, '9555000222', { ip: nextIp() });
    await t.database.db.execute(sql`insert into user_bans (user_id) values (${banned.userId})`);
    await t.database.db.execute(sql`update "user" set phone = null where id = ${banned.userId}`);
    const { cookie } = await verifiedEmailUser(t, 'nobanned@example.com', { ip: nextIp() });
    const refused = await update(cookie, {
      name: 'N',
      email: 'nobanned@example.com',
      phone: '9555000222',
      currentPassword: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiErrorBody>().error.code).toBe('phone_banned');
    expect((await me(cookie)).json<MeResponse>().pendingPhone).toBeNull();
  });
});

describe('password and preferences', () => {
  it('changes the password with the current one and ends the other sessions', async () => {
    const { cookie } = await verifiedEmailUser(t, 'pw@example.com', { ip: nextIp() });
    const other = cookieOf(await signIn('pw@example.com'));
    const wrong = await call(
      t,
      'POST',
      '/api/accounts/me/password',
      { currentPassword: 'nope nope', newPassword: 'new password 1' },
      { cookie, ip: nextIp() },
    );
    expect(wrong.statusCode).toBe(403);
    const short = await call(t, 'POST', '/api/accounts/me/password', { newPassword: 'short' }, { cookie });
    expect(short.json<ApiErrorBody>().error.message).toBe('Password must be 8 to 128 characters long');

    const changed = await call(
      t,
      'POST',
      '/api/accounts/me/password',
      { currentPassword: PASSWORD, newPassword: 'new password 1' },
      { cookie, ip: nextIp() },
    );
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(cookieOf(changed))).statusCode).toBe(200);
    expect((await signIn('pw@example.com', 'new password 1')).statusCode).toBe(200);
  });

  it('stores the language preference', async () => {
    const { cookie } = await verifiedEmailUser(t, 'locale@example.com', { ip: nextIp() });
    const saved = await call(t, 'PATCH', '/api/accounts/me/preferences', { locale: 'hi' }, { cookie });
    expect(saved.statusCode).toBe(200);
    expect((await me(cookie)).json<{ user: AccountUser }>().user.locale).toBe('hi');
    const invalid = await call(t, 'PATCH', '/api/accounts/me/preferences', { locale: 'xx' }, { cookie });
    expect(invalid.statusCode).toBe(400);
    const empty = await call(t, 'PATCH', '/api/accounts/me/preferences', {}, { cookie });
    expect(empty.statusCode).toBe(400);
    const emails = await call(
      t,
      'PATCH',
      '/api/accounts/me/preferences',
      { messageEmails: false },
      { cookie },
    );
    expect(emails.json()).toMatchObject({ user: { locale: 'hi' }, settings: { messageEmails: false } });
  });

  it('needs a session for every change', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/accounts/me'],
      ['POST', '/api/accounts/me/email/confirm'],
      ['POST', '/api/accounts/me/password'],
      ['PATCH', '/api/accounts/me/preferences'],
      ['POST', '/api/accounts/me/delete/request-code'],
      ['POST', '/api/accounts/me/delete'],
    ] as const) {
      const response = await call(t, method, url, {});
      expect(response.statusCode, url).toBe(401);
    }
  });
});
