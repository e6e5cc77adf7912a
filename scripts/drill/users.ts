/** Drill users seeded straight into the database, each with its own loopback address. */
import type { Database } from '../../src/server/db/client';
import { seedChatPairs } from '../seed-chat-pairs';
import { DRILL_SECRET } from './process';

export interface DrillUser {
  index: number;
  id: string;
  cookie: string;
  /** Its own loopback address (127.0.1.x). */
  ip: string;
  conversationId: number;
  peer: number;
}

/** `count` users (pairs: 2p employer, 2p+1 worker, one conversation each) with sessions. */
export async function seedUsers(db: Database, count: number, prefix: string): Promise<DrillUser[]> {
  const seeded = await seedChatPairs(db, {
    count,
    idPrefix: prefix,
    secret: DRILL_SECRET,
    userName: (i) => `Drill User ${i}`,
    jobTitle: (p) => `Drill chat job ${p}`,
  });
  return seeded.ids.map((id, i) => ({
    index: i,
    id,
    cookie: seeded.cookies[i] as string,
    ip: `127.0.1.${i + 2}`,
    conversationId: seeded.conversationIds[Math.floor(i / 2)] ?? 0,
    peer: i % 2 === 0 ? i + 1 : i - 1,
  }));
}
