/**
 * Reliability drills (issue #26): `npm run drill [-- --only 1,3 --soak-minutes 10]`.
 *
 * Starts the real server (src/server/main.ts) as child processes on loopback ports 3401-3410, seeds
 * drill users straight into the database, drives them with concurrent clients (jobs posted over HTTP,
 * messages over WebSockets, alerts saved, lists read), each client from its own loopback address, injects
 * a fault, and checks that every write the server acknowledged is stored exactly once and that clients
 * recovered:
 *   1. kill -9 of the app on the embedded database (PGlite) mid-burst, then a restart; and SIGTERM.
 *   2. two instances on PostgreSQL behind nginx; kill -9 of one mid-chat.
 *   3. a PostgreSQL restart mid-burst (503s, never hangs or 500s; pool and LISTEN recover by themselves).
 *   4. disk full, then a read-only data directory, under the embedded database.
 *   5. a soak of mixed load at a steady rate: memory after vs after warm-up, p99 per request type.
 * Drills 2 and 3 use a PostgreSQL cluster of their own (15/drill on port 5499, created when absent: the
 * machine's main cluster is never restarted) and nginx from the Debian packages. Drill 4 mounts a small
 * tmpfs (root only). Exits non-zero when any acknowledged write is lost or duplicated or a check fails.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
  existsSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrateDatabase, openEmbedded, openPostgres } from '../src/server/db/client';
import {
  ChatClient,
  checkJobs,
  checkMessages,
  type DrillUser,
  errorCodeOf,
  Ledger,
  log,
  median,
  mergeTallies,
  percentile,
  postJob,
  request,
  seedUsers,
  ServerProcess,
  sleep,
  type Reply,
  type Tally,
} from './drill/harness';

const run = promisify(execFile);
const PORTS = { drill1: 3401, a: 3402, b: 3403, c: 3404, d: 3405, disk: 3406, soak: 3407, nginx: 3410 };
const PG_PORT = 5499;
const PG_ADMIN_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
const PG_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/dailywork_drill`;
/** An answer slower than this during a fault counts as a hang. */
const HANG_MS = 12_000;

interface DrillResult {
  drill: string;
  passed: boolean;
  tally?: Tally;
  /** Figures for the summary and docs/benchmarks.md. */
  figures: Record<string, string | number>;
  failures: string[];
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      log(`clean-up step failed: ${(error as Error).message}`);
    }
  }
}

function runId(): string {
  return Math.random().toString(36).slice(2, 8);
}

