/** Drill 3: a PostgreSQL restart mid-burst: 503s, never hangs or 500s; pool and LISTEN recover. */
import { request } from './http';
import { checkJobs, checkMessages, Ledger, mergeTallies } from './ledger';
import { log, ServerProcess, sleep } from './process';
import type { DrillUser } from './users';
import {
  type DrillResult,
  HANG_MS,
  PG_URL,
  PORTS,
  cleanUp,
  cleanups,
  connectClients,
  drain,
  run,
  runId,
  startLoad,
  statuses,
  tallyFailures,
} from './common';
import { seedPostgres } from './postgres';

// Drill 3: PostgreSQL restart

export async function drillPostgresRestart(): Promise<DrillResult> {
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
  const clients = await connectClients(users, (u) => serverOf(u).url, origin, ledger);
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
    // Set to false below, after this loop started; TypeScript keeps it narrowed to true in here.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
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
