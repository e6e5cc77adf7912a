import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '../../../shared/limits';
import type { AccountsRepo, CodePurpose } from './accounts.repo';
import { codeHash, newCode, sameHash } from './one-time-codes';

/**
 * Codes for a signed-in user's own account: confirming a new email address and deleting the account
 * (sign-up verification and password reset use better-auth's emailOTP plugin). Same rules: 6 random
 * digits, stored hashed, valid 60 minutes by the app's clock, void after 5 wrong tries, single use,
 * one live code per user and purpose.
 */
export interface AccountCodeData {
  /** The new address, for an email change. */
  email: string | null;
}

function hashOf(userId: string, purpose: CodePurpose, code: string): string {
  return codeHash(purpose, userId, code);
}

export class AccountCodes {
  constructor(
    private readonly repo: AccountsRepo,
    private readonly now: () => Date,
  ) {}

  /** Creates a fresh code (replacing any earlier one of this purpose) and returns it for mailing. */
  async issue(purpose: CodePurpose, userId: string, data: Partial<AccountCodeData> = {}): Promise<string> {
    const code = newCode();
    const now = this.now();
    await this.repo.replaceCode({
      userId,
      purpose,
      codeHash: hashOf(userId, purpose, code),
      attempts: 0,
      email: data.email ?? null,
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
      createdAt: now,
    });
    return code;
  }

  /**
   * Checks a code. Right: the code is used up and its data returned. Wrong: one try is counted and
   * the code is void after the fifth; null is returned, as for an expired or missing code.
   */
  async consume(purpose: CodePurpose, userId: string, code: string): Promise<AccountCodeData | null> {
    const row = await this.repo.takeCode(userId, purpose);
    if (!row || row.expiresAt <= this.now()) return null;
    if (sameHash(row.codeHash, hashOf(userId, purpose, code))) return { email: row.email };
    const attempts = row.attempts + 1;
    if (attempts < OTP_MAX_ATTEMPTS) await this.repo.restoreCode({ ...row, attempts });
    return null;
  }

  /** The data of a code still waiting to be entered (for example the pending new email). */
  async pending(purpose: CodePurpose, userId: string): Promise<AccountCodeData | null> {
    const row = await this.repo.findCode(userId, purpose);
    return row && row.expiresAt > this.now() ? { email: row.email } : null;
  }
}