/** Each user posts a job every `jobEveryMs` (at most `maxJobs`) and sends a message every `messageEveryMs`. */
function startLoad(options: {
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
async function drain(clients: ChatClient[], timeoutMs = 20_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && clients.some((c) => c.unanswered > 0)) await sleep(200);
  return clients.reduce((sum, c) => sum + c.unanswered, 0);
}

function tallyFailures(tally: Tally, ledger: Ledger): string[] {
  const failures: string[] = [];
  if (tally.lost > 0) failures.push(`${tally.lost} acknowledged writes lost`);
  if (tally.duplicated > 0) failures.push(`${tally.duplicated} writes stored twice`);
  if (tally.notDelivered > 0)
    failures.push(`${tally.notDelivered} acknowledged messages never reached their recipient`);
  failures.push(...tally.problems.slice(0, 10));
  failures.push(...ledger.bad.slice(0, 10));
  return failures;
}

function statuses(ledger: Ledger): string {
  return [...ledger.statuses.entries()]
    .sort()
    .map(([outcome, count]) => `${outcome}=${count}`)
    .join(' ');
}

async function seedEmbedded(dataDir: string, count: number, prefix: string): Promise<DrillUser[]> {
  const handle = await openEmbedded({ dataDir });
  try {
    await migrateDatabase(handle);
    return await seedUsers(handle.db, count, prefix);
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Drill 1: kill -9 on PGlite

async function drillKill(): Promise<DrillResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dailywork-drill1-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const users = await seedEmbedded(dataDir, 16, 'drill1-');
  const origin = `http://localhost:${PORTS.drill1}`;
  const env = { DATA_DIR: dataDir, PUBLIC_URL: origin };
  let server = new ServerProcess('app', PORTS.drill1, env);
  cleanups.push(() => server.stop());
  await server.waitHealthy();
  const ledger = new Ledger();
  const clients = users.map((u) => new ChatClient(u, server.url, origin, ledger));
  cleanups.push(() => clients.forEach((c) => c.stop()));
  await Promise.all(clients.map((c) => c.start()));
  const load = startLoad({
    users,
    clients,
    base: () => server.url,
    origin,
    ledger,
    run: runId(),
    jobEveryMs: 700,
    messageEveryMs: 2500,
    maxJobs: 15,
  });
  await sleep(3000);
  const ackedAtKill = ledger.ackedJobs + ledger.ackedMessages;
  log(`drill 1: kill -9 of the app (pid ${server.pid}) after ${ackedAtKill} acknowledged writes`);
  server.kill('SIGKILL');
  const killedAt = performance.now();
  await server.exited;
  const spawnedAt = performance.now();
  server = new ServerProcess('app (restarted)', PORTS.drill1, env);
  const serveMs = await server.waitHealthy(spawnedAt);
  const downMs = performance.now() - killedAt;
  log(
    `drill 1: serving again ${Math.round(serveMs)} ms after the restart (${Math.round(downMs)} ms after the kill)`,
  );
  // The web app's schedule waits up to 13 s between attempts once the server has been gone a while.
  await Promise.all(clients.map((c) => c.waitReady(60_000)));
  const reconnectMs = Math.max(
    ...clients.map((c) => (c.readyAt.find((t) => t > killedAt) ?? Infinity) - killedAt),
  );
  await sleep(3000);
  await load.stop();
  const unanswered = await drain(clients);
  const tally = mergeTallies(
    await checkJobs(server.url, users, ledger),
    await checkMessages(server.url, users, clients, ledger),
  );
  const failures = tallyFailures(tally, ledger);
  if (!/Taking over a stale lock/.test(server.output()))
    failures.push('the restarted app did not report taking over the lock');
  if (unanswered > 0) failures.push(`${unanswered} messages still unanswered after the drain`);

  // Graceful shutdown: SIGTERM closes every socket with 1001 (the reconnect hint) and exits 0.
  const closesBefore = clients.map((c) => c.closeCodes.length);
  const stopStarted = performance.now();
  server.kill('SIGTERM');
  const exitCode = await server.exited;
  const shutdownMs = performance.now() - stopStarted;
  await sleep(300);
  const goingAway = clients.filter((c, i) => c.closeCodes.slice(closesBefore[i]).includes(1001)).length;
  clients.forEach((c) => c.stop());
  if (exitCode !== 0) failures.push(`SIGTERM: exit code ${exitCode}`);
  if (goingAway !== clients.length)
    failures.push(`SIGTERM: ${goingAway} of ${clients.length} sockets closed with 1001`);

  // The data directory opens once more, and every acknowledged write is still there.
  server = new ServerProcess('app (third start)', PORTS.drill1, env);
  await server.waitHealthy();
  const again = await checkJobs(server.url, users, ledger);
  if (again.lost > 0 || again.duplicated > 0)
    failures.push(`after SIGTERM and a start: ${again.lost} lost, ${again.duplicated} duplicated`);
  await server.stop();
  log(`drill 1: ${statuses(ledger)}`);
  return {
    drill: '1 kill -9 (PGlite)',
    passed: failures.length === 0,
    tally,
    figures: {
      'acked writes at kill': ackedAtKill,
      'serve again after restart (ms)': Math.round(serveMs),
      'all sockets back after kill (ms)': Math.round(reconnectMs),
      'SIGTERM exit (ms)': Math.round(shutdownMs),
      'sockets closed 1001 on SIGTERM': `${goingAway}/${clients.length}`,
    },
    failures,
  };
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL and nginx for drills 2 and 3

async function ensureDrillCluster(): Promise<void> {
  const { stdout } = await run('pg_lsclusters', ['--no-header']);
  const line = stdout.split('\n').find((l) => /^15\s+drill\s/.test(l));
  if (!line) {
    log(`creating PostgreSQL cluster 15/drill on port ${PG_PORT} (trust auth, loopback only)`);
    await run('pg_createcluster', ['15', 'drill', '-p', String(PG_PORT), '--start', '--', '--auth=trust']);
  } else if (!/online/.test(line)) {
    await run('pg_ctlcluster', ['15', 'drill', 'start']);
  }
}

async function freshDrillDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query('drop database if exists dailywork_drill with (force)');
  await admin.query('create database dailywork_drill');
  await admin.end();
}

async function seedPostgres(count: number, prefix: string): Promise<DrillUser[]> {
  await ensureDrillCluster();
  await freshDrillDatabase();
  const handle = await openPostgres(PG_URL, 2);
  try {
    await migrateDatabase(handle);
    return await seedUsers(handle.db, count, prefix);
  } finally {
    await handle.close();
  }
}

async function startNginx(upstreams: number[]): Promise<ChildProcess> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (!nginx) throw new Error('nginx is not installed: apt-get install -y nginx-light');
  const prefix = mkdtempSync(join(tmpdir(), 'dailywork-nginx-'));
  cleanups.push(() => rmSync(prefix, { recursive: true, force: true }));
  const servers = upstreams
    .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`)
    .join('\n    ');
  const forwarded = `proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream app {
    ${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${PORTS.nginx};
    location /api/realtime {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      ${forwarded}
    }
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      ${forwarded}
    }
  }
}
`,
  );
  const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  });
  for (let i = 0; i < 50; i++) {
    const reply = await request(`http://127.0.0.1:${PORTS.nginx}`, 'GET', '/api/health', { timeoutMs: 2000 });
    if (reply.status === 200) return child;
    if (child.exitCode !== null) throw new Error('nginx exited at start');
    await sleep(100);
  }
  throw new Error('nginx did not answer');
}

