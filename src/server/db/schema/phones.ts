import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt } from './columns';

/**
 * Phone numbers (E.164) a person proved they hold with an SMS code (issue #24): their account phone
 * and any other Call number they verified for their jobs. A job's Call number must be one of its
 * poster's rows here. Kept per person, so the same number can be verified by two people (a shop and
 * its manager); a number one banned account verified cannot be verified by another (checked on verify).
 */
export const verifiedPhones = pgTable(
  'verified_phones',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phone] }), index('verified_phones_phone_idx').on(t.phone)],
);

/**
 * The one live SMS code per account, number and purpose: only its hash is kept, with the wrong tries
 * so far (5 end it) and when it expires. `sign-up` verifies the account's own phone (at sign-up, or
 * when an unverified phone account signs in), `change-phone` a new account phone from Settings,
 * `job-phone` another Call number for the person's jobs.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['sign-up', 'change-phone', 'job-phone'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phone, t.purpose] })],
);

/**
 * A number a banned account had verified, seen again (issue #24): another account tried to verify it
 * for its jobs. Moderators see these in /moderation beside live jobs carrying such a number.
 */
export const phoneRepeatAttempts = pgTable(
  'phone_repeat_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('phone_repeat_attempts_created_idx').on(t.createdAt)],
);
