/**
 * Realtime messaging benchmark: `npm run bench:realtime [-- --sockets N --rate R --duration S --warmup S
 * --instances I --batch B --cpu-prof --timeline --verbose --server-node-options "--trace-gc"]`.
 *
 * Seeds N users straight into the database (user, profile and session rows: no password hashing), N/2
 * jobs and N/2 conversations (one per employer/worker pair), starts the real server (`src/server/main.ts`)
 * as child processes and opens one authenticated socket per user (`GET /api/realtime` with the session
 * cookie and the site's Origin), in batches. Then every pair exchanges messages at a fixed total rate
 * (default: sockets / 50 per second, each user sending one message every 50 s)
 * (open loop: sends do not wait for answers; the two sides of a pair take turns) and the script measures,
 * in its own process with performance.now(), the time from a `send` frame to the peer's socket receiving
 * the `message` frame with that clientId: p50/p95/p99/max, messages/s delivered, lost and duplicated
 * messages. Server memory: VmRSS of each server process before the sockets (after a warm-up) and with N
 * idle sockets ready, medians of samples, with and without a forced GC.
 *
 * PGlite (the embedded default) unless DATABASE_URL is set: a fresh temporary DATA_DIR, one server.
 * With DATABASE_URL: a database made for the benchmark (the script refuses one with users or jobs it
 * did not seed), two server instances on two ports (`--instances`), employers on the first and workers on
 * the second, so every message crosses instances through LISTEN/NOTIFY. The rows it seeds are deleted at
 * the end; drop the database afterwards.
 *
 * The servers run with a benchmark-only preload (a data: URL, `--expose-gc`) that answers commands on
 * stdin: a forced GC with process.memoryUsage(), and a CPU profile of the steady phase (`--cpu-prof`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import {
  migrateDatabase,
  openEmbedded,
  openPostgres,
  queryRows,
  type Database,
} from '../src/server/db/client';
import { conversations, profiles, session, user } from '../src/server/db/schema';
import { insertJobs } from '../src/server/test/jobs';
import { freePort } from '../scripts/app-process';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** PUBLIC_URL of every instance: the socket's Origin header must be this origin. */
const ORIGIN = 'http://localhost:3000';
const ID_PREFIX = 'bench-rt-';
const COOKIE_NAME = 'better-auth.session_token';
/** The server allows 30 messages per user per minute: a user sends at most one every 4 s. */
const MIN_SECONDS_BETWEEN_SENDS = 4;
/** After the last send, how long to wait for the next message still on its way before counting the rest lost. */
const DRAIN_MS = 15_000;

interface Flags {
  sockets: number;
  rate: number;
  duration: number;
  warmup: number;
  instances: number;
  batch: number;
  cpuProf: boolean;
  timeline: boolean;
  /** Extra node flags for the server processes (e.g. "--trace-gc"). */
  serverNodeOptions: string[];
  /** Echo the servers' output. */
  verbose: boolean;
}

function parseFlags(argv: string[], postgres: boolean): Flags {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const sockets = Number(value('sockets') ?? 5000);
  const flags: Flags = {
    sockets,
    rate: Number(value('rate') ?? Math.round(sockets / 50)),
    duration: Number(value('duration') ?? 30),
    warmup: Number(value('warmup') ?? 5),
    instances: Number(value('instances') ?? (postgres ? 2 : 1)),
    batch: Number(value('batch') ?? 200),
    cpuProf: argv.includes('--cpu-prof'),
    timeline: argv.includes('--timeline'),
    serverNodeOptions: (value('server-node-options') ?? '').split(' ').filter(Boolean),
    verbose: argv.includes('--verbose'),
  };
  if (!Number.isInteger(sockets) || sockets < 2 || sockets % 2 !== 0) {
    throw new Error('--sockets must be an even number of at least 2 (pairs of users).');
  }
  if (!(flags.rate > 0) || sockets / flags.rate < MIN_SECONDS_BETWEEN_SENDS) {
    throw new Error(
      `--rate must be above 0 and at most ${sockets / MIN_SECONDS_BETWEEN_SENDS} for ${sockets} sockets: ` +
        `each user sends one message every sockets/rate seconds, and the server allows one every ` +
        `${MIN_SECONDS_BETWEEN_SENDS} s (30 per minute).`,
    );
  }
  if (!postgres && flags.instances !== 1) {
    throw new Error('PGlite runs one instance (the data directory is locked): set DATABASE_URL for more.');
  }
  if (!Number.isInteger(flags.instances) || flags.instances < 1)
    throw new Error('--instances must be 1 or more.');
  return flags;
}

// ---------------------------------------------------------------------------------------------------
// Seeding

interface BenchUser {
  id: string;
  cookie: string;
}

interface Pair {
  conversationId: number;
  /** Socket (user) indexes: the employer is 2p, the worker 2p + 1. */
  employer: number;
  worker: number;
}

