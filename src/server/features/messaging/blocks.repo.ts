import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insertReport, type NewReport } from '../../db/reports';
import { rowCount } from '../../db/rows';
import { user, userBlocks } from '../../db/schema';
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
    const found = await rowCount(
      this.db,
      sql`select 1 from user_blocks
          where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a})
          limit 1`,
    );
    return found > 0;
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
    const rows = await this.db
      .select({
        userId: userBlocks.blockedId,
        name: user.name,
        createdKey: timestampText('user_blocks.created_at', 'microseconds'),
      })
      .from(userBlocks)
      .innerJoin(user, eq(user.id, userBlocks.blockedId))
      .where(eq(userBlocks.blockerId, blockerId))
      .orderBy(desc(userBlocks.createdAt), userBlocks.blockedId);
    return rows.map((row) => ({
      userId: row.userId,
      name: row.name,
      createdAt: microsToIso(row.createdKey),
    }));
  }

  /** Stores a report unless this reporter already reported this item; true when this call stored it. */
  insertReport(report: NewReport): Promise<boolean> {
    return insertReport(this.db, report);
  }
}