// ---------------------------------------------------------------------------------------------------
// Drill 2: two instances behind nginx, kill -9 of one

async function drillScaleOut(): Promise<DrillResult> {
  // 20 chatting users (10 pairs), a pair for the rate-limit check.
  const users = await seedPostgres(22, 'drill2-');
  const chatters = users.slice(0, 20);
  const proxy = `http://127.0.0.1:${PORTS.nginx}`;
  const origin = `http://localhost:${PORTS.nginx}`;
  const env = { DATABASE_URL: PG_URL, PUBLIC_URL: origin, TRUST_PROXY: 'on', DATABASE_POOL_SIZE: '5' };
  const a = new ServerProcess('A', PORTS.a, env);
  const b = new ServerProcess('B', PORTS.b, env);
  cleanups.push(
    () => a.stop(),
    () => b.stop(),
  );
  await Promise.all([a.waitHealthy(), b.waitHealthy()]);
  await startNginx([PORTS.a, PORTS.b]);
  const failures: string[] = [];

  // Sessions work on both instances; rate limits count across them (requests alternate through nginx).
  const first = users[0] as DrillUser;
  for (const server of [a, b]) {
    const reply = await request(server.url, 'GET', '/api/me/jobs', {
      cookie: first.cookie,
      localAddress: first.ip,
    });
    if (reply.status !== 200) failures.push(`session refused by instance ${server.name}: ${reply.status}`);
  }
  const limited = users[20] as DrillUser;
  let accepted = 0;
  let refusedAt = 0;
  for (let i = 1; i <= 32 && !refusedAt; i++) {
    const reply = await request(proxy, 'POST', `/api/conversations/${limited.conversationId}/messages`, {
      cookie: limited.cookie,
      origin,
      localAddress: limited.ip,
      body: { clientId: `drill2-limit-${i}`, content: `limit check ${i}` },
    });
    if (reply.status === 201) accepted++;
    else if (reply.status === 429) refusedAt = i;
    else failures.push(`rate-limit check: unexpected ${reply.status}`);
  }
  if (refusedAt !== 31)
    failures.push(`the per-user send limit (30/min) across instances: refused at send ${refusedAt}`);
  // Per-IP limits see each client's own address through nginx (X-Forwarded-For, TRUST_PROXY): the contact
  // form takes 5 per hour from one address, counted on both instances; another address is not affected.
  const contact = (from: DrillUser) =>
    request(proxy, 'POST', '/api/contact', {
      origin,
      localAddress: from.ip,
      body: {
        firstName: 'Drill',
        lastName: 'Client',
        email: 'drill@example.com',
        subject: 'Reliability drill',
        message: 'Checking the per-address limit through the proxy.',
      },
    });
  const contactStatuses: number[] = [];
  for (let i = 0; i < 6; i++) contactStatuses.push((await contact(limited)).status);
  const otherAddress = (await contact(users[21] as DrillUser)).status;
  if (contactStatuses.join() !== '201,201,201,201,201,429' || otherAddress !== 201)
    failures.push(
      `per-address limit through nginx: ${contactStatuses.join()} then ${otherAddress} from another address`,
    );

  const ledger = new Ledger();
  const clients = chatters.map((u) => new ChatClient(u, proxy, origin, ledger));
  cleanups.push(() => clients.forEach((c) => c.stop()));
  await Promise.all(clients.map((c) => c.start()));
  const socketsOn = async (server: ServerProcess) =>
    ((await request(server.url, 'GET', '/api/health')).body as { realtime?: { sockets: number } }).realtime
      ?.sockets ?? 0;
  const onA = await socketsOn(a);
  log(`drill 2: sockets on A ${onA}, on B ${await socketsOn(b)}`);
  if (onA === 0) failures.push('nginx put no socket on instance A');
  const load = startLoad({
    users: chatters,
    clients,
    base: () => proxy,
    origin,
    ledger,
    run: runId(),
    jobEveryMs: 2000,
    messageEveryMs: 2500,
    maxJobs: 8,
  });
  await sleep(4000);
  const ackedAtKill = ledger.ackedJobs + ledger.ackedMessages;
  log(`drill 2: kill -9 of instance A after ${ackedAtKill} acknowledged writes`);
  a.kill('SIGKILL');
  const killedAt = performance.now();
  await a.exited;
  // Clients whose socket went down with A come back through nginx to B.
  const moved: ChatClient[] = [];
  const backAfterKill = (c: ChatClient) => c.readyAt.some((t) => t > killedAt);
  for (let waited = 0; waited < 30_000; waited += 100) {
    moved.splice(0, moved.length, ...clients.filter((c) => c.closedAt.some((t) => t > killedAt)));
    if (moved.length >= onA && moved.every(backAfterKill)) break;
    await sleep(100);
  }
  const recoverMs = Math.max(
    0,
    ...moved.map((c) => (c.readyAt.find((t) => t > killedAt) ?? Infinity) - killedAt),
  );
  log(`drill 2: ${moved.length} clients moved to B, the last one after ${Math.round(recoverMs)} ms`);
  await sleep(6000);
  await load.stop();
  const unanswered = await drain(clients);
  await sleep(1000);
  await Promise.all(clients.map((c) => c.catchUp()));
  const tally = mergeTallies(
    await checkJobs(proxy, chatters, ledger),
    await checkMessages(proxy, chatters, clients, ledger),
  );
  failures.push(...tallyFailures(tally, ledger));
  if (unanswered > 0) failures.push(`${unanswered} messages still unanswered after the drain`);
  if (moved.length !== onA) failures.push(`${onA} sockets were on A but ${moved.length} reconnected`);
  if (!Number.isFinite(recoverMs)) failures.push('not every socket of A came back through nginx within 30 s');
  clients.forEach((c) => c.stop());
  log(`drill 2: ${statuses(ledger)}`);
  await cleanUp();
  return {
    drill: '2 kill -9 of 1 of 2 instances (PostgreSQL, nginx)',
    passed: failures.length === 0,
    tally,
    figures: {
      'sockets moved A->B': moved.length,
      'last socket back (ms)': Math.round(recoverMs),
      'send limit across instances refused at': refusedAt,
      'acked before limit': accepted,
      'contact form from one address': contactStatuses.join(' '),
    },
    failures,
  };
}

