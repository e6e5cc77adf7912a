/** Which app instances are alive and who is connected to them. */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * App instances with live sockets, each refreshing `seen_at` while it runs. An instance that stops
 * without cleaning up (killed) goes stale and its presence rows stop counting.
 */
export const liveInstances = pgTable('live_instances', {
  instanceId: text('instance_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/** How many live sockets a user has on an instance: "is this user connected anywhere?" for emails. */
export const livePresence = pgTable(
  'live_presence',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id')
      .notNull()
      .references(() => liveInstances.instanceId, { onDelete: 'cascade' }),
    connections: integer('connections').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.instanceId] }),
    index('live_presence_instance_idx').on(t.instanceId),
  ],
);
