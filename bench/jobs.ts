/**
 * Job search benchmark: `npm run bench:jobs [-- --jobs N --duration S --connections C --explain --reuse]`.
 *
 * Seeds N jobs (INSERT … SELECT generate_series; 1,000,000 on PostgreSQL when DATABASE_URL is set,
 * 100,000 on an in-memory PGlite otherwise), starts the real app (buildApp + listen on a free port)
 * and drives the HTTP API with autocannon, reporting p50/p95/p99 latency and requests/s per query
 * shape. Then it measures the original approach: every active job sent to the browser in one response.
 *
 * DATABASE_URL must name a database made for the benchmark: the script refuses a database that has
 * jobs it did not seed (--reuse keeps jobs an earlier run seeded, for repeated runs and --explain).
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { Readable } from 'node:stream';
import autocannon from 'autocannon';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import * as schema from '../src/server/db/schema';
import { buildApp } from '../src/server/app';
import { loadEnv } from '../src/server/env';
import {
  migrateDatabase,
  openEmbedded,
  openPostgres,
  queryRows,
  type Database,
  type DatabaseHandle,
} from '../src/server/db/client';
import { DevOutbox } from '../src/server/email/mailer';
import { InProcessBus } from '../src/server/realtime/bus';
import { RateLimiter } from '../src/server/plugins/rate-limit';
import { jobsRepos } from '../src/server/features/jobs/jobs.repo';
import { JobsService } from '../src/server/features/jobs/jobs.service';
import { CATEGORIES } from '../src/shared/categories';
import { CITIES, POPULAR_CITIES, locationLabel } from '../src/shared/geo';
import { jobListQuerySchema } from '../src/shared/api/jobs';
import { decodeJobCursor, encodeJobCursor } from '../src/shared/jobs';

/** Fixed words: "helper" is in about a third of the jobs, "locksmith" in about 1 in 10,000. */
export const FREQUENT_WORD = 'helper';
export const RARE_WORD = 'locksmith';
const CITY = 'mumbai';

interface Flags {
  jobs: number;
  duration: number;
  connections: number;
  explain: boolean;
  reuse: boolean;
}

function parseFlags(argv: string[], postgres: boolean): Flags {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return {
    jobs: Number(value('jobs') ?? (postgres ? 1_000_000 : 100_000)),
    duration: Number(value('duration') ?? 10),
    connections: Number(value('connections') ?? 10),
    explain: argv.includes('--explain'),
    reuse: argv.includes('--reuse'),
  };
}

const BENCH_KEY = 'bench_jobs_seeded';

const literal = (values: readonly (string | number)[]) =>
  `array[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(',')}]`;

/** Cities of a country, popular ones repeated so they get more jobs (a realistic, skewed spread). */
function cityPool(country: 'IN' | 'US'): number[] {
  const pool: number[] = [];
  const popular = POPULAR_CITIES[country];
  CITIES.forEach((city, index) => {
    if (city.country !== country) return;
    const rank = popular.findIndex((p) => p.slug === city.slug);
    const weight = rank >= 0 ? 3 * (popular.length - rank) : 1;
    for (let i = 0; i < weight; i++) pool.push(index + 1);
  });
  return pool;
}

const TITLES: Record<string, string[]> = {
  'household-work': ['House help needed', 'Maid for daily chores', 'Helper for elderly couple'],
  'delivery-transport': ['Delivery rider', 'Tempo driver for deliveries', 'Loading helper for transport'],
  construction: ['Mason helper for building site', 'Labourers for road work', 'Carpenter for site work'],
  'shop-assistant': ['Shop assistant for festival season', 'Counter helper in store', 'Billing staff'],
  'security-guard': ['Security guard for society gate', 'Night watchman', 'Guard for warehouse'],
  cooking: ['Cook for family', 'Tiffin cook', 'Kitchen helper for restaurant'],
  cleaning: ['Cleaning staff for office', 'House cleaning help', 'Cleaner for shop floor'],
  gardening: ['Gardener for bungalow', 'Mali for garden upkeep', 'Lawn care worker'],
  painting: ['Painter for flat repainting', 'Wall painting work', 'Painter and polish work'],
  other: ['Event setup crew', 'Office assistant for a day', 'General worker needed'],
};

