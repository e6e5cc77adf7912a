/**
 * Users seeded straight into the database for the drills (scripts/drill) and the realtime benchmark
 * (bench/realtime.ts): user, profile and session rows (no password hashing), and pairs of them talking
 * about a job each: user 2p is the employer, 2p + 1 the worker, one conversation per pair.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../src/server/db/client';
import { conversations, profiles, session, user } from '../src/server/db/schema';
import { insertJobs } from '../src/server/test/jobs';

const COOKIE_NAME = 'better-auth.session_token';
/** Rows per insert: large runs stay within PostgreSQL's parameter limit. */
const CHUNK = 1000;

/** The session cookie better-auth expects: the token, ".", base64 HMAC-SHA256 of the token (signCookieValue). */
export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
}

export interface ChatPairsSpec {
  /** An even number of users. */
  count: number;
  /** User ids are `${idPrefix}${i}`, session ids `${idPrefix}s-${i}`. */
  idPrefix: string;
  /** The AUTH_SECRET of the servers the cookies are for. */
  secret: string;
  userName: (index: number) => string;
  jobTitle: (pair: number) => string;
}

export interface SeededChatPairs {
  /** By user index. */
  ids: string[];
  cookies: string[];
  /** By pair index. */
  conversationIds: number[];
}

function chunksOf(count: number): number[] {
  return Array.from({ length: Math.ceil(count / CHUNK) }, (_, k) => k * CHUNK);
}

async function insertUsersWithSessions(db: Database, spec: ChatPairsSpec, ids: string[], tokens: string[]) {
  const now = new Date();
  // 30 days, better-auth's expiresIn: a session this fresh is not "due for an update" on every use.
  const expiresAt = new Date(now.getTime() + 30 * 24 * 3600_000);
  for (const start of chunksOf(ids.length)) {
    const slice = ids.slice(start, start + CHUNK);
    await db.insert(user).values(
      slice.map((id, k) => ({
        id,
        name: spec.userName(start + k),
        email: `${id}@example.com`,
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await db.insert(profiles).values(slice.map((id) => ({ userId: id })));
    await db.insert(session).values(
      slice.map((id, k) => ({
        id: `${spec.idPrefix}s-${start + k}`,
        token: tokens[start + k] as string,
        userId: id,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
}

async function insertConversations(db: Database, spec: ChatPairsSpec, ids: string[]): Promise<number[]> {
  const now = new Date();
  const pairCount = ids.length / 2;
  const jobIds = await insertJobs(
    db,
    Array.from({ length: pairCount }, (_, p) => ({
      city: 'mumbai',
      title: spec.jobTitle(p),
      createdAt: now,
      userId: ids[2 * p],
    })),
  );
  const conversationIds: number[] = [];
  for (const start of chunksOf(pairCount)) {
    const rows = await db
      .insert(conversations)
      .values(
        jobIds.slice(start, start + CHUNK).map((jobId, k) => ({
          jobId,
          employerId: ids[2 * (start + k)] as string,
          workerId: ids[2 * (start + k) + 1] as string,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: conversations.id });
    conversationIds.push(...rows.map((row) => row.id));
  }
  return conversationIds;
}

/** Seeds `spec.count` users with sessions, in pairs with one job and one conversation each. */
export async function seedChatPairs(db: Database, spec: ChatPairsSpec): Promise<SeededChatPairs> {
  const ids = Array.from({ length: spec.count }, (_, i) => `${spec.idPrefix}${i}`);
  const tokens = ids.map(() => randomBytes(24).toString('base64url'));
  await insertUsersWithSessions(db, spec, ids, tokens);
  const conversationIds = await insertConversations(db, spec, ids);
  return { ids, cookies: tokens.map((token) => sessionCookie(token, spec.secret)), conversationIds };
}
