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
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openEmbedded, openPostgres } from '../src/server/db/client';
import { freePort } from '../scripts/app-process';
import { Clients } from './realtime/clients';
import { checkBenchDatabase, deleteBenchRows, seed, type BenchUser, type Pair } from './realtime/database';
import { parseFlags, type Flags } from './realtime/flags';
import {
  kb,
  load,
  machineCpu,
  mb,
  mbRound,
  ms,
  percentile,
  postgresCpuSeconds,
  sampleMemory,
  sleep,
  thousands,
} from './realtime/measure';
import { summarizeProfile, timeline } from './realtime/report';
import { ORIGIN, ServerProcess, startStallTracker } from './realtime/server';

/** After the last send, how long to wait for the next message still on its way before counting the rest lost. */
const DRAIN_MS = 15_000;

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
void run(flags, state)
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => finish())
  .then(() => process.exit());