const VOCABULARY = (
  'work daily payment cash evening morning experience required family shop hours lunch provided weekly ' +
  'site near station tools given start today tomorrow urgent team small big house flat office building ' +
  'clean cook drive carry lift paint water plants guard gate customers stock counter bill food tea ' +
  'honest hardworking punctual friendly local language hindi english marathi tamil telugu kannada ' +
  'bengali gujarati safety shoes uniform helmet transport travel allowance overtime sunday off weekend ' +
  'festival season wedding event stage tent chairs tables boxes furniture delivery orders scooter'
).split(' ');

/** Seeds `count` jobs with one INSERT … SELECT; indexes are dropped first and rebuilt after. */
async function seed(db: Database, count: number): Promise<void> {
  const cities = CITIES;
  const categories = CATEGORIES;
  const inPool = cityPool('IN');
  const usPool = cityPool('US');
  const titles = categories.flatMap((category) => TITLES[category.slug] ?? []);
  const arrays = {
    slug: literal(cities.map((c) => c.slug)),
    name: literal(cities.map((c) => c.name)),
    state: literal(cities.map((c) => c.state)),
    group: literal(cities.map((c) => c.stateGroup)),
    label: literal(cities.map((c) => locationLabel(c))),
    inPool: literal(inPool),
    usPool: literal(usPool),
    category: literal(categories.map((c) => c.slug)),
    categoryLabel: literal(categories.map((c) => c.label)),
    titles: literal(titles),
    vocab: literal(VOCABULARY),
  };
  const indexes = await queryRows<{ indexname: string; indexdef: string }>(
    db,
    sql`select indexname, indexdef from pg_indexes where tablename = 'jobs' and indexname <> 'jobs_pkey'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));

  const now = Date.now();
  // r: uniform random numbers per row; every choice below reads them, so one row is consistent.
  await db.execute(
    sql.raw(`
    insert into jobs (user_id, title, category, daily_salary, currency, location, city, city_slug, state,
      state_group, country, description, phone, timing, urgency, featured, status, is_demo, search_text,
      created_at, updated_at, expires_at)
    select null, title, category, pay, currency, location, city, slug, state, grp, country, description,
      phone, timing, urgency, urgency <> 'normal', status, false,
      lower(title || E'\\n' || description || E'\\n' || location || E'\\n' || category_label),
      created_at, created_at, created_at + interval '30 days'
    from (
      select *,
        (${arrays.titles})[(category_index - 1) * 3 + 1 + floor(r[4] * 3)::int]
          || ' in ' || (${arrays.name})[city_index] as title,
        (${arrays.label})[city_index] as location,
        (${arrays.name})[city_index] as city,
        (${arrays.slug})[city_index] as slug,
        (${arrays.state})[city_index] as state,
        (${arrays.group})[city_index] as grp,
        (${arrays.category})[category_index] as category,
        (${arrays.categoryLabel})[category_index] as category_label,
        case when country = 'IN' then 'INR' else 'USD' end as currency,
        case when country = 'IN' then 200 + floor(power(r[5], 1.5) * 30)::int * 50
             else 50 + floor(r[5] * 50)::int * 5 end as pay,
        case when r[6] < 0.4 then null when r[6] < 0.55 then 'morning' when r[6] < 0.7 then 'evening'
             when r[6] < 0.85 then 'full-day' else 'flexible' end as timing,
        case when r[7] < 0.7 then 'normal' when r[7] < 0.9 then 'urgent' else 'immediate' end as urgency,
        case when r[8] < 0.05 then 'closed' when r[8] < 0.08 then 'expired' else 'active' end as status,
        -- 2% are still 'active' but past their expiry (the sweep has not run yet).
        to_timestamp(${now / 1000}) - case when r[8] >= 0.05 and r[8] < 0.1
          then interval '31 days' + r[9] * interval '20 days' else r[9] * interval '29 days' end as created_at_raw,
        (case when r[10] < 0.2 then '${FREQUENT_WORD} needed. ' else '' end)
          || array_to_string(array(select (${arrays.vocab})[1 + floor(power(random(), 1.6) * ${VOCABULARY.length})::int]
               from generate_series(1, 8 + g % 9) where g > 0), ' ')
          || case when r[11] < 0.0001 then ' ${RARE_WORD}' else '' end || '.' as description,
        case when country = 'IN' then '98' || lpad((g % 100000000)::text, 8, '0')
             else '+1 (212) 555-' || lpad((g % 10000)::text, 4, '0') end as phone
      from (
        select g, r, case when r[1] < 0.7 then 'IN' else 'US' end as country,
          case when r[1] < 0.7 then (${arrays.inPool})[1 + floor(r[2] * ${inPool.length})::int]
               else (${arrays.usPool})[1 + floor(r[2] * ${usPool.length})::int] end as city_index,
          1 + floor(r[3] * ${categories.length})::int as category_index
        from (
          select g, array[random(), random(), random(), random(), random(), random(), random(),
            random(), random(), random(), random()] as r
          from generate_series(1, ${count}) as g
        ) as numbers
      ) as choices
    ) as rows, lateral (select date_trunc('milliseconds', created_at_raw) as created_at) as t
  `),
  );
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`vacuum analyze jobs`);
  await db.execute(
    sql`insert into app_meta (key, value) values (${BENCH_KEY}, ${String(count)})
        on conflict (key) do update set value = excluded.value`,
  );
}

interface ShapeResult {
  name: string;
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** The machine's 1-minute load average before and after the shape (2 cores: above 2 is contention). */
  load: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

async function runShape(base: string, name: string, paths: string[], flags: Flags): Promise<ShapeResult> {
  const requests = paths.map((path) => ({ method: 'GET' as const, path }));
  const headers = { 'accept-encoding': 'gzip' };
  // Warm-up (not measured).
  await autocannon({ url: base, connections: flags.connections, duration: 2, requests, headers });
  const loadBefore = loadavg()[0] ?? 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections: flags.connections, duration: flags.duration, requests, headers },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    path: paths.join(' + '),
    requests: latencies.length,
    rps: latencies.length / flags.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.non2xx + result.errors + result.timeouts,
    load: `${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
  };
}

/** The original approach: one response with every active job, newest first (streamed in batches). */
function registerAllActiveJobsRoute(app: Awaited<ReturnType<typeof buildApp>>, db: Database): void {
  app.get('/bench/all-active-jobs', async (_request, reply) => {
    async function* body() {
      yield '[';
      let first = true;
      let after: number | undefined;
      for (;;) {
        // Newest first by id (ids grow with time): the primary key serves each batch.
        const rows = await queryRows<{ row: string; id: string | number }>(
          db,
          sql`select row_to_json(jobs)::text as row, id from jobs
              where status = 'active' ${after ? sql`and id < ${after}` : sql``}
              order by id desc limit 5000`,
        );
        if (rows.length === 0) break;
        after = Number((rows[rows.length - 1] as { id: string | number }).id);
        const chunk = rows.map((r) => r.row).join(',');
        yield first ? chunk : `,${chunk}`;
        first = false;
      }
      yield ']';
    }
    return reply.type('application/json').send(Readable.from(body()));
  });
}

async function measureAll(base: string): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/bench/all-active-jobs`, {
    headers: { 'accept-encoding': 'identity' },
  });
  let bytes = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    bytes += chunk.value.byteLength;
  }
  return { bytes, ms: performance.now() - started };
}

/** The bytes on the wire of the whole response with gzip (node:http, no decompression). */
async function measureWire(base: string): Promise<{ bytes: number; ms: number }> {
  const { request } = await import('node:http');
  const url = new URL(`${base}/bench/all-active-jobs`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** EXPLAIN ANALYZE of every query a shape runs, through the real service code. */
async function explainShapes(handle: DatabaseHandle, shapes: [string, string[]][]): Promise<void> {
  // The service's queries are logged as they run, then explained one by one.
  const logged: { text: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void logged.push({ text, params }) };
  const logging = (handle.driver === 'pglite'
    ? drizzlePglite(handle.pglite, { schema, logger })
    : drizzlePostgres(handle.pool, { schema, logger })) as unknown as Database;
  const service = new JobsService(jobsRepos(logging), () => new Date(), new RateLimiter(handle.db));
  for (const [name, paths] of shapes) {
    for (const path of paths) {
      console.info(`\n===== ${name}: ${path}`);
      const query = jobListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
      logged.length = 0;
      await service.list(query, null);
      for (const { text, params } of logged) {
        const plan = await queryRows<Record<string, string>>(
          handle.db,
          sql.raw(`explain (analyze, buffers) ${inline(text, params)}`),
        );
        console.info(
          `\n${text.replace(/\s+/g, ' ').slice(0, 400)}\n${plan.map((row) => Object.values(row)[0]).join('\n')}`,
        );
      }
    }
  }
}

/** Parameters inlined as literals (EXPLAIN cannot take bind parameters through every driver). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}

interface ServerReady {
  type: 'ready';
  port: number;
  driver: string;
  shapes: [string, string[]][];
}

/**
 * The server side, in its own process so the load generator does not share its event loop: opens
 * and seeds the database, starts the app on a free port and tells the parent where.
 */
async function serve(flags: Flags): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const handle = databaseUrl ? await openPostgres(databaseUrl, 10) : await openEmbedded();
  await migrateDatabase(handle);
  const driver = handle.driver === 'postgres' ? 'PostgreSQL' : 'PGlite';

  const [{ n: existing } = { n: 0 }] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from jobs`,
  );
  const [marker] = await queryRows<{ value: string }>(
    handle.db,
    sql`select value from app_meta where key = ${BENCH_KEY}`,
  );
  if (flags.reuse && marker) {
    console.info(`Reusing ${existing} jobs seeded by an earlier run (${marker.value} requested).`);
  } else {
    if (existing > 0) {
      throw new Error(
        `The database already has ${existing} jobs. Use a database made for the benchmark` +
          (marker ? ' (or --reuse to keep the jobs an earlier run seeded).' : '.'),
      );
    }
    const started = performance.now();
    await seed(handle.db, flags.jobs);
    console.info(
      `Seeded ${flags.jobs} jobs on ${driver} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  }

  const [stats] = await queryRows<{ active: number; frequent: number; rare: number; city: number }>(
    handle.db,
    sql`select count(*) filter (where status = 'active' and expires_at > now())::int as active,
          count(*) filter (where country = 'IN' and search_text like ${`%${FREQUENT_WORD}%`})::int as frequent,
          count(*) filter (where country = 'IN' and search_text like ${`%${RARE_WORD}%`})::int as rare,
          count(*) filter (where city_slug = ${CITY})::int as city
        from jobs`,
  );
  console.info(
    `Jobs: ${flags.jobs} total, ${stats?.active} active and unexpired; India jobs with "${FREQUENT_WORD}": ` +
      `${stats?.frequent}, with "${RARE_WORD}": ${stats?.rare}; in ${CITY}: ${stats?.city}.`,
  );

  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp({
    env,
    database: handle,
    mailer: new DevOutbox(() => {}),
    bus: new InProcessBus(),
    authSecret: env.AUTH_SECRET as string,
    logger: false,
    webDir: '/nonexistent-bench-web-dir',
  });
  registerAllActiveJobsRoute(app, handle.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;

  // The city shape alternates the city's first page and the first page of its Nearby section.
  const cityFirst = `/api/jobs?city=${CITY}`;
  const firstPage = (await (await fetch(`${base}${cityFirst}&limit=1`)).json()) as { nextCursor: string };
  const decoded = decodeJobCursor(firstPage.nextCursor);
  if (!decoded) throw new Error('no cursor on the city page');
  const nearbyCursor = encodeJobCursor({ order: decoded.order, query: decoded.query, section: 1 });
  const shapes: [string, string[]][] = [
    ['First page (India, newest)', ['/api/jobs?country=IN']],
    [`Search, frequent word "${FREQUENT_WORD}"`, [`/api/jobs?country=IN&search=${FREQUENT_WORD}`]],
    [`Search, rare word "${RARE_WORD}"`, [`/api/jobs?country=IN&search=${RARE_WORD}`]],
    [
      `City page "${CITY}" + its Nearby section`,
      [cityFirst, `${cityFirst}&cursor=${encodeURIComponent(nearbyCursor)}`],
    ],
    [
      'Filtered + sorted (household, ₹500-700, morning, highest pay)',
      ['/api/jobs?country=IN&types=household&pay=500-700&timing=morning&sort=pay-desc'],
    ],
  ];
  for (const [, paths] of shapes) {
    for (const path of paths) {
      const response = await fetch(base + path);
      const body = (await response.json()) as { jobs?: { nearby?: boolean }[]; total?: number };
      if (response.status !== 200 || !body.jobs?.length) throw new Error(`${path}: ${response.status}`);
      const nearby = body.jobs.filter((job) => job.nearby).length;
      console.info(
        `${path.slice(0, 90)} -> ${body.jobs.length} jobs (${nearby} nearby), total ${body.total}`,
      );
    }
  }
  if (flags.explain) await explainShapes(handle, shapes);

  const ready: ServerReady = { type: 'ready', port, driver, shapes };
  process.send?.(ready);
  process.on('message', (message: { type?: string }) => {
    if (message.type !== 'stop') return;
    void app
      .close()
      .then(() => handle.close())
      .then(() => process.exit(0));
  });
}

/** The load side: starts the server process, drives every shape with autocannon, prints the table. */
async function drive(flags: Flags): Promise<void> {
  const { fork } = await import('node:child_process');
  const child = fork(fileURLToPath(import.meta.url), [...process.argv.slice(2), '--serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    child.on('message', (message: ServerReady) => message.type === 'ready' && resolve(message));
    child.on('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  const base = `http://127.0.0.1:${ready.port}`;

  // A calibration line: the same server answering `select 1`. On a shared machine, compare with it.
  const shapes: [string, string[]][] = [
    ['Baseline: GET /api/health (select 1)', ['/api/health']],
    ...ready.shapes,
  ];
  const results: ShapeResult[] = [];
  for (const [name, paths] of shapes) {
    const result = await runShape(base, name, paths, flags);
    results.push(result);
    console.info(
      `${name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
        `p99 ${result.p99.toFixed(1)} ms (${result.errors} errors, load ${result.load})`,
    );
  }
  const plain = await measureAll(base);
  const wire = await measureWire(base);
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.send({ type: 'stop' });
  await exited;

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.info(
    `\n## ${ready.driver}, ${flags.jobs.toLocaleString('en')} jobs, ${flags.connections} connections, ` +
      `${flags.duration} s per shape\n`,
  );
  console.info('| shape | req/s | p50 ms | p95 ms | p99 ms | errors | load avg |');
  console.info('|---|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    console.info(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.load} |`,
    );
  }
  console.info(
    `\nOriginal approach (every active job in one response): ${mb(plain.bytes)} of JSON in ` +
      `${(plain.ms / 1000).toFixed(1)} s; with gzip ${mb(wire.bytes)} on the wire in ${(wire.ms / 1000).toFixed(1)} s.`,
  );
}

const flags = parseFlags(process.argv.slice(2), Boolean(process.env.DATABASE_URL));
(process.argv.includes('--serve') ? serve(flags) : drive(flags)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
