/**
 * What the reliability drills (scripts/drill.ts) are made of: the real server as a child process that
 * can be killed, HTTP and WebSocket clients that each come from their own loopback address (per-IP limits
 * see distinct people, as in the field), users seeded straight into the database, and a ledger of every
 * write the server acknowledged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import webPush from 'web-push';
import { shellEnvWithoutAppSettings } from '../app-process';
import WebSocket from 'ws';
import type { Database } from '../../src/server/db/client';
import { conversations, profiles, session, user } from '../../src/server/db/schema';
import { insertJobs } from '../../src/server/test/jobs';
import type { Message, ServerFrame } from '../../src/shared/api/messages';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** AUTH_SECRET of every drill server: the seeded session cookies are signed with it. */
export const DRILL_SECRET = 'drill-secret-drill-secret-drill-secret-0123456789';
const COOKIE_NAME = 'better-auth.session_token';
/** One VAPID key pair for every drill server (required with DATABASE_URL; instances behind one proxy share it). */
const DRILL_VAPID = webPush.generateVAPIDKeys();

export function log(message: string): void {
  console.log(`[drill ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

// ---------------------------------------------------------------------------------------------------
// The server

export class ServerProcess {
  private child: ChildProcess;
  readonly lines: string[] = [];
  exited: Promise<number | null>;
  private alive = true;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    const inherited = shellEnvWithoutAppSettings();
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...inherited,
        HOST: '127.0.0.1',
        PORT: String(port),
        AUTH_SECRET: DRILL_SECRET,
        VAPID_PUBLIC_KEY: DRILL_VAPID.publicKey,
        VAPID_PRIVATE_KEY: DRILL_VAPID.privateKey,
        VAPID_SUBJECT: 'mailto:drill@localhost',
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
        VITALS_SAMPLE_RATE: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        this.alive = false;
        resolve(code);
      }),
    );
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (data: string) => {
        for (const line of data.split('\n').filter(Boolean)) {
          this.lines.push(line);
          if (process.env.DRILL_VERBOSE) console.log(`  [${name}] ${line}`);
        }
      });
    }
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  get running(): boolean {
    return this.alive;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Resolves with the time it took (ms since `since`) once GET /api/health answers 200. */
  async waitHealthy(since = performance.now(), timeoutMs = 120_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`${this.name} exited:\n${this.lines.slice(-15).join('\n')}`);
      const reply = await request(this.url, 'GET', '/api/health', { timeoutMs: 3000 });
      if (reply.status === 200) return performance.now() - since;
      await sleep(100);
    }
    throw new Error(`${this.name} did not become healthy:\n${this.lines.slice(-15).join('\n')}`);
  }

  kill(signal: NodeJS.Signals): void {
    if (this.alive) this.child.kill(signal);
  }

  /** SIGTERM, then SIGKILL after 15 s. */
  async stop(): Promise<void> {
    if (!this.alive) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }

  /** Resident memory of the server process in MB (VmRSS). */
  rssMb(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  }

  output(): string {
    return this.lines.join('\n');
  }
}

// ---------------------------------------------------------------------------------------------------
// HTTP from a chosen loopback address

export interface Reply {
  /** 0: no HTTP answer (refused, reset, timed out). */
  status: number;
  body: unknown;
  ms: number;
  headers: http.IncomingHttpHeaders;
  error?: string;
}

export function request(
  base: string,
  method: string,
  path: string,
  options: {
    cookie?: string;
    origin?: string;
    body?: unknown;
    localAddress?: string;
    timeoutMs?: number;
  } = {},
): Promise<Reply> {
  const started = performance.now();
  const url = new URL(path, base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.origin) headers.origin = options.origin;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON
          }
          resolve({
            status: res.statusCode ?? 0,
            body,
            ms: performance.now() - started,
            headers: res.headers,
          });
        });
        res.on('error', (error) =>
          resolve({
            status: 0,
            body: undefined,
            ms: performance.now() - started,
            headers: {},
            error: error.message,
          }),
        );
      },
    );
    req.setTimeout(options.timeoutMs ?? 20_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        status: 0,
        body: undefined,
        ms: performance.now() - started,
        headers: {},
        error: error.code ?? error.message,
      }),
    );
    req.end(payload);
  });
}

export function errorCodeOf(reply: Reply): string | undefined {
  const body = reply.body as { error?: { code?: string } } | undefined;
  return body?.error?.code;
}

// ---------------------------------------------------------------------------------------------------
// Seeded users

export interface DrillUser {
  index: number;
  id: string;
  cookie: string;
  /** Its own loopback address (127.0.1.x). */
  ip: string;
  conversationId: number;
  peer: number;
}

function sessionCookie(token: string): string {
  const signature = createHmac('sha256', DRILL_SECRET).update(token).digest('base64');
  return `${COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** `count` users (pairs: 2p employer, 2p+1 worker, one conversation each) with sessions. */
export async function seedUsers(db: Database, count: number, prefix: string): Promise<DrillUser[]> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 30 * 24 * 3600_000);
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'));
  const ids = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  await db.insert(user).values(
    ids.map((id, i) => ({
      id,
      name: `Drill User ${i}`,
      email: `${id}@example.com`,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
  await db.insert(profiles).values(ids.map((id) => ({ userId: id })));
  await db.insert(session).values(
    ids.map((id, i) => ({
      id: `${prefix}s-${i}`,
      token: tokens[i] as string,
      userId: id,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const pairCount = count / 2;
  const jobIds = await insertJobs(
    db,
    Array.from({ length: pairCount }, (_, p) => ({
      city: 'mumbai',
      title: `Drill chat job ${p}`,
      createdAt: now,
      userId: ids[2 * p],
    })),
  );
  const rows = await db
    .insert(conversations)
    .values(
      jobIds.map((jobId, p) => ({
        jobId,
        employerId: ids[2 * p] as string,
        workerId: ids[2 * p + 1] as string,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: conversations.id });
  return ids.map((id, i) => ({
    index: i,
    id,
    cookie: sessionCookie(tokens[i] as string),
    ip: `127.0.1.${i + 2}`,
    conversationId: rows[Math.floor(i / 2)]?.id ?? 0,
    peer: i % 2 === 0 ? i + 1 : i - 1,
  }));
}

// ---------------------------------------------------------------------------------------------------
// The ledger: what the server acknowledged

export interface SentMessage {
  clientId: string;
  conversationId: number;
  senderIndex: number;
  content: string;
  acked: boolean;
  messageId?: number;
}

export interface PostedJob {
  title: string;
  userIndex: number;
  dailySalary: number;
  /** undefined: no 201 (refused, failed or no answer): it may or may not be stored ("in doubt"). */
  id?: number;
}

export class Ledger {
  readonly messages = new Map<string, SentMessage>();
  readonly jobs: PostedJob[] = [];
  readonly statuses = new Map<string, number>();
  /** Durations of requests that failed, by outcome. */
  readonly failures: { outcome: string; ms: number }[] = [];
  /** Answers that must never happen: a 500, or an answer that took longer than the bound. */
  readonly bad: string[] = [];

  count(outcome: string): void {
    this.statuses.set(outcome, (this.statuses.get(outcome) ?? 0) + 1);
  }

  get ackedMessages(): number {
    return [...this.messages.values()].filter((m) => m.acked).length;
  }

  get ackedJobs(): number {
    return this.jobs.filter((j) => j.id !== undefined).length;
  }

  /** Records how a request ended; 500s and answers slower than `maxMs` are kept as problems. */
  outcome(kind: string, reply: Reply, maxMs = 15_000): void {
    const outcome = reply.status === 0 ? `${kind}:${reply.error ?? 'no answer'}` : `${kind}:${reply.status}`;
    this.count(outcome);
    if (reply.status >= 500 || reply.status === 0) this.failures.push({ outcome, ms: reply.ms });
    if (reply.status === 500) this.bad.push(`${outcome} ${JSON.stringify(reply.body).slice(0, 200)}`);
    if (reply.status === 503 && !reply.headers['retry-after'] && errorCodeOf(reply) === 'service_unavailable')
      this.bad.push(`${outcome} without Retry-After`);
    if (reply.ms > maxMs) this.bad.push(`${outcome} took ${Math.round(reply.ms)} ms`);
  }
}

// ---------------------------------------------------------------------------------------------------
// A chat client over WebSocket, like the web app's: reconnects, resends unanswered messages with the same
// clientId, and catches up on every "ready" after the first.

export class ChatClient {
  private ws: WebSocket | undefined;
  private stopped = false;
  private attempt = 0;
  private everReady = false;
  /** Message ids seen, live or by catching up, with how often each arrived live. */
  readonly received = new Map<number, Message>();
  readonly readyAt: number[] = [];
  readonly closedAt: number[] = [];
  /** Close codes the server sent (1001: going away, reconnect; 1006: the connection just died). */
  readonly closeCodes: number[] = [];
  private lastSeenId = 0;
  private readonly pending = new Map<string, SentMessage>();

  constructor(
    readonly user: DrillUser,
    private readonly base: string,
    private readonly origin: string,
    private readonly ledger: Ledger,
  ) {}

  get open(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  get unanswered(): number {
    return this.pending.size;
  }

  start(): Promise<void> {
    this.connect();
    return this.waitReady(30_000);
  }

  async waitReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.everReady || !this.open) {
      if (Date.now() > deadline)
        throw new Error(
          `user ${this.user.index}: no ready frame within ${timeoutMs} ms (closes ${this.closeCodes.join(',')}, ` +
            `${this.readyAt.length} ready frames, next attempt ${this.attempt})`,
        );
      await sleep(50);
    }
  }

  private connect(): void {
    if (this.stopped) return;
    const url = new URL('/api/realtime', this.base);
    url.protocol = 'ws:';
    const ws = new WebSocket(url, {
      headers: { cookie: this.user.cookie, origin: this.origin },
      localAddress: this.user.ip,
      handshakeTimeout: 5000,
    });
    this.ws = ws;
    ws.on('message', (data) => this.receive(JSON.parse(data.toString()) as ServerFrame));
    ws.on('error', () => {});
    ws.on('close', (code) => {
      if (this.ws !== ws) return;
      this.closeCodes.push(code);
      this.ws = undefined;
      this.closedAt.push(performance.now());
      if (this.stopped) return;
      // The web app's schedule: 1 s, 2 s, 5 s, then 10 s, ±30%.
      const base = [1000, 2000, 5000][this.attempt] ?? 10_000;
      this.attempt++;
      setTimeout(() => this.connect(), base * (0.7 + Math.random() * 0.6));
    });
  }

  private receive(frame: ServerFrame): void {
    if (frame.type === 'ready') {
      this.attempt = 0;
      this.readyAt.push(performance.now());
      const again = this.everReady;
      this.everReady = true;
      if (again) void this.catchUp();
      // Unanswered sends go again with the same clientId (the server stores each clientId once).
      for (const message of this.pending.values()) this.transmit(message);
      return;
    }
    if (frame.type === 'message') this.note(frame.message);
    if (frame.type === 'sent') {
      const message = this.pending.get(frame.clientId);
      if (message) {
        message.acked = true;
        message.messageId = frame.message.id;
        this.pending.delete(frame.clientId);
        this.ledger.count('send:sent');
      }
      this.note(frame.message);
    }
    if (frame.type === 'error' && frame.clientId) {
      const message = this.pending.get(frame.clientId);
      this.ledger.count(`send:${frame.code}`);
      if (frame.code === 'internal') this.ledger.bad.push(`send frame answered internal: ${frame.message}`);
      if (message) {
        const retryMs = (frame.retryAfterSeconds ?? 2) * 1000;
        setTimeout(() => this.transmit(message), retryMs);
      }
    }
  }

  private note(message: Message): void {
    this.received.set(message.id, message);
    if (message.id > this.lastSeenId) this.lastSeenId = message.id;
  }

  /** What the web app does after a reconnect: fetch the conversation's messages it has not seen. */
  async catchUp(): Promise<void> {
    let after = 0;
    for (;;) {
      const reply = await request(
        this.base,
        'GET',
        `/api/conversations/${this.user.conversationId}/messages?after=${after}&limit=200`,
        { cookie: this.user.cookie, localAddress: this.user.ip, timeoutMs: 10_000 },
      );
      if (reply.status !== 200) return;
      const page = reply.body as { messages: Message[]; hasMore: boolean };
      for (const message of page.messages) this.note(message);
      const last = page.messages.at(-1);
      if (!page.hasMore || !last) return;
      after = last.id;
    }
  }

  send(content: string): SentMessage {
    const message: SentMessage = {
      clientId: randomBytes(12).toString('base64url'),
      conversationId: this.user.conversationId,
      senderIndex: this.user.index,
      content,
      acked: false,
    };
    this.ledger.messages.set(message.clientId, message);
    this.pending.set(message.clientId, message);
    this.transmit(message);
    return message;
  }

  private transmit(message: SentMessage): void {
    if (!this.pending.has(message.clientId) || !this.open) return;
    this.ws?.send(
      JSON.stringify({
        type: 'send',
        conversationId: message.conversationId,
        clientId: message.clientId,
        content: message.content,
      }),
    );
  }

  stop(): void {
    this.stopped = true;
    this.ws?.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Checks

export interface Tally {
  acked: number;
  lost: number;
  duplicated: number;
  inDoubt: number;
  notDelivered: number;
  problems: string[];
}

/** Reads every conversation from the server and checks each acknowledged message is stored exactly once. */
export async function checkMessages(
  base: string,
  users: DrillUser[],
  clients: ChatClient[],
  ledger: Ledger,
): Promise<Tally> {
  const tally: Tally = { acked: 0, lost: 0, duplicated: 0, inDoubt: 0, notDelivered: 0, problems: [] };
  const stored = new Map<number, Message[]>();
  for (const u of users) {
    if (stored.has(u.conversationId)) continue;
    const all: Message[] = [];
    let after = 0;
    for (;;) {
      const reply = await request(
        base,
        'GET',
        `/api/conversations/${u.conversationId}/messages?after=${after}&limit=200`,
        {
          cookie: u.cookie,
          localAddress: u.ip,
        },
      );
      if (reply.status !== 200)
        throw new Error(`could not read conversation ${u.conversationId}: ${reply.status}`);
      const page = reply.body as { messages: Message[]; hasMore: boolean };
      all.push(...page.messages);
      const last = page.messages.at(-1);
      if (!page.hasMore || !last) break;
      after = last.id;
    }
    stored.set(u.conversationId, all);
  }
  const byClientId = new Map<string, Message[]>();
  for (const messages of stored.values())
    for (const message of messages)
      byClientId.set(message.clientId, [...(byClientId.get(message.clientId) ?? []), message]);
  for (const sent of ledger.messages.values()) {
    const copies = byClientId.get(sent.clientId) ?? [];
    if (copies.length > 1) tally.duplicated += copies.length - 1;
    if (!sent.acked) {
      tally.inDoubt++;
      continue;
    }
    tally.acked++;
    if (copies.length === 0) {
      tally.lost++;
      tally.problems.push(`message ${sent.clientId} acknowledged as ${sent.messageId} is not stored`);
    } else if (copies[0]?.content !== sent.content) {
      tally.problems.push(`message ${sent.clientId} is stored with other content`);
    }
    // The recipient must have it, live or by catching up.
    const recipient = clients[users[sent.senderIndex]?.peer ?? -1];
    if (recipient && sent.messageId !== undefined && !recipient.received.has(sent.messageId))
      tally.notDelivered++;
  }
  return tally;
}

/** Reads each user's jobs and checks every acknowledged post is stored exactly once, complete. */
export async function checkJobs(base: string, users: DrillUser[], ledger: Ledger): Promise<Tally> {
  const tally: Tally = { acked: 0, lost: 0, duplicated: 0, inDoubt: 0, notDelivered: 0, problems: [] };
  const byTitle = new Map<string, { id: number; dailySalary: number; title: string }[]>();
  for (const u of users) {
    const reply = await request(base, 'GET', '/api/me/jobs', { cookie: u.cookie, localAddress: u.ip });
    if (reply.status !== 200) throw new Error(`could not read the jobs of user ${u.index}: ${reply.status}`);
    for (const job of (reply.body as { jobs: { id: number; title: string; dailySalary: number }[] }).jobs)
      byTitle.set(job.title, [...(byTitle.get(job.title) ?? []), job]);
  }
  for (const posted of ledger.jobs) {
    const copies = byTitle.get(posted.title) ?? [];
    if (copies.length > 1) tally.duplicated += copies.length - 1;
    if (posted.id === undefined) {
      tally.inDoubt++;
      continue;
    }
    tally.acked++;
    const copy = copies.find((job) => job.id === posted.id);
    if (!copy) {
      tally.lost++;
      tally.problems.push(`job ${posted.id} (${posted.title}) acknowledged but not stored`);
    } else if (copy.dailySalary !== posted.dailySalary) {
      tally.problems.push(`job ${posted.id} is stored half-written (pay ${copy.dailySalary})`);
    }
  }
  return tally;
}

export function mergeTallies(...tallies: Tally[]): Tally {
  return tallies.reduce(
    (sum, t) => ({
      acked: sum.acked + t.acked,
      lost: sum.lost + t.lost,
      duplicated: sum.duplicated + t.duplicated,
      inDoubt: sum.inDoubt + t.inDoubt,
      notDelivered: sum.notDelivered + t.notDelivered,
      problems: [...sum.problems, ...t.problems],
    }),
    { acked: 0, lost: 0, duplicated: 0, inDoubt: 0, notDelivered: 0, problems: [] },
  );
}

// ---------------------------------------------------------------------------------------------------
// Writers

export function jobBody(title: string, dailySalary: number) {
  return {
    title,
    category: 'cooking',
    dailySalary,
    location: 'Mumbai, Maharashtra',
    description: 'Lunch and dinner for a family, posted by the reliability drill.',
    phone: '+91 98765 43210',
    timing: 'morning',
    urgency: 'normal',
  };
}

let jobCounter = 0;
/** Posts one job as this user and records it in the ledger (with its id once acknowledged). */
export async function postJob(
  base: string,
  origin: string,
  u: DrillUser,
  ledger: Ledger,
  runId: string,
): Promise<Reply> {
  jobCounter++;
  const posted: PostedJob = {
    title: `Drill ${runId} job ${jobCounter} cook`,
    userIndex: u.index,
    dailySalary: 500 + (jobCounter % 400),
  };
  ledger.jobs.push(posted);
  const reply = await request(base, 'POST', '/api/jobs', {
    cookie: u.cookie,
    origin,
    localAddress: u.ip,
    body: jobBody(posted.title, posted.dailySalary),
  });
  ledger.outcome('job', reply);
  if (reply.status === 201) posted.id = (reply.body as { id: number }).id;
  // Refused at connect: it never reached a server, so it cannot be stored (not "in doubt").
  if (reply.error === 'ECONNREFUSED') ledger.jobs.splice(ledger.jobs.indexOf(posted), 1);
  return reply;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}
