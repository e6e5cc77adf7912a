import { and, eq } from 'drizzle-orm';
import { accountCodes, account, profiles, user } from '../../db/schema';

import type { Database } from '../../db/client';
export type UserRow = typeof user.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type CodeRow = typeof accountCodes.$inferSelect;
export type CodePurpose = CodeRow['purpose'];

export interface NewPasswordUser {
  id: string;
  credentialId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  /** The language the person signed up in: their emails' language. */
  locale: string;
  passwordHash: string;
  now: Date;
}

export interface UserChanges {
  name?: string;
  email?: string;
  emailVerified?: boolean;
  phone?: string | null;
}

export interface ProfileChanges {
  bio?: string | null;
  location?: string | null;
  skills?: string | null;
  messageEmails?: boolean;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Accounts data: better-auth's user/account/verification tables and our profiles. */
/**
 * Closing a deleted account's jobs: the jobs feature's JobStatuses, the one owner of job status
 * changes (given by app.ts), in the deletion's transaction.
 */
export interface AccountJobStatuses {
  closeForDeletedAccount(userId: string, now: Date, tx: Database): Promise<number>;
}

export class AccountsRepo {
  constructor(
    private readonly db: Database,
    private readonly jobStatuses: AccountJobStatuses,
  ) {}

  async findUserById(id: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(user).where(eq(user.id, id)).limit(1);
    return row ?? null;
  }

  async findUserByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(user).where(eq(user.email, email.toLowerCase())).limit(1);
    return row ?? null;
  }

  async findUserByPhone(phone: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(user).where(eq(user.phone, phone)).limit(1);
    return row ?? null;
  }

  /**
   * Creates the user, its password credential (better-auth's `credential` account) and its profile
   * in one transaction. False when the email or phone is already taken.
   */
  async createPasswordUser(input: NewPasswordUser): Promise<boolean> {
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(user).values({
          id: input.id,
          name: input.name,
          email: input.email,
          emailVerified: input.emailVerified,
          phone: input.phone,
          locale: input.locale,
          createdAt: input.now,
          updatedAt: input.now,
        });
        await tx.insert(account).values({
          id: input.credentialId,
          accountId: input.id,
          providerId: 'credential',
          userId: input.id,
          password: input.passwordHash,
          createdAt: input.now,
          updatedAt: input.now,
        });
        await tx.insert(profiles).values({ userId: input.id, createdAt: input.now });
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async passwordHash(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
      .limit(1);
    return row?.password ?? null;
  }

  async findProfile(userId: string): Promise<ProfileRow | null> {
    const [row] = await this.db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
    return row ?? null;
  }

  /** Updates the user row and its profile (created if missing) together. */
  async updateUserAndProfile(
    userId: string,
    changes: { user: UserChanges; profile: ProfileChanges },
    now: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(user)
        .set({ ...changes.user, updatedAt: now })
        .where(eq(user.id, userId));
      await tx
        .insert(profiles)
        .values({ userId, ...changes.profile })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...changes.profile, userId } });
    });
  }

  async updateUser(userId: string, changes: UserChanges & { locale?: string }, now: Date): Promise<void> {
    await this.db
      .update(user)
      .set({ ...changes, updatedAt: now })
      .where(eq(user.id, userId));
  }

  /**
   * Closes the user's jobs and deletes the user in one transaction. Sessions, linked accounts and the
   * profile go with it (cascade); conversations and messages stay with a null participant/sender.
   */
  async deleteUserClosingJobs(userId: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.jobStatuses.closeForDeletedAccount(userId, now, tx);
      await tx.delete(user).where(eq(user.id, userId));
    });
  }

  // One-time codes for a signed-in user's own account (account_codes).

  /** Stores a code, replacing the user's earlier one of the same purpose. */
  async replaceCode(row: typeof accountCodes.$inferInsert): Promise<void> {
    await this.db
      .insert(accountCodes)
      .values(row)
      .onConflictDoUpdate({
        target: [accountCodes.userId, accountCodes.purpose],
        set: {
          codeHash: row.codeHash,
          attempts: row.attempts ?? 0,
          email: row.email ?? null,
          expiresAt: row.expiresAt,
          createdAt: row.createdAt,
        },
      });
  }

  /** Removes a code and returns it: only one caller can hold it, so each guess is checked once. */
  async takeCode(userId: string, purpose: CodePurpose): Promise<CodeRow | null> {
    const rows = await this.db
      .delete(accountCodes)
      .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose)))
      .returning();
    return rows[0] ?? null;
  }

  /** Puts a code back after a wrong guess, unless a newer one was issued meanwhile. */
  async restoreCode(row: CodeRow): Promise<void> {
    await this.db.insert(accountCodes).values(row).onConflictDoNothing();
  }

  async findCode(userId: string, purpose: CodePurpose): Promise<CodeRow | null> {
    const [row] = await this.db
      .select()
      .from(accountCodes)
      .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose)))
      .limit(1);
    return row ?? null;
  }
}
