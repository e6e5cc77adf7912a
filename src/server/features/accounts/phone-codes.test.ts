import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCodes, verifiedPhones } from '../../db/schema';
import { AppError } from '../../errors';
import { createTestApp, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/users';
import { latestSmsCode, smsTo } from './accounts.test-support';
import type { PhoneCodes } from './phone-codes';

let t: TestApp;
let codes: PhoneCodes;
beforeAll(async () => {
  t = await createTestApp();
  codes = t.app.services.phoneCodes;
});
afterAll(() => t.close());

let counter = 0;
/** A fresh number and network per test keeps the per-number and per-network limits apart. */
const nextPhone = () => `+9198765${String(++counter).padStart(5, '0')}`;
const nextIp = () => `10.7.0.${++counter}`;
const MINUTE = 60_000;

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('phone codes', () => {
  it('texts a 6-digit code, keeps only its hash, and the right code verifies the number once', async () => {
    const person = await createSignedInUser(t.app);
    const phone = nextPhone();
    const ip = nextIp();
    expect(await codes.sendPhoneCode({ userId: person.id, phone, purpose: 'job-phone' }, { ip })).toBe(true);
    const code = latestSmsCode(t.sms, phone);
    expect(smsTo(t.sms, phone).at(-1)?.text).toBe(
      `${code} is your DailyWork code. It is valid for 15 minutes. Do not share it with anyone.`,
    );
    const [row] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 15 * MINUTE);
    expect(await codes.isPhoneVerified(person.id, phone)).toBe(false);

    await codes.checkPhoneCode({ userId: person.id, phone, purpose: 'job-phone', code }, { ip });
    expect(await codes.isPhoneVerified(person.id, phone)).toBe(true);
    const again = await errorOf(
      codes.checkPhoneCode({ userId: person.id, phone, purpose: 'job-phone', code }, { ip }),
    );
    expect(again.code).toBe('invalid_code');
  });

  it('texts in the person’s language', async () => {
    const person = await createSignedInUser(t.app);
    const phone = nextPhone();
    await codes.sendPhoneCode(
      { userId: person.id, phone, purpose: 'job-phone', locale: 'hi' },
      { ip: nextIp() },
    );
    expect(smsTo(t.sms, phone).at(-1)?.text).toMatch(/^\d{6} आपका DailyWork कोड है। यह 15 मिनट तक चलेगा।/);
  });

  it('a code is for its account, number and purpose only', async () => {
    const person = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const phone = nextPhone();
    const ip = nextIp();
    await codes.sendPhoneCode({ userId: person.id, phone, purpose: 'job-phone' }, { ip });
    const code = latestSmsCode(t.sms, phone);
    for (const attempt of [
      { userId: other.id, phone, purpose: 'job-phone' as const },
      { userId: person.id, phone, purpose: 'change-phone' as const },
      { userId: person.id, phone: nextPhone(), purpose: 'job-phone' as const },
    ]) {
      expect((await errorOf(codes.checkPhoneCode({ ...attempt, code }, { ip }))).code).toBe('invalid_code');
    }
    await codes.checkPhoneCode({ userId: person.id, phone, purpose: 'job-phone', code }, { ip });
    expect(await codes.isPhoneVerified(other.id, phone)).toBe(false);
  });

  it('expires after 15 minutes', async () => {
    const person = await createSignedInUser(t.app);
    const phone = nextPhone();
    const ip = nextIp();
    await codes.sendPhoneCode({ userId: person.id, phone, purpose: 'job-phone' }, { ip });
    const code = latestSmsCode(t.sms, phone);
    t.clock.advance(15 * MINUTE + 1000);
    const error = await errorOf(
      codes.checkPhoneCode({ userId: person.id, phone, purpose: 'job-phone', code }, { ip }),
    );
    expect(error.code).toBe('invalid_code');
    expect(await codes.isPhoneVerified(person.id, phone)).toBe(false);
  });

  it('five wrong tries end the code, even for the right one afterwards', async () => {
    const person = await createSignedInUser(t.app);
    const phone = nextPhone();
    const ip = nextIp();
    await codes.sendPhoneCode({ userId: person.id, phone, purpose: 'job-phone' }, { ip });
    const code = latestSmsCode(t.sms, phone);
    const input = { userId: person.id, phone, purpose: 'job-phone' as const };
    for (let i = 0; i < 4; i++) {
      await errorOf(codes.checkPhoneCode({ ...input, code: wrongCodeFor(code) }, { ip: nextIp() }));
    }
    const [row] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(row?.wrongTries).toBe(4);
    await errorOf(codes.checkPhoneCode({ ...input, code: wrongCodeFor(code) }, { ip: nextIp() }));
    const error = await errorOf(codes.checkPhoneCode({ ...input, code }, { ip: nextIp() }));
    expect(error.code).toBe('invalid_code');
    expect(await codes.isPhoneVerified(person.id, phone)).toBe(false);
  });

  it('a new code replaces the old one; one SMS a minute per number and purpose', async () => {
    const person = await createSignedInUser(t.app);
    const phone = nextPhone();
    const input = { userId: person.id, phone, purpose: 'job-phone' as const };
    await codes.sendPhoneCode(input, { ip: nextIp() });
    const first = latestSmsCode(t.sms, phone);
    const gap = await errorOf(codes.sendPhoneCode(input, { ip: nextIp() }));
    expect(gap.statusCode).toBe(429);
    expect(smsTo(t.sms, phone)).toHaveLength(1);
    // Quietly: nothing sent, no error.
    expect(await codes.sendPhoneCode(input, { ip: nextIp() }, { quiet: true })).toBe(false);
    t.clock.advance(MINUTE);
    await codes.sendPhoneCode(input, { ip: nextIp() });
    const second = latestSmsCode(t.sms, phone);
    if (first !== second) {
      const old = await errorOf(codes.checkPhoneCode({ ...input, code: first }, { ip: nextIp() }));
      expect(old.code).toBe('invalid_code');
    }
    await codes.checkPhoneCode({ ...input, code: second }, { ip: nextIp() });
    expect(await codes.isPhoneVerified(person.id, phone)).toBe(true);
  });

  it('at most 5 SMS an hour to one number', async () => {
    const person = await createSignedInUser(t.app);
    const phone = nextPhone();
    for (let i = 0; i < 5; i++) {
      await codes.sendPhoneCode({ userId: person.id, phone, purpose: 'job-phone' }, { ip: nextIp() });
      t.clock.advance(MINUTE);
    }
    const capped = await errorOf(
      codes.sendPhoneCode({ userId: person.id, phone, purpose: 'job-phone' }, { ip: nextIp() }),
    );
    expect(capped.statusCode).toBe(429);
    expect(smsTo(t.sms, phone)).toHaveLength(5);
    t.clock.advance(60 * MINUTE);
    await codes.sendPhoneCode({ userId: person.id, phone, purpose: 'job-phone' }, { ip: nextIp() });
    expect(smsTo(t.sms, phone)).toHaveLength(6);
  });

  it('at most 10 code requests per network in 15 minutes', async () => {
    const person = await createSignedInUser(t.app);
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      await codes.sendPhoneCode({ userId: person.id, phone: nextPhone(), purpose: 'job-phone' }, { ip });
    }
    const phone = nextPhone();
    const capped = await errorOf(
      codes.sendPhoneCode({ userId: person.id, phone, purpose: 'job-phone' }, { ip }),
    );
    expect(capped.statusCode).toBe(429);
    expect(smsTo(t.sms, phone)).toHaveLength(0);
  });

  it('limits code checks per number across networks', async () => {
    const person = await createSignedInUser(t.app);
    const phone = nextPhone();
    const input = { userId: person.id, phone, purpose: 'job-phone' as const };
    await codes.sendPhoneCode(input, { ip: nextIp() });
    const code = latestSmsCode(t.sms, phone);
    // Each new code gives 5 tries, but the number allows 10 checks per 15 minutes from all networks.
    for (let i = 0; i < 10; i++) {
      if (i === 5) {
        t.clock.advance(MINUTE);
        await codes.sendPhoneCode(input, { ip: nextIp() });
      }
      await errorOf(codes.checkPhoneCode({ ...input, code: '999999x' }, { ip: nextIp() }));
    }
    const limited = await errorOf(codes.checkPhoneCode({ ...input, code }, { ip: nextIp() }));
    expect(limited.statusCode).toBe(429);
  });

  it('refuses a number a banned account verified, or has as its phone, to every other account', async () => {
    const banned = await createSignedInUser(t.app);
    const person = await createSignedInUser(t.app);
    const phone = nextPhone();
    await codes.sendPhoneCode({ userId: banned.id, phone, purpose: 'job-phone' }, { ip: nextIp() });
    await codes.checkPhoneCode(
      { userId: banned.id, phone, purpose: 'job-phone', code: latestSmsCode(t.sms, phone) },
      { ip: nextIp() },
    );
    await t.database.db.execute(sql`insert into user_bans (user_id) values (${banned.id})`);
    const refused = await errorOf(
      codes.sendPhoneCode({ userId: person.id, phone, purpose: 'job-phone' }, { ip: nextIp() }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.code).toBe('phone_banned');
    expect(refused.message).toBe(
      'This phone number was used by an account that was banned for breaking our rules. It cannot be verified again.',
    );
    expect(smsTo(t.sms, phone)).toHaveLength(1);
    expect(await codes.isBannedNumber(phone, person.id)).toBe(true);

    const accountPhone = nextPhone();
    await t.database.db.execute(sql`update "user" set phone = ${accountPhone} where id = ${banned.id}`);
    expect(await codes.isBannedNumber(accountPhone, person.id)).toBe(true);
    expect(await codes.isBannedNumber(accountPhone, banned.id)).toBe(false);
  });

  it('a number banned between the code and its check is still refused', async () => {
    const banned = await createSignedInUser(t.app);
    const person = await createSignedInUser(t.app);
    const phone = nextPhone();
    await codes.sendPhoneCode({ userId: person.id, phone, purpose: 'job-phone' }, { ip: nextIp() });
    await t.database.db
      .insert(verifiedPhones)
      .values({ userId: banned.id, phone, verifiedAt: t.clock.now() });
    await t.database.db.execute(sql`insert into user_bans (user_id) values (${banned.id})`);
    const refused = await errorOf(
      codes.checkPhoneCode(
        { userId: person.id, phone, purpose: 'job-phone', code: latestSmsCode(t.sms, phone) },
        { ip: nextIp() },
      ),
    );
    expect(refused.code).toBe('phone_banned');
    const rows = await t.database.db
      .select()
      .from(verifiedPhones)
      .where(and(eq(verifiedPhones.userId, person.id), eq(verifiedPhones.phone, phone)));
    expect(rows).toHaveLength(0);
  });

  it('tells which number a code waits for', async () => {
    const person = await createSignedInUser(t.app);
    const phone = nextPhone();
    expect(await codes.pendingPhone(person.id, 'change-phone')).toBeNull();
    await codes.sendPhoneCode({ userId: person.id, phone, purpose: 'change-phone' }, { ip: nextIp() });
    expect(await codes.pendingPhone(person.id, 'change-phone')).toBe(phone);
    t.clock.advance(16 * MINUTE);
    expect(await codes.pendingPhone(person.id, 'change-phone')).toBeNull();
  });
});
