import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { checkedRows } from '../../src/server/db/rows';
import { z } from 'zod';
import { seedChatPairs } from '../../scripts/seed-chat-pairs';

/** The benchmark's rows: seeded users and pairs (scripts/seed-chat-pairs.ts), checked and deleted. */

export const ID_PREFIX = 'bench-rt-';

export interface BenchUser {
  id: string;
  cookie: string;
}

export interface Pair {
  conversationId: number;
  /** Socket (user) indexes: the employer is 2p, the worker 2p + 1. */
  employer: number;
  worker: number;
}

/** `count` users with sessions for the servers' AUTH_SECRET, in employer/worker pairs with a conversation each. */
export async function seed(
  db: Database,
  count: number,
  secret: string,
): Promise<{ users: BenchUser[]; pairs: Pair[] }> {
  const seeded = await seedChatPairs(db, {
    count,
    idPrefix: ID_PREFIX,
    secret,
    userName: (i) => `Bench User ${i}`,
    jobTitle: (p) => `Helper needed for the benchmark ${p}`,
  });
  return {
    users: seeded.ids.map((id, i) => ({ id, cookie: seeded.cookies[i] as string })),
    pairs: seeded.conversationIds.map((conversationId, p) => ({
      conversationId,
      employer: 2 * p,
      worker: 2 * p + 1,
    })),
  };
}

/** Deletes every row the benchmark made (users cascade to sessions, profiles and presence). */
export async function deleteBenchRows(db: Database): Promise<void> {
  const like = `${ID_PREFIX}%`;
  await db.execute(
    sql`delete from messages where conversation_id in (select id from conversations where employer_id like ${like})`,
  );
  await db.execute(sql`delete from conversations where employer_id like ${like}`);
  await db.execute(sql`delete from jobs where user_id like ${like}`);
  await db.execute(sql`delete from rate_limits where key like ${`%:${like}`}`);
  await db.execute(sql`delete from "user" where id like ${like}`);
}

/** A database made for the benchmark: no users or jobs but the ones this script seeds. */
export async function checkBenchDatabase(db: Database): Promise<void> {
  const like = `${ID_PREFIX}%`;
  const [counts] = await checkedRows(
    db,
    z.object({ users: z.number(), jobs: z.number() }),
    sql`select (select count(*) from "user" where id not like ${like})::int as users,
               (select count(*) from jobs where user_id is null or user_id not like ${like})::int as jobs`,
  );
  if ((counts?.users ?? 0) > 0 || (counts?.jobs ?? 0) > 0) {
    throw new Error(
      `The database has ${counts?.users} users and ${counts?.jobs} jobs this benchmark did not seed. ` +
        'Use a database made for the benchmark (createdb dailywork_bench_realtime).',
    );
  }
}