/** The session cookie better-auth expects: the token, ".", base64 HMAC-SHA256 of the token (signCookieValue). */
function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`;
}

async function seed(
  db: Database,
  count: number,
  secret: string,
): Promise<{ users: BenchUser[]; pairs: Pair[] }> {
  const now = new Date();
  // 30 days, better-auth's expiresIn: a session this fresh is not "due for an update" on every use.
  const expiresAt = new Date(now.getTime() + 30 * 24 * 3600_000);
  const users: BenchUser[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const token = randomBytes(24).toString('base64url');
    tokens.push(token);
    users.push({ id: `${ID_PREFIX}${i}`, cookie: sessionCookie(token, secret) });
  }
  const chunk = 1000;
  for (let start = 0; start < count; start += chunk) {
    const slice = users.slice(start, start + chunk);
    await db.insert(user).values(
      slice.map((u, k) => ({
        id: u.id,
        name: `Bench User ${start + k}`,
        email: `${u.id}@example.com`,
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await db.insert(profiles).values(slice.map((u) => ({ userId: u.id })));
    await db.insert(session).values(
      slice.map((u, k) => ({
        id: `${ID_PREFIX}s-${start + k}`,
        token: tokens[start + k] as string,
        userId: u.id,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  const pairCount = count / 2;
  const jobIds = await insertJobs(
    db,
    Array.from({ length: pairCount }, (_, p) => ({
      city: 'mumbai',
      title: `Helper needed for the benchmark ${p}`,
      createdAt: now,
      userId: `${ID_PREFIX}${2 * p}`,
    })),
  );
  const pairs: Pair[] = [];
  for (let start = 0; start < pairCount; start += chunk) {
    const rows = await db
      .insert(conversations)
      .values(
        jobIds.slice(start, start + chunk).map((jobId, k) => ({
          jobId,
          employerId: `${ID_PREFIX}${2 * (start + k)}`,
          workerId: `${ID_PREFIX}${2 * (start + k) + 1}`,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: conversations.id });
    rows.forEach((row, k) =>
      pairs.push({ conversationId: row.id, employer: 2 * (start + k), worker: 2 * (start + k) + 1 }),
    );
  }
  return { users, pairs };
}

/** Deletes every row the benchmark made (users cascade to sessions, profiles and presence). */
async function deleteBenchRows(db: Database): Promise<void> {
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
async function checkBenchDatabase(db: Database): Promise<void> {
  const like = `${ID_PREFIX}%`;
  const [counts] = await queryRows<{ users: number; jobs: number }>(
    db,
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

// ---------------------------------------------------------------------------------------------------
// Server processes

/**
 * Benchmark-only preload for the server processes: reads "<id> <command> [arg]" lines on stdin and
 * answers "BENCH_REPLY {id, …}" on stderr. "mem" / "mem gc": process.memoryUsage() (after a full GC);
 * "prof-start", "prof-stop <file>": a CPU profile of the steady phase (node:inspector, same process);
 * "lag-start", "lag-stop": the event loop's delay (p99, max) and its stalls over 20 ms, with times.
 */
function preloadSource(): string {
  return `
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
let session;
let lag;
const reply = (id, value) => process.stderr.write('BENCH_REPLY ' + JSON.stringify({ id, ...value }) + '\\n');
${stallTrackerSource()}
function handle(line) {
  const [id, name, arg] = line.split(' ');
  if (name === 'mem') {
    if (arg === 'gc') globalThis.gc();
    reply(id, { mem: process.memoryUsage() });
  } else if (name === 'lag-start') {
    lag = startStallTracker();
    reply(id, {});
  } else if (name === 'lag-stop') {
    reply(id, { lag: lag.stop() });
  } else if (name === 'prof-start') {
    session = new Session();
    session.connect();
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 500 }, () =>
        session.post('Profiler.start', () => reply(id, {}))));
  } else if (name === 'prof-stop') {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(arg, JSON.stringify(result.profile));
      session.disconnect();
      reply(id, { ok: !error });
    });
  }
}
let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (data) => {
  buffer += data;
  for (let i; (i = buffer.indexOf('\\n')) >= 0; ) {
    const line = buffer.slice(0, i);
    buffer = buffer.slice(i + 1);
    handle(line);
  }
});
process.stdin.unref();
`;
}

/** What a stall tracker reports: delay percentiles (ms) and the stalls over 20 ms as [wall-clock ms, ms]. */
interface LagReport {
  p99: number;
  max: number;
  stalls: [number, number][];
}

const STALL_TICK_MS = 5;
const STALL_MS = 20;

/**
 * Measures an event loop with a 5 ms interval: how late each tick ran (p99, max) and when it was more
 * than 20 ms late. Plain JavaScript on purpose: its source also goes into the servers' preload.
 */
function startStallTracker(): { stop: () => LagReport } {
  const delays: number[] = [];
  const stalls: [number, number][] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const delay = Math.max(0, now - last - STALL_TICK_MS);
    delays.push(delay);
    if (delay > STALL_MS) stalls.push([Date.now() - delay, Math.round(delay)]);
    last = now;
  }, STALL_TICK_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      delays.sort((a, b) => a - b);
      const at = Math.min(delays.length - 1, Math.ceil(delays.length * 0.99) - 1);
      return { p99: delays[Math.max(0, at)] ?? 0, max: delays.at(-1) ?? 0, stalls };
    },
  };
}

/** The tracker's source for the preload (tsx compiles this file; its output is plain JavaScript). */
function stallTrackerSource(): string {
  return `const STALL_TICK_MS = ${STALL_TICK_MS};\nconst STALL_MS = ${STALL_MS};\n${startStallTracker.toString()}`;
}

interface MemoryUsage {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

class ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  warnings = 0;
  readonly lastLines: string[] = [];
  private readonly replies = new Map<string, (value: Record<string, unknown>) => void>();
  private nextId = 1;
  private exited = false;
  private readonly verbose: boolean;
  readonly exit: Promise<number | null>;

  constructor(
    readonly name: string,
    readonly port: number,
    env: Record<string, string | undefined>,
    options: { nodeOptions: string[]; verbose: boolean },
  ) {
    this.verbose = options.verbose;
    this.url = `http://127.0.0.1:${port}`;
    // node itself (no shell, no npm): the pid is the server's.
    this.child = spawn(
      process.execPath,
      [
        '--expose-gc',
        ...options.nodeOptions,
        '--import',
        'tsx',
        '--import',
        `data:text/javascript,${encodeURIComponent(preloadSource())}`,
        'src/server/main.ts',
      ],
      { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    this.exit = new Promise((resolve) =>
      this.child.on('exit', (code) => {
        this.exited = true;
        resolve(code);
      }),
    );
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let buffer = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (data: string) => {
        buffer += data;
        for (let i; (i = buffer.indexOf('\n')) >= 0;) {
          this.line(buffer.slice(0, i));
          buffer = buffer.slice(i + 1);
        }
      });
    }
  }

  get pid(): number {
    return this.child.pid as number;
  }

  private line(line: string): void {
    if (line.startsWith('BENCH_REPLY ')) {
      const value = JSON.parse(line.slice('BENCH_REPLY '.length)) as Record<string, unknown>;
      const id = String(value.id);
      this.replies.get(id)?.(value);
      this.replies.delete(id);
      return;
    }
    if (this.verbose) console.info(`[${this.name}] ${line}`);
    // pino JSON lines: warn is level 40, error 50, fatal 60.
    if (/"level":(40|50|60)/.test(line) || /error/i.test(line)) this.warnings++;
    this.lastLines.push(line);
    if (this.lastLines.length > 20) this.lastLines.shift();
  }

  private command(text: string): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name}: no answer to "${text}"`)), 30_000);
      const id = String(this.nextId++);
      this.replies.set(id, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
      this.child.stdin?.write(`${id} ${text}\n`);
    });
  }

  async memory(gc: boolean): Promise<MemoryUsage> {
    const { mem } = await this.command(gc ? 'mem gc' : 'mem');
    return mem as MemoryUsage;
  }

  /** VmRSS from /proc, in bytes. */
  rss(): number {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
    return Number(match?.[1] ?? NaN) * 1024;
  }

  /** CPU seconds used so far (user + system), from /proc. */
  cpuSeconds(): number {
    const stat = readFileSync(`/proc/${this.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  }

  async startLag(): Promise<void> {
    await this.command('lag-start');
  }

  async stopLag(): Promise<LagReport> {
    const { lag } = await this.command('lag-stop');
    return lag as LagReport;
  }

  async startProfile(): Promise<void> {
    await this.command('prof-start');
  }

  async stopProfile(file: string): Promise<void> {
    await this.command(`prof-stop ${file}`);
  }

  async waitHealthy(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited) throw new Error(`${this.name} exited:\n${this.lastLines.join('\n')}`);
      try {
        const response = await fetch(`${this.url}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`${this.name} did not become healthy:\n${this.lastLines.join('\n')}`);
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
    await this.exit;
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------------
// Measurements

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** Busy and total jiffies of the whole machine, from /proc/stat. */
function machineCpu(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9);
  const [u = 0, n = 0, s = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields.map(Number);
  const total = u + n + s + idle + iowait + irq + softirq + steal;
  return { busy: total - idle - iowait, total };
}

/**
 * CPU seconds used so far by every local process named "postgres" (the whole local PostgreSQL server:
 * backends, WAL writer, checkpointer). Only meaningful when the database runs on this machine.
 */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // the process ended
    }
  }
  return total;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const mbRound = (bytes: number | undefined) => ((bytes ?? NaN) / 1024 / 1024).toFixed(0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => value.toFixed(1);
const thousands = (value: number) => Math.round(value).toLocaleString('en');

/** Memory of each server: median of plain VmRSS samples, then median of samples each after a full GC. */
async function sampleMemory(
  servers: ServerProcess[],
): Promise<{ rss: number; rssGc: number; heapGc: number }[]> {
  const plain: number[][] = servers.map(() => []);
  for (let i = 0; i < 5; i++) {
    servers.forEach((server, k) => plain[k]?.push(server.rss()));
    await sleep(1000);
  }
  const gcRss: number[][] = servers.map(() => []);
  const gcHeap: number[][] = servers.map(() => []);
  for (let i = 0; i < 3; i++) {
    for (const [k, server] of servers.entries()) {
      const usage = await server.memory(true);
      gcHeap[k]?.push(usage.heapUsed);
      gcRss[k]?.push(server.rss());
    }
    await sleep(1000);
  }
  return servers.map((_, k) => ({
    rss: median(plain[k] ?? []),
    rssGc: median(gcRss[k] ?? []),
    heapGc: median(gcHeap[k] ?? []),
  }));
}

// ---------------------------------------------------------------------------------------------------
// Sockets

interface SentRecord {
  sentAt: number;
  /** Latency once delivered (ms), for the per-second timeline. */
  latency?: number;
  /** The receiving socket. */
  to: number;
  measured: boolean;
  deliveries: number;
  acked: boolean;
  failed: boolean;
}

/** The client side: every socket, and what was sent and received. */
class Clients {
  readonly sockets: (WebSocket | undefined)[];
  readonly records = new Map<string, SentRecord>();
  readonly latencies: number[] = [];
  readonly ackLatencies: number[] = [];
  readonly warmupLatencies: number[] = [];
  readonly errorSamples: string[] = [];
  errors = 0;
  pending = 0;
  /** Messages that reached their peer while `counting` (the measured window), whenever sent. */
  deliveredInWindow = 0;
  counting = false;
  unexpectedCloses = 0;
  closing = false;
  private onDrained: (() => void) | undefined;

  constructor(
    readonly users: BenchUser[],
    readonly instanceUrls: string[],
  ) {
    this.sockets = new Array<WebSocket | undefined>(users.length);
  }

  /** User i connects to instance i mod instances: with two, employers to the first and workers to the second. */
  urlFor(index: number): string {
    const base = this.instanceUrls[index % this.instanceUrls.length] as string;
    return `${base.replace(/^http/, 'ws')}/api/realtime`;
  }

  /** Opens socket `index` and resolves with the time it took once the server said "ready". */
  connect(index: number): Promise<number> {
    const started = performance.now();
    const userInfo = this.users[index] as BenchUser;
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(this.urlFor(index), {
        headers: { cookie: userInfo.cookie, origin: ORIGIN },
        perMessageDeflate: false,
        handshakeTimeout: 120_000,
      });
      let ready = false;
      ws.once('unexpected-response', (_request, response) =>
        reject(new Error(`socket ${index}: HTTP ${response.statusCode} on upgrade`)),
      );
      ws.on('error', (error) => {
        if (!ready) reject(new Error(`socket ${index}: ${error.message}`));
      });
      ws.on('close', (code) => {
        if (!ready) reject(new Error(`socket ${index}: closed (${code}) before "ready"`));
        else if (!this.closing) this.unexpectedCloses++;
      });
      ws.on('message', (data) => {
        const text = (data as Buffer).toString();
        if (!ready) {
          if (!text.startsWith('{"type":"ready"')) {
            reject(new Error(`socket ${index}: first frame was ${text.slice(0, 200)}`));
            return;
          }
          ready = true;
          this.sockets[index] = ws;
          resolve(performance.now() - started);
          return;
        }
        this.frame(index, text);
      });
    });
  }

  /** Opens sockets [from, to) in batches of `batch` (each batch waits for all its "ready" frames). */
  async connectRange(from: number, to: number, batch: number): Promise<number[]> {
    const times: number[] = [];
    for (let start = from; start < to; start += batch) {
      const end = Math.min(to, start + batch);
      const batchTimes = await Promise.all(
        Array.from({ length: end - start }, (_, k) => this.connect(start + k)),
      );
      times.push(...batchTimes);
    }
    return times;
  }

  send(from: number, to: number, conversationId: number, clientId: string, measured: boolean): void {
    const ws = this.sockets[from];
    if (!ws) throw new Error(`socket ${from} is not connected`);
    const frame =
      `{"type":"send","conversationId":${conversationId},"clientId":"${clientId}",` +
      `"content":"Is the job still open? I can start tomorrow morning. ${clientId}"}`;
    this.records.set(clientId, {
      sentAt: performance.now(),
      to,
      measured,
      deliveries: 0,
      acked: false,
      failed: false,
    });
    this.pending++;
    ws.send(frame);
  }

  /** Handles a frame after "ready": only the clientId is read, by position (no JSON.parse). */
  private frame(index: number, text: string): void {
    const now = performance.now();
    if (text.startsWith('{"type":"message"')) {
      const record = this.records.get(clientIdIn(text));
      if (!record || record.to !== index) return; // the sender's own copy (for their other tabs)
      record.deliveries++;
      if (record.deliveries > 1) return;
      this.pending--;
      if (this.counting) this.deliveredInWindow++;
      record.latency = now - record.sentAt;
      (record.measured ? this.latencies : this.warmupLatencies).push(record.latency);
      this.onDrained?.();
    } else if (text.startsWith('{"type":"sent"')) {
      const record = this.records.get(clientIdIn(text));
      if (!record) return;
      record.acked = true;
      if (record.measured) this.ackLatencies.push(now - record.sentAt);
    } else if (text.startsWith('{"type":"error"')) {
      this.errors++;
      if (this.errorSamples.length < 5) this.errorSamples.push(text);
      const parsed = JSON.parse(text) as { clientId?: string };
      const record = parsed.clientId ? this.records.get(parsed.clientId) : undefined;
      if (record && !record.failed && record.deliveries === 0) {
        record.failed = true;
        this.pending--;
        this.onDrained?.();
      }
    }
  }

  /**
   * Resolves when every message sent so far has arrived or was refused, or when none arrived for
   * `quietMs` (a saturated server still works through its backlog: those messages are late, not lost).
   */
  async drained(quietMs: number): Promise<void> {
    while (this.pending > 0) {
      const before = this.pending;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, quietMs);
        this.onDrained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.onDrained = undefined;
      if (this.pending >= before) return;
    }
  }

  async closeRange(from: number, to: number): Promise<void> {
    const closed: Promise<unknown>[] = [];
    for (let i = from; i < to; i++) {
      const ws = this.sockets[i];
      if (!ws) continue;
      closed.push(new Promise((resolve) => ws.once('close', resolve)));
      ws.close(1000);
      this.sockets[i] = undefined;
    }
    await Promise.race([Promise.all(closed), sleep(30_000)]);
  }
}

/** The clientId of a server frame: `"clientId":"…"` (our content never contains that text). */
function clientIdIn(text: string): string {
  const start = text.indexOf('"clientId":"') + '"clientId":"'.length;
  return text.slice(start, text.indexOf('"', start));
}

/** Measured messages by the second they were sent in: how many, and their latency p50 / p99 / max. */
function timeline(
  clients: Clients,
  measureStart: number,
  stalls: { name: string; stalls: [number, number][] }[],
): string {
  const seconds: number[][] = [];
  for (const record of clients.records.values()) {
    if (!record.measured || record.latency === undefined) continue;
    const second = Math.floor((record.sentAt - measureStart) / 1000);
    (seconds[second] ??= []).push(record.latency);
  }
  const wallStart = Date.now() - (performance.now() - measureStart);
  const lines = [
    `Timeline, by the second a message was sent (second 0 = ${new Date(wallStart).toISOString()}):`,
    'second | sent+delivered | p50 ms | p99 ms | max ms',
  ];
  seconds.forEach((values, second) => {
    values.sort((a, b) => a - b);
    lines.push(
      `${String(second).padStart(6)} | ${String(values.length).padStart(14)} | ${ms(percentile(values, 50)).padStart(6)} | ` +
        `${ms(percentile(values, 99)).padStart(6)} | ${ms(values.at(-1) ?? NaN).padStart(6)}`,
    );
  });
  for (const { name, stalls: list } of stalls) {
    const text = list
      .map(([at, delay]) => `${((at - wallStart) / 1000).toFixed(2)} s (${delay} ms)`)
      .join(', ');
    lines.push(`Event-loop stalls over ${STALL_MS} ms, ${name}: ${text || 'none'}`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------
// CPU profile summary

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time by function and by area (package, app file, Node internals) of a .cpuprofile. */
function summarizeProfile(file: string): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, micros] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    total += micros;
    if (frame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    const url = frame.url.replace(`file://${ROOT}`, '');
    const label =
      `${frame.functionName || '(anonymous)'} ${url ? `${url}:${frame.lineNumber + 1}` : ''}`.trim();
    functions.set(label, (functions.get(label) ?? 0) + micros);
    const area = areaOf(frame.functionName, url);
    areas.set(area, (areas.get(area) ?? 0) + micros);
  }
  const busy = total - idle;
  const lines = [
    `profile ${file}: ${(total / 1e6).toFixed(1)} s sampled, ${((busy / total) * 100).toFixed(0)} % busy`,
    'by area (share of busy time):',
  ];
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  for (const [area, micros] of top(areas, 20)) {
    lines.push(`  ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${area}`);
  }
  lines.push('top functions by self time:');
  for (const [label, micros] of top(functions, 25)) {
    lines.push(`  ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${label}`);
  }
  return lines.join('\n');
}

