/** What the drills share: ports, the drill cluster's addresses, results, the load clients put on a server, seeding. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { migrateDatabase, openEmbedded } from '../../src/server/db/client';
import { ChatClient } from './chat-client';
import type { Reply } from './http';
import { type Ledger, postJob, type Tally } from './ledger';
import { log, sleep } from './process';
import { type DrillUser, seedUsers } from './users';

export const run = promisify(execFile);
export const PORTS = {
  drill1: 3401,
  a: 3402,
  b: 3403,
  c: 3404,
  d: 3405,
  disk: 3406,
  soak: 3407,
  nginx: 3410,
};
export const PG_PORT = 5499;
export const PG_ADMIN_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
export const PG_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/dailywork_drill`;
/** An answer slower than this during a fault counts as a hang. */
export const HANG_MS = 12_000;

export interface DrillResult {
  drill: string;
  passed: boolean;
  tally?: Tally;
  /** Figures for the summary and docs/benchmarks.md. */
  figures: Record<string, string | number>;
  failures: string[];
}

/** Sync or async (a returned promise is awaited). */
export const cleanups: (() => unknown)[] = [];
export async function cleanUp(): Promise<void> {
  while (cleanups.length) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      log(`clean-up step failed: ${(error as Error).message}`);
    }
  }
}

export function runId(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** Each user posts a job every `jobEveryMs` (at most `maxJobs`) and sends a message every `messageEveryMs`. */
export function startLoad(options: {
  users: DrillUser[];
  clients: ChatClient[];
  base: (u: DrillUser) => string;
  origin: string;
  ledger: Ledger;
  run: string;
  jobEveryMs: number;
  messageEveryMs: number;
  maxJobs: number;
}) {
  let running = true;
  let sent = 0;
  const loops = options.users.map(async (u) => {
    let jobs = 0;
    let nextJob = performance.now() + Math.random() * options.jobEveryMs;
    let nextMessage = performance.now() + Math.random() * options.messageEveryMs;
    const inFlight: Promise<Reply>[] = [];
    while (running) {
      const now = performance.now();
      if (now >= nextJob && jobs < options.maxJobs) {
        jobs++;
        nextJob = now + options.jobEveryMs;
        inFlight.push(
          postJob(options.base(u), options.origin, u, options.ledger, options.run).then((reply) => {
            // A refused connection never reached a server: it does not use up the user's posts.
            if (reply.error === 'ECONNREFUSED') jobs--;
            return reply;
          }),
        );
      }
      if (now >= nextMessage) {
        nextMessage = now + options.messageEveryMs;
        options.clients[u.index]?.send(`Drill message ${++sent} from user ${u.index}`);
      }
      await sleep(50);
    }
    await Promise.all(inFlight);
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Waits until every client has an answer to each message it sent (or the time is up). */
export async function drain(clients: ChatClient[], timeoutMs = 20_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && clients.some((c) => c.unanswered > 0)) await sleep(200);
  return clients.reduce((sum, c) => sum + c.unanswered, 0);
}

export function tallyFailures(tally: Tally, ledger: Ledger): string[] {
  const failures: string[] = [];
  if (tally.lost > 0) failures.push(`${tally.lost} acknowledged writes lost`);
  if (tally.duplicated > 0) failures.push(`${tally.duplicated} writes stored twice`);
  if (tally.notDelivered > 0)
    failures.push(`${tally.notDelivered} acknowledged messages never reached their recipient`);
  failures.push(...tally.problems.slice(0, 10));
  failures.push(...ledger.bad.slice(0, 10));
  return failures;
}

export function statuses(ledger: Ledger): string {
  return [...ledger.statuses.entries()]
    .sort()
    .map(([outcome, count]) => `${outcome}=${count}`)
    .join(' ');
}

export async function seedEmbedded(dataDir: string, count: number, prefix: string): Promise<DrillUser[]> {
  const handle = await openEmbedded({ dataDir });
  try {
    await migrateDatabase(handle);
    return await seedUsers(handle.db, count, prefix);
  } finally {
    await handle.close();
  }
}

/** Opens a live connection for each user (through `url`), closed when the drill ends. */
export async function connectClients(
  users: DrillUser[],
  url: (user: DrillUser) => string,
  origin: string,
  ledger: Ledger,
): Promise<ChatClient[]> {
  const clients = users.map((u) => new ChatClient(u, url(u), origin, ledger));
  cleanups.push(() => clients.forEach((c) => c.stop()));
  await Promise.all(clients.map((c) => c.start()));
  return clients;
}
