import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { phoneRepeatAttempts, user, verifiedPhones } from '../../db/schema';
import { timestampText } from '../../db/timestamps';

/** The Call numbers a poster verified with an SMS code (issue #24). */
export class JobPhonesRepo {
  constructor(private readonly db: Database) {}

  /** Whether this person proved they hold this number (E.164) with an SMS code. */
  async hasVerifiedPhone(userId: string, phone: string): Promise<boolean> {
    const rows = await this.db
      .select({ phone: verifiedPhones.phone })
      .from(verifiedPhones)
      .where(and(eq(verifiedPhones.userId, userId), eq(verifiedPhones.phone, phone)));
    return rows.length > 0;
  }

  /** The numbers the person verified: the account's own phone first, then the newest. */
  async verifiedPhones(userId: string): Promise<{ phone: string; verifiedAt: string }[]> {
    return this.db
      .select({
        phone: verifiedPhones.phone,
        verifiedAt: sql<string>`${timestampText('verified_phones.verified_at', 'seconds')}`,
      })
      .from(verifiedPhones)
      .leftJoin(user, eq(user.id, verifiedPhones.userId))
      .where(eq(verifiedPhones.userId, userId))
      .orderBy(
        sql`(${verifiedPhones.phone} = ${user.phone}) desc nulls last`,
        sql`${verifiedPhones.verifiedAt} desc`,
        verifiedPhones.phone,
      );
  }

  async insertRepeatAttempt(userId: string, phone: string, now: Date): Promise<void> {
    await this.db.insert(phoneRepeatAttempts).values({ userId, phone, createdAt: now });
  }
}
