import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { notifications } from './alerts';
import { conversations } from './messaging';
import { user } from './auth';

/**
 * Web Push (issue #24 item 1): one row per device a person turned notifications on for. The endpoint
 * is the push service's address for that browser (unique: a browser re-subscribing replaces its row);
 * p256dh and auth are the browser's keys the payload is encrypted with (RFC 8291). `label` is what the
 * settings list shows ("Android, Chrome"), from the browser's own description.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** The last push about a conversation to one of its people: at most one per conversation per 2 minutes. */
export const pushConversationSlots = pgTable(
  'push_conversation_slots',
  {
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** Job-alert notifications already pushed (claimed once, so two instances never push one twice). */
export const pushedNotifications = pgTable('pushed_notifications', {
  notificationId: bigint('notification_id', { mode: 'number' })
    .primaryKey()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull(),
});
