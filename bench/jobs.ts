/**
 * Job search benchmark: `npm run bench:jobs [-- --jobs N --duration S --connections C --explain --reuse]`.
 *
 * Seeds N jobs (INSERT … SELECT generate_series; 1,000,000 on PostgreSQL when DATABASE_URL is set,
 * 100,000 on an in-memory PGlite otherwise), starts the real app (buildApp + listen on a free port)
 * and drives the HTTP API with autocannon, reporting p50/p95/p99 latency and requests/s per query
 * shape. Then it measures the original approach: every active job sent to the browser in one response.
 *
 * This file runs the two processes (serve, drive); its parts are in jobs/: flags, seed, shapes (the
 * scenarios), measure (autocannon), all-active-jobs (the original approach), explain, report.
 *
 * DATABASE_URL must name a database made for the benchmark: the script refuses a database that has
 * jobs it did not seed (--reuse keeps jobs an earlier run seeded, for repeated runs and --explain).
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../src/server/app';
import { loadEnv } from '../src/server/env';
import { migrateDatabase, openEmbedded, openPostgres } from '../src/server/db/client';
import { checkedRows, column } from '../src/server/db/rows';
import { DevOutbox } from '../src/server/email/mailer';
import { InProcessBus } from '../src/server/realtime/bus';
import { measureAll, measureWire, registerAllActiveJobsRoute } from './jobs/all-active-jobs';
import { explainShapes } from './jobs/explain';
import { parseFlags, type Flags } from './jobs/flags';
import { runShape, type ShapeResult } from './jobs/measure';
import { printReport } from './jobs/report';
import { BENCH_KEY, FREQUENT_WORD, RARE_WORD, seed } from './jobs/seed';
import { CITY, checkShapes, jobShapes, type Shape } from './jobs/shapes';

export interface ServerReady {
  type: 'ready';
  port: number;
  driver: string;
  shapes: Shape[];
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

  const [{ n: existing } = { n: 0 }] = await checkedRows(
    handle.db,
    z.object({ n: column.number }),
    sql`select count(*)::int as n from jobs`,
  );
  const [marker] = await checkedRows(
    handle.db,
    z.object({ value: z.string() }),
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

  const [stats] = await checkedRows(
    handle.db,
    z.object({ active: column.number, frequent: column.number, rare: column.number, city: column.number }),
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

  const shapes = await jobShapes(base);
  await checkShapes(base, shapes);
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
    child.on('message', (message: ServerReady) => {
      resolve(message);
    });
    child.on('exit', (code) => reject(new Error(`the server process exited (${code})`)));
  });
  const base = `http://127.0.0.1:${ready.port}`;

  // A calibration line: the same server answering `select 1`. On a shared machine, compare with it.
  const shapes: Shape[] = [['Baseline: GET /api/health (select 1)', ['/api/health']], ...ready.shapes];
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

  printReport({ driver: ready.driver, flags, results, plain, wire });
}

const flags = parseFlags(process.argv.slice(2), Boolean(process.env.DATABASE_URL));
(process.argv.includes('--serve') ? serve(flags) : drive(flags)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