// ---------------------------------------------------------------------------------------------------
// Drill 3: PostgreSQL restart

async function drillPostgresRestart(): Promise<DrillResult> {
  const users = await seedPostgres(16, 'drill3-');
  const origin = `http://localhost:${PORTS.c}`;
  const env = { DATABASE_URL: PG_URL, PUBLIC_URL: origin, DATABASE_POOL_SIZE: '5' };
  // Employers on C, workers on D: every message crosses instances through LISTEN/NOTIFY.
  const c = new ServerProcess('C', PORTS.c, env);
  const d = new ServerProcess('D', PORTS.d, { ...env, PUBLIC_URL: origin });
  cleanups.push(
    () => c.stop(),
    () => d.stop(),
  );
  await Promise.all([c.waitHealthy(), d.waitHealthy()]);
  const serverOf = (u: DrillUser) => (u.index % 2 === 0 ? c : d);
  const ledger = new Ledger();
  const clients = users.map((u) => new ChatClient(u, serverOf(u).url, origin, ledger));
  cleanups.push(() => clients.forEach((cl) => cl.stop()));
  await Promise.all(clients.map((cl) => cl.start()));
  const load = startLoad({
    users,
    clients,
    base: (u) => serverOf(u).url,
    origin,
    ledger,
    run: runId(),
    jobEveryMs: 1000,
    messageEveryMs: 2500,
    maxJobs: 15,
  });
  // Health as a load balancer sees it, every 250 ms.
  const healthLog: { at: number; c: number; d: number; ms: number }[] = [];
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const [hc, hd] = await Promise.all([
        request(c.url, 'GET', '/api/health', { timeoutMs: HANG_MS }),
        request(d.url, 'GET', '/api/health', { timeoutMs: HANG_MS }),
      ]);
      healthLog.push({ at: performance.now(), c: hc.status, d: hd.status, ms: Math.max(hc.ms, hd.ms) });
      await sleep(250);
    }
  })();
  await sleep(3000);
  const ackedAtRestart = ledger.ackedJobs + ledger.ackedMessages;
  log(`drill 3: pg_ctlcluster 15 drill restart after ${ackedAtRestart} acknowledged writes`);
  const restartAt = performance.now();
  await run('pg_ctlcluster', ['15', 'drill', 'restart']);
  const restartedAt = performance.now();
  log(`drill 3: PostgreSQL back after ${Math.round(restartedAt - restartAt)} ms`);
  // Both instances healthy again (pool and LISTEN), without a restart of the app.
  let healthyAt = 0;
  for (let i = 0; i < 120 && !healthyAt; i++) {
    const last = healthLog.at(-1);
    if (last && last.at > restartedAt && last.c === 200 && last.d === 200) healthyAt = last.at;
    else await sleep(250);
  }
  await sleep(5000);
  await load.stop();
  watching = false;
  await watch;
  const unanswered = await drain(clients);
  await sleep(1000);
  const tally = mergeTallies(
    await checkJobs(c.url, users, ledger),
    await checkMessages(c.url, users, clients, ledger),
  );
  const failures = tallyFailures(tally, ledger);
  if (!healthyAt) failures.push('the instances did not report healthy again after the restart');
  if (unanswered > 0) failures.push(`${unanswered} messages still unanswered after the drain`);
  const outage = healthLog.filter((h) => h.at > restartAt && h.at < (healthyAt || Infinity));
  if (!outage.some((h) => h.c === 503 || h.d === 503))
    failures.push('health never answered 503 during the outage');
  const slowest = Math.max(0, ...ledger.failures.map((f) => f.ms), ...healthLog.map((h) => h.ms));
  const unavailable = [...ledger.statuses.entries()]
    .filter(([k]) => /:503|service_unavailable/.test(k))
    .reduce((s, [, n]) => s + n, 0);
  for (const server of [c, d])
    if (!server.running)
      failures.push(
        `instance ${server.name} exited during the outage:\n${server.lines.slice(-12).join('\n')}`,
      );
  if (
    !/database unavailable: answered 503|realtime frame refused|health check: database unavailable/.test(
      c.output() + d.output(),
    )
  )
    failures.push('no clear log line about the outage');
  clients.forEach((cl) => cl.stop());
  log(`drill 3: ${statuses(ledger)}`);
  await cleanUp();
  return {
    drill: '3 PostgreSQL restart',
    passed: failures.length === 0,
    tally,
    figures: {
      'PG restart took (ms)': Math.round(restartedAt - restartAt),
      'healthy again after restart (ms)': healthyAt ? Math.round(healthyAt - restartedAt) : 'never',
      '503 answers': unavailable,
      'slowest failed answer (ms)': Math.round(slowest),
    },
    failures,
  };
}

