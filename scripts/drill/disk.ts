/** Drill 4: disk full, then a read-only data directory, under the embedded database. */
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorCodeOf, type Reply } from './http';
import { checkJobs, Ledger, postJob } from './ledger';
import { log, ServerProcess, sleep } from './process';
import type { DrillUser } from './users';
import {
  type DrillResult,
  PORTS,
  cleanUp,
  cleanups,
  run,
  runId,
  seedEmbedded,
  statuses,
  tallyFailures,
} from './common';

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

export async function drillDisk(): Promise<DrillResult> {
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
