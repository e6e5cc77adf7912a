/** Drill 1: kill -9 of the app on the embedded database (PGlite) mid-burst, a restart, and SIGTERM. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkJobs, checkMessages, Ledger, mergeTallies } from './ledger';
import { log, ServerProcess, sleep } from './process';
import {
  type DrillResult,
  PORTS,
  cleanups,
  connectClients,
  drain,
  runId,
  seedEmbedded,
  startLoad,
  statuses,
  tallyFailures,
} from './common';

// Drill 1: kill -9 on PGlite

export async function drillKill(): Promise<DrillResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dailywork-drill1-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const users = await seedEmbedded(dataDir, 16, 'drill1-');
  const origin = `http://localhost:${PORTS.drill1}`;
  const env = { DATA_DIR: dataDir, PUBLIC_URL: origin };
  let server = new ServerProcess('app', PORTS.drill1, env);
  cleanups.push(() => server.stop());
  await server.waitHealthy();
  const ledger = new Ledger();
  const clients = await connectClients(users, () => server.url, origin, ledger);
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
