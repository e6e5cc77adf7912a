/** Drill 5: a soak of mixed load at a steady rate: memory after vs after warm-up, p99 per request type. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, type Reply } from './http';
import { checkJobs, checkMessages, Ledger, mergeTallies, postJob } from './ledger';
import { log, ServerProcess, sleep } from './process';
import { median, percentile } from './stats';
import type { DrillUser } from './users';
import {
  type DrillResult,
  PORTS,
  cleanUp,
  cleanups,
  connectClients,
  drain,
  runId,
  seedEmbedded,
  statuses,
  tallyFailures,
} from './common';

// Drill 5: soak

export async function drillSoak(minutes: number): Promise<DrillResult> {
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
  const clients = await connectClients(users, () => server.url, origin, ledger);
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
