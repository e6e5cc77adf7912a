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
import { loadavg } from 'node:os';
import { log } from './drill/process';
import { type DrillResult, cleanUp } from './drill/common';
import { drillKill } from './drill/kill';
import { drillScaleOut } from './drill/scale-out';
import { drillPostgresRestart } from './drill/postgres-restart';
import { drillDisk } from './drill/disk';
import { drillSoak } from './drill/soak';

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
