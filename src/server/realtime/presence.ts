import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { rowCount } from '../db/rows';
import { liveInstances, livePresence } from '../db/schema';

/** How often an instance says it is alive, and when an instance that stopped saying so no longer counts. */
const INSTANCE_REFRESH_MS = 30_000;
const INSTANCE_STALE_SECONDS = 120;

/**
 * Who has a live socket, across every app instance: one row per (user, instance) with a socket count,
 * and one row per instance refreshed while it runs. Liveness uses the database's clock (it is about
 * real time, not a business rule); a killed instance's rows stop counting once it is stale.
 */
export class Presence {
  readonly instanceId = randomBytes(9).toString('base64url');
  private timer: NodeJS.Timeout | undefined;
  private started: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Registers this instance (once) and keeps it fresh; removes instances that went stale. */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.refresh();
      this.timer = setInterval(() => void this.refresh().catch(this.onError), INSTANCE_REFRESH_MS).unref();
    })();
    return this.started;
  }

  private async refresh(): Promise<void> {
    await this.db
      .insert(liveInstances)
      .values({ instanceId: this.instanceId, seenAt: sql`now()` })
      .onConflictDoUpdate({ target: liveInstances.instanceId, set: { seenAt: sql`now()` } });
    await this.db
      .delete(liveInstances)
      .where(sql`${liveInstances.seenAt} < now() - make_interval(secs => ${INSTANCE_STALE_SECONDS})`);
  }

  /** Records how many sockets the user has on this instance now (0 removes the row). */
  async setConnections(userId: string, connections: number): Promise<void> {
    await this.start();
    if (connections <= 0) {
      await this.db
        .delete(livePresence)
        .where(and(eq(livePresence.userId, userId), eq(livePresence.instanceId, this.instanceId)));
      return;
    }
    await this.db
      .insert(livePresence)
      .values({ userId, instanceId: this.instanceId, connections })
      .onConflictDoUpdate({ target: [livePresence.userId, livePresence.instanceId], set: { connections } });
  }

  /** True when the user has a socket on any instance that is still alive. */
  async isOnline(userId: string): Promise<boolean> {
    const found = await rowCount(
      this.db,
      sql`select 1 from live_presence p join live_instances i on i.instance_id = p.instance_id
          where p.user_id = ${userId} and p.connections > 0
            and i.seen_at >= now() - make_interval(secs => ${INSTANCE_STALE_SECONDS})
          limit 1`,
    );
    return found > 0;
  }

  /** On shutdown: this instance and its presence rows go. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.db.delete(liveInstances).where(eq(liveInstances.instanceId, this.instanceId));
  }
}
