import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { insertReport, type NewReport } from '../../db/reports';
import { userBlocks } from '../../db/schema';
import { timestampText } from '../../db/timestamps';
import { microsToIso } from './messaging.rows';

export interface BlockedUserRow {
  userId: string;
  name: string;
  createdAt: string;
}

export type { NewReport };

/** Safety in chat: blocks between two people and reports of messages and conversations. */
export class BlocksRepo {
  constructor(private readonly db: Database) {}

  /** Whether either of the two has blocked the other. */
  async isBlockedBetween(a: string, b: string): Promise<boolean> {
    const rows = await queryRows<{ blocked: boolean }>(
      this.db,
      sql`select exists (
            select 1 from user_blocks
            where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a})
          ) as blocked`,
    );
    return rows[0]?.blocked === true;
  }

  /** Blocks `blockedId`; blocking again changes nothing (the first date stays). */
  async block(blockerId: string, blockedId: string, now: Date): Promise<void> {
    await this.db
      .insert(userBlocks)
      .values({ blockerId, blockedId, createdAt: now })
      .onConflictDoNothing({ target: [userBlocks.blockerId, userBlocks.blockedId] });
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    await this.db.execute(
      sql`delete from user_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId}`,
    );
  }

  /** The people the user blocked, newest first. */
  async blockedBy(blockerId: string): Promise<BlockedUserRow[]> {
    const rows = await queryRows<{ user_id: string; name: string; created_key: string }>(
      this.db,
      sql`select b.blocked_id as user_id, u.name, ${timestampText('b.created_at', 'microseconds')} as created_key
          from user_blocks b join "user" u on u.id = b.blocked_id
          where b.blocker_id = ${blockerId}
          order by b.created_at desc, b.blocked_id`,
    );
    return rows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      createdAt: microsToIso(row.created_key),
    }));
  }

  /** Stores a report unless this reporter already reported this item; true when this call stored it. */
  insertReport(report: NewReport): Promise<boolean> {
    return insertReport(this.db, report);
  }
}
