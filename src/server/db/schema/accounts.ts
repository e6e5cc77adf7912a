import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One-time codes for a signed-in user's own account: confirming a new email address and deleting the
 * account. (Sign-up verification and password reset codes are better-auth's, in `verification`.)
 * One live code per user and purpose; the hash only, never the code; expiry computed by the app's
 * clock. Removed with the user.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['change-email', 'delete-account'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; the code is void after the fifth. */
    attempts: integer('attempts').notNull().default(0),
    /** The new address of an email change. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);
