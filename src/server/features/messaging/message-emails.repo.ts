import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowCount } from '../../db/rows';
import { profiles, user } from '../../db/schema';
import type { Role } from './messaging.rows';

export interface Recipient {
  name: string;
  email: string;
  locale: string;
  messageEmails: boolean;
}

/** "Email when away": who gets message emails, and at most one per conversation and gap. */
export class MessageEmailsRepo {
  constructor(private readonly db: Database) {}

  /** Name, address, language and email switch of a user (null when the account is gone). */
  async recipient(userId: string): Promise<Recipient | null> {
    const [row] = await this.db
      .select({
        name: user.name,
        email: user.email,
        locale: user.locale,
        messageEmails: profiles.messageEmails,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId));
    return row ? { ...row, messageEmails: row.messageEmails ?? true } : null;
  }

  /**
   * Claims the right to email `role` about this conversation now: true for exactly one caller when the
   * last such email is older than `gapMs` (or there was none).
   */
  async claimEmailSlot(conversationId: number, role: Role, now: Date, gapMs: number): Promise<boolean> {
    const column = sql.raw(role === 'employer' ? 'employer_emailed_at' : 'worker_emailed_at');
    const since = new Date(now.getTime() - gapMs).toISOString();
    const claimed = await rowCount(
      this.db,
      sql`update conversations set ${column} = ${now.toISOString()}::timestamptz
          where id = ${conversationId} and (${column} is null or ${column} <= ${since}::timestamptz)
          returning id`,
    );
    return claimed > 0;
  }

  async messageEmailsEnabled(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ enabled: profiles.messageEmails })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row?.enabled ?? true;
  }

  /** Turns message emails on or off; returns false when the user does not exist. */
  async setMessageEmails(userId: string, enabled: boolean): Promise<boolean> {
    const saved = await rowCount(
      this.db,
      sql`insert into profiles (user_id, message_emails)
          select id, ${enabled} from "user" where id = ${userId}
          on conflict (user_id) do update set message_emails = excluded.message_emails
          returning user_id`,
    );
    return saved > 0;
  }
}
