import { and, eq, exists, gt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { phoneCodes, user, userBans, verifiedPhones } from '../../db/schema';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
export type PhonePurpose = PhoneCodeRow['purpose'];

interface CodeKey {
  userId: string;
  phone: string;
  purpose: PhonePurpose;
}

/** The phone_codes and verified_phones tables (issue #24), and who of the banned holds a number. */
export class PhoneCodesRepo {
  constructor(private readonly db: Database) {}

  /** Stores a code, replacing every earlier one of this account and purpose (any number). */
  async replaceCode(row: PhoneCodeRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(phoneCodes)
        .where(and(eq(phoneCodes.userId, row.userId), eq(phoneCodes.purpose, row.purpose)));
      await tx.insert(phoneCodes).values(row);
    });
  }

  /** Removes and returns the code (so parallel checks cannot each use the same try). */
  async takeCode(key: CodeKey): Promise<PhoneCodeRow | null> {
    const [row] = await this.db
      .delete(phoneCodes)
      .where(
        and(
          eq(phoneCodes.userId, key.userId),
          eq(phoneCodes.phone, key.phone),
          eq(phoneCodes.purpose, key.purpose),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Puts a taken code back (after a wrong try), unless a new one has replaced it meanwhile. */
  async restoreCode(row: PhoneCodeRow): Promise<void> {
    await this.db.insert(phoneCodes).values(row).onConflictDoNothing();
  }

  async pendingPhone(userId: string, purpose: PhonePurpose, now: Date): Promise<string | null> {
    const [row] = await this.db
      .select({ phone: phoneCodes.phone })
      .from(phoneCodes)
      .where(
        and(eq(phoneCodes.userId, userId), eq(phoneCodes.purpose, purpose), gt(phoneCodes.expiresAt, now)),
      )
      .limit(1);
    return row?.phone ?? null;
  }

  async addVerified(userId: string, phone: string, at: Date): Promise<void> {
    await this.db.insert(verifiedPhones).values({ userId, phone, verifiedAt: at }).onConflictDoNothing();
  }

  async isVerified(userId: string, phone: string): Promise<boolean> {
    const [row] = await this.db
      .select({ phone: verifiedPhones.phone })
      .from(verifiedPhones)
      .where(and(eq(verifiedPhones.userId, userId), eq(verifiedPhones.phone, phone)))
      .limit(1);
    return row !== undefined;
  }

  /** Whether a banned account other than `userId` verified this number or has it as its phone. */
  async isBannedNumber(phone: string, userId: string | null): Promise<boolean> {
    const verifiedByBanned = this.db
      .select({ one: sql`1` })
      .from(verifiedPhones)
      .where(and(eq(verifiedPhones.userId, userBans.userId), eq(verifiedPhones.phone, phone)));
    const phoneOfBanned = this.db
      .select({ one: sql`1` })
      .from(user)
      .where(and(eq(user.id, userBans.userId), eq(user.phone, phone)));
    const [row] = await this.db
      .select({ userId: userBans.userId })
      .from(userBans)
      .where(and(ne(userBans.userId, userId ?? ''), or(exists(verifiedByBanned), exists(phoneOfBanned))))
      .limit(1);
    return row !== undefined;
  }
}
