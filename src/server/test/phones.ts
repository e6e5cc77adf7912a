import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user, verifiedPhones } from '../db/schema';
import { normalizePhone } from '../../shared/identifiers';
import { createSignedInUser, type TestUser } from './users';

/** The Call number test jobs carry unless they say otherwise (E.164 +919876543210). */
export const TEST_PHONE = '98765 43210';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Test setup for posting jobs (issue #24): marks `phone` as verified by the user (a row in
 * verified_phones, as a right SMS code leaves) and, unless `established: false`, makes the account a
 * month old by the app's clock, so the new-account cap of 3 live jobs does not apply. Only for setup:
 * verifying a number is tested through its real path (the code from the dev SMS outbox) in
 * features/jobs/job-phones.test.ts. Returns the number in E.164.
 */
export async function verifyTestPhone(
  app: FastifyInstance,
  userId: string,
  phone: string = TEST_PHONE,
  options: { established?: boolean } = {},
): Promise<string> {
  const e164 = normalizePhone(phone, phone.trim().startsWith('+1') ? 'US' : 'IN');
  if (!e164) throw new Error(`not a phone number: ${phone}`);
  const db = app.deps.database.db;
  const now = app.services.now();
  await db.insert(verifiedPhones).values({ userId, phone: e164, verifiedAt: now }).onConflictDoNothing();
  if (options.established !== false) {
    await db
      .update(user)
      .set({ createdAt: new Date(now.getTime() - 30 * DAY_MS) })
      .where(eq(user.id, userId));
  }
  return e164;
}

/** Makes an account `hours` old by the app's clock (the new-account cap counts from it). */
export async function setAccountAge(app: FastifyInstance, userId: string, hours: number): Promise<void> {
  const since = new Date(app.services.now().getTime() - hours * 60 * 60_000);
  await app.deps.database.db
    .update(user)
    .set({ createdAt: sql`${since.toISOString()}::timestamptz` })
    .where(eq(user.id, userId));
}

/**
 * A signed-in test user who may post jobs: createSignedInUser, then verifyTestPhone for each of
 * `phones` (TEST_PHONE by default), an established account.
 */
export async function createPoster(
  app: FastifyInstance,
  options: Parameters<typeof createSignedInUser>[1] & { phones?: readonly string[] } = {},
): Promise<TestUser> {
  const { phones = [TEST_PHONE], ...rest } = options;
  const poster = await createSignedInUser(app, rest);
  for (const phone of phones) await verifyTestPhone(app, poster.id, phone);
  if (phones.length === 0) await setAccountAge(app, poster.id, 30 * 24);
  return poster;
}