// ---------------------------------------------------------------------------------------------------
// Drill 4: disk full and read-only data directory (PGlite)

async function mount(...args: string[]): Promise<void> {
  await run('mount', args);
}

function fillDisk(path: string): number {
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(1024 * 1024, 1);
  let written = 0;
  try {
    for (;;) {
      writeSync(fd, chunk);
      written += chunk.length;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    // The last few blocks too.
    const small = Buffer.alloc(4096, 1);
    try {
      for (;;) {
        writeSync(fd, small);
        written += small.length;
      }
    } catch {
      // full
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

async function drillDisk(): Promise<DrillResult> {
  if (process.getuid?.() !== 0) throw new Error('drill 4 mounts a tmpfs: run as root');
  const mountPoint = mkdtempSync(join(tmpdir(), 'dailywork-drill4-'));
  await mount('-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountPoint);
  cleanups.push(() => rmSync(mountPoint, { recursive: true, force: true }));
  cleanups.push(() => run('umount', ['-l', mountPoint]));
  const dataDir = join(mountPoint, 'data');
  mkdirSync(dataDir);
  const users = await seedEmbedded(dataDir, 8, 'drill4-');
  const origin = `http://localhost:${PORTS.disk}`;
  const env = { DATA_DIR: dataDir, PUBLIC_URL: origin };
  let server = new ServerProcess('app', PORTS.disk, env);
  cleanups.push(() => server.stop());
  await server.waitHealthy();
  const ledger = new Ledger();
  const failures: string[] = [];
  const figures: Record<string, string | number> = {};
  const run4 = runId();
  const burst = async (ms: number) => {
    const until = performance.now() + ms;
    const replies: Reply[] = [];
    while (performance.now() < until) {
      replies.push(...(await Promise.all(users.map((u) => postJob(server.url, origin, u, ledger, run4)))));
      await sleep(300);
    }
    return replies;
  };
  await burst(1500);

  // Disk full.
  const filler = join(mountPoint, 'filler');
  const filled = fillDisk(filler);
  log(`drill 4: disk full (filler ${Math.round(filled / 1048576)} MB)`);
  const duringFull = await burst(3000);
  const codes = new Set(duringFull.map((r) => `${r.status}${errorCodeOf(r) ? ` ${errorCodeOf(r)}` : ''}`));
  figures['answers while full'] = [...codes].join(', ');
  const exitedWhileFull = !server.running;
  figures['process while full'] = exitedWhileFull ? 'exited' : 'kept running';
  if (duringFull.some((r) => r.status === 201))
    log('drill 4: some posts succeeded while the disk was full (space in pages already allocated)');
  if (duringFull.some((r) => r.status === 500)) failures.push('a 500 while the disk was full');
  const logText = server.output();
  figures['log says'] = /No space left|ENOSPC|disk_full|could not extend|database unavailable/i.test(logText)
    ? 'no space'
    : 'nothing clear';
  rmSync(filler);
  log('drill 4: space back');
  const backAt = performance.now();
  if (!server.running) {
    server = new ServerProcess('app (restarted)', PORTS.disk, env);
  }
  await server.waitHealthy(backAt);
  const after = await postJob(server.url, origin, users[0] as DrillUser, ledger, run4);
  if (after.status !== 201) failures.push(`no recovery after space came back: ${after.status}`);
  figures['recovered after space back (ms)'] = Math.round(performance.now() - backAt);

  // Read-only data directory. A tmpfs with files open for writing cannot be remounted read-only, so the
  // app stops (SIGTERM), the directory becomes read-only, and the app starts on it.
  await server.stop();
  await mount('-o', 'remount,ro', mountPoint);
  log('drill 4: data directory read-only; starting the app on it');
  server = new ServerProcess('app (read-only)', PORTS.disk, env);
  const roStarted = performance.now();
  const roOutcome = await Promise.race([
    server.exited.then((code) => `exited with code ${code}`),
    server.waitHealthy(roStarted, 60_000).then(
      () => 'serving',
      () => 'not healthy',
    ),
  ]);
  figures['start on a read-only dir'] = `${roOutcome} after ${Math.round(performance.now() - roStarted)} ms`;
  const roLog = server.lines.filter((line) => /read-only|EROFS/i.test(line)).slice(0, 2);
  figures['read-only log says'] = roLog.length ? roLog.join(' / ').slice(0, 240) : 'nothing clear';
  if (!roLog.length) failures.push('no clear log line about the read-only data directory');
  if (roOutcome === 'serving') {
    const duringRo = await burst(2000);
    figures['answers while read-only'] = [
      ...new Set(duringRo.map((r) => `${r.status}${errorCodeOf(r) ? ` ${errorCodeOf(r)}` : ''}`)),
    ].join(', ');
    if (duringRo.some((r) => r.status === 500)) failures.push('a 500 while the data directory was read-only');
  }
  await server.stop();
  await mount('-o', 'remount,rw', mountPoint);
  const rwAt = performance.now();
  server = new ServerProcess('app (read-write again)', PORTS.disk, env);
  await server.waitHealthy(rwAt);
  const afterRo = await postJob(server.url, origin, users[1] as DrillUser, ledger, run4);
  if (afterRo.status !== 201) failures.push(`no recovery after read-write again: ${afterRo.status}`);
  figures['serving after rw (ms)'] = Math.round(performance.now() - rwAt);

  // No corruption: every acknowledged job is there once, complete, also after a restart.
  const tally = await checkJobs(server.url, users, ledger);
  failures.push(...tallyFailures(tally, ledger));
  await server.stop();
  server = new ServerProcess('app (after the drill)', PORTS.disk, env);
  await server.waitHealthy();
  const again = await checkJobs(server.url, users, ledger);
  if (again.lost || again.duplicated)
    failures.push(`after a restart: ${again.lost} lost, ${again.duplicated} duplicated`);
  log(`drill 4: ${statuses(ledger)}`);
  await cleanUp();
  return {
    drill: '4 disk full / read-only (PGlite)',
    passed: failures.length === 0,
    tally,
    figures,
    failures,
  };
}

// ---------------------------------------------------------------------------------------------------
// Drill 5: soak

async function drillSoak(minutes: number): Promise<DrillResult> {
  const warmupMs = Math.min(60_000, (minutes * 60_000) / 3);
  const soakMs = minutes * 60_000;
  const dataDir = mkdtempSync(join(tmpdir(), 'dailywork-drill5-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const users = await seedEmbedded(dataDir, 40, 'drill5-');
  const origin = `http://localhost:${PORTS.soak}`;
  const server = new ServerProcess('app', PORTS.soak, {
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    DEMO_DATA: 'on',
  });
  cleanups.push(() => server.stop());
  await server.waitHealthy();
  const ledger = new Ledger();
  const clients = users.map((u) => new ChatClient(u, server.url, origin, ledger));
  cleanups.push(() => clients.forEach((c) => c.stop()));
  await Promise.all(clients.map((c) => c.start()));
  const jobIds = (
    (await request(server.url, 'GET', '/api/jobs?country=IN&limit=50')).body as { jobs: { id: number }[] }
  ).jobs.map((j) => j.id);
  const run5 = runId();

  // Requests per second of each type (open loop), the whole mix ~16/s.
  const mix: Record<string, { perSecond: number; fire: (u: DrillUser) => Promise<number | undefined> }> = {
    'list jobs': {
      perSecond: 5,
      fire: async (u) =>
        timed(
          request(server.url, 'GET', `/api/jobs?country=IN&limit=20&page=${1 + (u.index % 3)}`, {
            localAddress: u.ip,
          }),
          'list',
        ),
    },
    'job detail': {
      perSecond: 3,
      fire: async (u) =>
        timed(
          request(server.url, 'GET', `/api/jobs/${jobIds[u.index % jobIds.length]}`, { localAddress: u.ip }),
          'detail',
        ),
    },
    conversations: {
      perSecond: 2,
      fire: async (u) =>
        timed(
          request(server.url, 'GET', '/api/conversations', { cookie: u.cookie, localAddress: u.ip }),
          'conversations',
        ),
    },
    'post job': {
      perSecond: 0.5,
      fire: async (u) => {
        const reply = await postJob(server.url, origin, u, ledger, run5);
        return reply.status === 201 ? reply.ms : undefined;
      },
    },
    'save alert': {
      perSecond: 0.25,
      fire: async (u) => {
        const saved = await request(server.url, 'POST', '/api/me/alerts', {
          cookie: u.cookie,
          origin,
          localAddress: u.ip,
          body: {
            country: 'IN',
            city: 'Mumbai',
            category: null,
            minPay: null,
            words: `soak ${Math.random().toString(36).slice(2, 8)}`,
          },
        });
        ledger.outcome('alert', saved);
        if (saved.status !== 201) return undefined;
        const id = (saved.body as { id: number }).id;
        const removed = await request(server.url, 'DELETE', `/api/me/alerts/${id}`, {
          cookie: u.cookie,
          origin,
          localAddress: u.ip,
        });
        ledger.outcome('alert-delete', removed);
        return saved.ms;
      },
    },
    'send message': {
      perSecond: 4,
      fire: async (u) => {
        const started = performance.now();
        const message = clients[u.index]?.send(`soak message from ${u.index}`);
        while (message && !message.acked && performance.now() - started < 30_000) await sleep(5);
        return message?.acked ? performance.now() - started : undefined;
      },
    },
  };
  async function timed(promise: Promise<Reply>, kind: string): Promise<number | undefined> {
    const reply = await promise;
    ledger.outcome(kind, reply);
    return reply.status === 200 ? reply.ms : undefined;
  }
  const latencies = new Map<string, number[]>(Object.keys(mix).map((k) => [k, []]));
  let measuring = false;
  const inFlight = new Set<Promise<void>>();
  const credit = new Map<string, number>();
  const rss: { at: number; mb: number }[] = [];
  let next = 0;
  const drive = async (ms: number) => {
    const until = performance.now() + ms;
    let sampleAt = 0;
    while (performance.now() < until) {
      for (const [kind, spec] of Object.entries(mix)) {
        credit.set(kind, (credit.get(kind) ?? 0) + spec.perSecond / 10);
        while ((credit.get(kind) ?? 0) >= 1) {
          credit.set(kind, (credit.get(kind) ?? 0) - 1);
          const u = users[next++ % users.length] as DrillUser;
          const recording = measuring;
          const p = spec.fire(u).then((ms) => {
            if (recording && ms !== undefined) latencies.get(kind)?.push(ms);
          });
          inFlight.add(p);
          void p.finally(() => inFlight.delete(p));
        }
      }
      if (performance.now() >= sampleAt) {
        rss.push({ at: performance.now(), mb: server.rssMb() });
        sampleAt = performance.now() + 5000;
      }
      await sleep(100);
    }
  };
  log(`drill 5: warm-up ${Math.round(warmupMs / 1000)} s`);
  await drive(warmupMs);
  const warmEnd = performance.now();
  const warmRss = median(rss.filter((s) => s.at > warmEnd - 30_000).map((s) => s.mb));
  log(`drill 5: soak ${minutes} min (RSS after warm-up ${warmRss.toFixed(1)} MB)`);
  measuring = true;
  await drive(soakMs);
  const soakEnd = performance.now();
  measuring = false;
  await Promise.all([...inFlight]);
  const endRss = median(rss.filter((s) => s.at > soakEnd - 30_000).map((s) => s.mb));
  const unanswered = await drain(clients);
  const tally = mergeTallies(
    await checkJobs(server.url, users, ledger),
    await checkMessages(server.url, users, clients, ledger),
  );
  const failures = tallyFailures(tally, ledger);
  if (unanswered > 0) failures.push(`${unanswered} messages still unanswered after the drain`);
  const growth = (endRss - warmRss) / warmRss;
  if (growth > 0.1) failures.push(`memory grew ${(growth * 100).toFixed(1)}% (over 10%)`);
  const figures: Record<string, string | number> = {
    'RSS after warm-up (MB)': warmRss.toFixed(1),
    'RSS after soak (MB)': endRss.toFixed(1),
    'RSS change': `${(growth * 100).toFixed(1)}%`,
  };
  for (const [kind, values] of latencies) {
    figures[`${kind} p99 (ms)`] =
      `${Math.round(percentile(values, 99))} (p50 ${Math.round(percentile(values, 50))}, n=${values.length})`;
  }
  const errors = [...ledger.statuses.entries()].filter(([k]) => !/:20[01]$|:204$|send:sent/.test(k));
  if (errors.length) failures.push(`unexpected answers: ${errors.map(([k, n]) => `${k}=${n}`).join(' ')}`);
  clients.forEach((c) => c.stop());
  log(`drill 5: ${statuses(ledger)}`);
  await cleanUp();
  return { drill: `5 soak ${minutes} min (PGlite)`, passed: failures.length === 0, tally, figures, failures };
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const only = (value('only') ?? '1,2,3,4,5').split(',').map(Number);
  const soakMinutes = Number(value('soak-minutes') ?? 10);
  if (!(soakMinutes > 0)) throw new Error('--soak-minutes must be above 0');
  const drills: Record<number, () => Promise<DrillResult>> = {
    1: drillKill,
    2: drillScaleOut,
    3: drillPostgresRestart,
    4: drillDisk,
    5: () => drillSoak(soakMinutes),
  };
  const started = new Date();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  log(`starting drills ${only.join(', ')} at ${started.toISOString()} (load ${load})`);
  const results: DrillResult[] = [];
  for (const n of only) {
    const drill = drills[n];
    if (!drill) throw new Error(`no drill ${n}`);
    // Each drill is bounded: its own time plus the soak's.
    const bound = (n === 5 ? soakMinutes * 60_000 + 240_000 : 0) + 240_000;
    let timer: NodeJS.Timeout | undefined;
    try {
      results.push(
        await Promise.race([
          drill(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`drill ${n} took longer than ${bound / 1000} s`)),
              bound,
            );
          }),
        ]),
      );
    } catch (error) {
      results.push({
        drill: String(n),
        passed: false,
        figures: {},
        failures: [(error as Error).message.slice(0, 2000)],
      });
    } finally {
      clearTimeout(timer);
      await cleanUp();
    }
  }
  console.log(
    `\nDrills at ${started.toISOString()}, load before ${load}, after ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}\n`,
  );
  console.log('| drill | result | acked writes | lost | duplicated | in doubt | not delivered | figures |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const t = r.tally;
    const figures = Object.entries(r.figures)
      .map(([k, v]) => `${k}: ${v}`)
      .join('; ');
    console.log(
      `| ${r.drill} | ${r.passed ? 'pass' : 'FAIL'} | ${t?.acked ?? '-'} | ${t?.lost ?? '-'} | ${t?.duplicated ?? '-'} | ${t?.inDoubt ?? '-'} | ${t?.notDelivered ?? '-'} | ${figures} |`,
    );
  }
  for (const r of results.filter((x) => !x.passed))
    console.log(`\nDrill ${r.drill} failed:\n  ${r.failures.join('\n  ')}`);
  process.exitCode = results.every((r) => r.passed) ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exitCode = 1;
  })
  .finally(() => setTimeout(() => process.exit(), 500).unref());