function areaOf(functionName: string, url: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1] as string;
  if (url.startsWith('node:')) return 'node: internals';
  if (url.includes('/src/')) return `app ${url.slice(url.indexOf('/src/') + 1)}`;
  return url;
}

// ---------------------------------------------------------------------------------------------------
// The run

interface Cleanup {
  servers: ServerProcess[];
  dataDir?: string;
  databaseUrl?: string;
}

async function cleanUp(state: Cleanup): Promise<void> {
  await Promise.all(state.servers.map((server) => server.stop().catch(() => {})));
  if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  if (state.databaseUrl) {
    const handle = await openPostgres(state.databaseUrl, 2);
    try {
      await deleteBenchRows(handle.db);
    } finally {
      await handle.close();
    }
  }
}

async function run(flags: Flags, state: Cleanup): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const driver = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const secret = randomBytes(32).toString('base64url');
  const cores = availableParallelism();
  console.info(
    `${driver}, ${flags.sockets} sockets, ${flags.instances} instance(s), ${flags.rate} messages/s for ` +
      `${flags.duration} s after a ${flags.warmup} s warm-up. Machine: ${cores} cores, load average ${load()}.`,
  );

  // 1. Seed.
  let seeded: { users: BenchUser[]; pairs: Pair[] };
  const seedStarted = performance.now();
  if (databaseUrl) {
    const handle = await openPostgres(databaseUrl, 4);
    try {
      await migrateDatabase(handle);
      await checkBenchDatabase(handle.db);
      state.databaseUrl = databaseUrl;
      await deleteBenchRows(handle.db); // an interrupted earlier run's rows
      seeded = await seed(handle.db, flags.sockets, secret);
    } finally {
      await handle.close();
    }
  } else {
    state.dataDir = mkdtempSync(join(tmpdir(), 'dailywork-bench-realtime-'));
    const handle = await openEmbedded({ dataDir: state.dataDir });
    try {
      await migrateDatabase(handle);
      seeded = await seed(handle.db, flags.sockets, secret);
    } finally {
      await handle.close();
    }
  }
  console.info(
    `Seeded ${flags.sockets} users with sessions, ${seeded.pairs.length} jobs and conversations in ` +
      `${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`,
  );

  // 2. Start the servers.
  const { DATABASE_URL: _omit, SMTP_URL: _smtp, ...baseEnv } = process.env;
  for (let i = 0; i < flags.instances; i++) {
    const port = await freePort();
    const server = new ServerProcess(
      String.fromCharCode(65 + i),
      port,
      {
        ...baseEnv,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: ORIGIN,
        AUTH_SECRET: secret,
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: state.dataDir }),
      },
      { nodeOptions: flags.serverNodeOptions, verbose: flags.verbose },
    );
    state.servers.push(server);
  }
  const servers = state.servers;
  await Promise.all(servers.map((server) => server.waitHealthy()));
  console.info(`Servers: ${servers.map((s) => `${s.name} pid ${s.pid} on ${s.url}`).join(', ')}.`);

  // 3. One cookie works on every instance.
  for (const [i, server] of servers.entries()) {
    const probe = seeded.users[i] as BenchUser;
    const response = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie: probe.cookie } });
    const body = (await response.json()) as { user?: { id?: string } } | null;
    if (body?.user?.id !== probe.id) {
      throw new Error(`${server.name}: the seeded session cookie is not accepted (${JSON.stringify(body)})`);
    }
  }

  const clients = new Clients(
    seeded.users,
    servers.map((server) => server.url),
  );
  const pairs = seeded.pairs;

  // 4. Warm-up: a few sockets exchange a message each way, then close; then the memory baseline.
  const warmSockets = Math.min(flags.sockets, 100);
  await clients.connectRange(0, warmSockets, flags.batch);
  for (let p = 0; p < warmSockets / 2; p++) {
    const pair = pairs[p] as Pair;
    clients.send(pair.employer, pair.worker, pair.conversationId, `warm${p}aaaa`, false);
  }
  await clients.drained(DRAIN_MS);
  clients.closing = true;
  await clients.closeRange(0, warmSockets);
  clients.closing = false;
  await sleep(3000);
  const before = await sampleMemory(servers);

  // 5. Connect every socket.
  const loadBeforeConnect = load();
  const connectStarted = performance.now();
  const connectTimes = await clients.connectRange(0, flags.sockets, flags.batch);
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  connectTimes.sort((a, b) => a - b);
  console.info(
    `Connected ${flags.sockets} sockets in ${connectSeconds.toFixed(1)} s (${thousands(flags.sockets / connectSeconds)}/s, ` +
      `batches of ${flags.batch}; upgrade to "ready" p50 ${ms(percentile(connectTimes, 50))} ms, ` +
      `p99 ${ms(percentile(connectTimes, 99))} ms). Load average ${loadBeforeConnect} -> ${load()}.`,
  );
  await sleep(5000);
  const idle = await sampleMemory(servers);
  const socketsPer = (k: number) =>
    Array.from({ length: flags.sockets }, (_, i) => i).filter((i) => i % flags.instances === k).length;
  for (const [k, server] of servers.entries()) {
    const b = before[k] as (typeof before)[number];
    const a = idle[k] as (typeof idle)[number];
    const n = socketsPer(k);
    console.info(
      `Server ${server.name} memory, ${n} idle sockets: RSS after GC ${mb(b.rssGc)} -> ${mb(a.rssGc)} ` +
        `(${kb((a.rssGc - b.rssGc) / n)} per socket); RSS without GC ${mb(b.rss)} -> ${mb(a.rss)} ` +
        `(${kb((a.rss - b.rss) / n)} per socket); JS heap after GC ${mb(b.heapGc)} -> ${mb(a.heapGc)} ` +
        `(${kb((a.heapGc - b.heapGc) / n)} per socket).`,
    );
  }
  const sum = (list: { rss: number; rssGc: number; heapGc: number }[], key: 'rss' | 'rssGc' | 'heapGc') =>
    list.reduce((total, item) => total + item[key], 0);
  const perSocketGc = (sum(idle, 'rssGc') - sum(before, 'rssGc')) / flags.sockets;
  const perSocketPlain = (sum(idle, 'rss') - sum(before, 'rss')) / flags.sockets;
  const perSocketHeap = (sum(idle, 'heapGc') - sum(before, 'heapGc')) / flags.sockets;

  // 6. Steady phase: open loop, pair p = k mod P sends its turn k; the sides alternate every round.
  const profileDir = flags.cpuProf ? mkdtempSync(join(tmpdir(), 'dailywork-bench-realtime-prof-')) : '';
  const totalSeconds = flags.warmup + flags.duration;
  const total = Math.round(flags.rate * totalSeconds);
  const warmupCount = Math.round(flags.rate * flags.warmup);
  let clientLag: ReturnType<typeof startStallTracker> | undefined;
  let sent = 0;
  let measureStart = 0;
  let measure:
    | { cpu: number[]; postgres: number; machine: { busy: number; total: number }; client: NodeJS.CpuUsage }
    | undefined;
  const localPostgres =
    databaseUrl !== undefined && /@(localhost|127\.0\.0\.1|\[::1\])[:/]/.test(databaseUrl);
  let loadAtMeasure = '';
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = (performance.now() - started) / 1000;
      const due = Math.min(total, Math.floor(elapsed * flags.rate));
      while (sent < due) {
        const k = sent;
        const pair = pairs[k % pairs.length] as Pair;
        const workerTurn = Math.floor(k / pairs.length) % 2 === 1;
        const [from, to] = workerTurn ? [pair.worker, pair.employer] : [pair.employer, pair.worker];
        if (k === warmupCount) {
          measureStart = performance.now();
          measure = {
            cpu: servers.map((s) => s.cpuSeconds()),
            postgres: localPostgres ? postgresCpuSeconds() : 0,
            machine: machineCpu(),
            client: process.cpuUsage(),
          };
          loadAtMeasure = load();
          clientLag = startStallTracker();
          clients.counting = true;
          for (const server of servers) void server.startLag();
          if (flags.cpuProf) for (const server of servers) void server.startProfile();
        }
        clients.send(from, to, pair.conversationId, `m${String(k).padStart(9, '0')}`, k >= warmupCount);
        sent++;
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(tick, 5);
  });
  clients.counting = false;
  const measureSeconds = (performance.now() - measureStart) / 1000;
  const serverCpu = servers.map((s, k) => (s.cpuSeconds() - (measure?.cpu[k] ?? 0)) / measureSeconds);
  const postgresCpu = localPostgres
    ? (postgresCpuSeconds() - (measure?.postgres ?? 0)) / measureSeconds
    : NaN;
  const machineNow = machineCpu();
  const machineBusy =
    (machineNow.busy - (measure?.machine.busy ?? 0)) / (machineNow.total - (measure?.machine.total ?? 0));
  const clientUsage = process.cpuUsage(measure?.client);
  const clientCpu = (clientUsage.user + clientUsage.system) / 1e6 / measureSeconds;
  const clientLagReport = clientLag?.stop() ?? { p99: NaN, max: NaN, stalls: [] };
  const serverLag = await Promise.all(servers.map((server) => server.stopLag()));
  const loadAfterSteady = load();
  const profileFiles: string[] = [];
  if (flags.cpuProf) {
    for (const server of servers) {
      const file = join(profileDir, `server-${server.name}.cpuprofile`);
      await server.stopProfile(file);
      profileFiles.push(file);
    }
  }
  await clients.drained(DRAIN_MS);
  const rssAfter = servers.map((server) => server.rss());

  // 7. Results.
  let measuredSent = 0;
  let lost = 0;
  let duplicates = 0;
  let failed = 0;
  let unacked = 0;
  for (const record of clients.records.values()) {
    if (!record.measured) continue;
    measuredSent++;
    if (record.failed) failed++;
    else if (record.deliveries === 0) lost++;
    if (record.deliveries > 1) duplicates += record.deliveries - 1;
    if (!record.acked && !record.failed) unacked++;
  }
  const latencies = [...clients.latencies].sort((a, b) => a - b);
  const acks = [...clients.ackLatencies].sort((a, b) => a - b);
  const delivered = latencies.length;
  const deliveredRate = delivered / flags.duration;
  const p = (q: number) => percentile(latencies, q);

  clients.closing = true;
  await clients.closeRange(0, flags.sockets);
  const warnings = servers.reduce((count, server) => count + server.warnings, 0);

  console.info(
    `\n## ${driver}, ${thousands(flags.sockets)} sockets, ${flags.instances} instance(s), ` +
      `${thousands(flags.rate)} messages/s for ${flags.duration} s\n`,
  );
  console.info(
    `Machine: ${cores} cores; load average ${loadAtMeasure} at the start, ${loadAfterSteady} at the end.`,
  );
  console.info(
    `Sent ${thousands(measuredSent)} (${(measuredSent / measureSeconds).toFixed(1)}/s), delivered ${thousands(delivered)} ` +
      `(${deliveredRate.toFixed(1)}/s over ${flags.duration} s; ${(clients.deliveredInWindow / measureSeconds).toFixed(1)}/s ` +
      `reached their peer while sending); lost ${lost}, duplicates ${duplicates}, refused ${failed}, ` +
      `unanswered ${unacked}; error frames ${clients.errors}, unexpected closes ${clients.unexpectedCloses}, ` +
      `server warnings ${warnings}.`,
  );
  for (const sample of clients.errorSamples) console.info(`  error frame: ${sample}`);
  console.info(
    `Delivery latency (send -> the peer's socket has the message): p50 ${ms(p(50))} ms, p95 ${ms(p(95))} ms, ` +
      `p99 ${ms(p(99))} ms, max ${ms(latencies.at(-1) ?? NaN)} ms.`,
  );
  console.info(
    `Answer to the sender ("sent"): p50 ${ms(percentile(acks, 50))} ms, p99 ${ms(percentile(acks, 99))} ms.`,
  );
  console.info(
    `CPU while sending: server ${serverCpu.map((c, k) => `${servers[k]?.name} ${(c * 100).toFixed(0)} %`).join(', ')} ` +
      `of one core${localPostgres ? `, local PostgreSQL ${(postgresCpu * 100).toFixed(0)} %` : ''}; ` +
      `this client ${(clientCpu * 100).toFixed(0)} %; the machine ${(machineBusy * 100).toFixed(0)} % busy ` +
      `(all ${cores} cores). Event-loop delay p99 / max: ` +
      servers
        .map(
          (s, k) => `server ${s.name} ${ms(serverLag[k]?.p99 ?? NaN)} / ${ms(serverLag[k]?.max ?? NaN)} ms, `,
        )
        .join('') +
      `this client ${ms(clientLagReport.p99)} / ${ms(clientLagReport.max)} ms.`,
  );
  const perMessage = (share: number) => ms((share * 1000) / (measuredSent / measureSeconds));
  console.info(
    `CPU per message: servers ${perMessage(serverCpu.reduce((a, b) => a + b, 0))} ms` +
      `${localPostgres ? `, PostgreSQL ${perMessage(postgresCpu)} ms` : ''}, this client ${perMessage(clientCpu)} ms.`,
  );
  console.info(
    `Server memory: ${flags.sockets} idle sockets cost ${kb(perSocketGc)} each (RSS after GC), ` +
      `${kb(perSocketPlain)} (RSS without GC), ${kb(perSocketHeap)} (JS heap). RSS per server: ` +
      servers
        .map(
          (s, k) =>
            `${s.name} ${mb(before[k]?.rssGc ?? NaN)} before, ${mb(idle[k]?.rssGc ?? NaN)} idle, ${mb(rssAfter[k] ?? NaN)} after sending`,
        )
        .join('; ') +
      '.',
  );
  console.info(
    '\n| database | instances | sockets | rate/s | delivered/s | p50 ms | p95 ms | p99 ms | max ms | lost | dup | ' +
      'RSS before → idle (MB) | per idle socket | server CPU | load avg |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---|---|');
  console.info(
    `| ${driver} | ${flags.instances} | ${thousands(flags.sockets)} | ${thousands(flags.rate)} | ` +
      `${deliveredRate.toFixed(0)} | ${ms(p(50))} | ${ms(p(95))} | ${ms(p(99))} | ${ms(latencies.at(-1) ?? NaN)} | ` +
      `${lost} | ${duplicates} | ${servers.map((_, k) => `${mbRound(before[k]?.rssGc)} → ${mbRound(idle[k]?.rssGc)}`).join(', ')} | ` +
      `${kb(perSocketGc)} | ${serverCpu.map((c) => `${(c * 100).toFixed(0)} %`).join(', ')} | ${loadAtMeasure.split(' / ')[0]} → ${loadAfterSteady.split(' / ')[0]} |`,
  );
  if (flags.timeline) {
    const stalls = [
      ...servers.map((s, k) => ({ name: `server ${s.name}`, stalls: serverLag[k]?.stalls ?? [] })),
      { name: 'this client', stalls: clientLagReport.stalls },
    ];
    console.info(`\n${timeline(clients, measureStart, stalls)}`);
  }
  for (const file of profileFiles) console.info(`\n${summarizeProfile(file)}`);
  if (lost > 0 || duplicates > 0) process.exitCode = 1;
}

const state: Cleanup = { servers: [] };
let cleaning: Promise<void> | undefined;
const finish = () => (cleaning ??= cleanUp(state));
process.on('SIGINT', () => void finish().finally(() => process.exit(130)));

const flags = parseFlags(process.argv.slice(2), Boolean(process.env.DATABASE_URL));
run(flags, state)
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => finish())
  .then(() => process.exit());
