/** Measurements: percentiles, machine and PostgreSQL CPU, load, units, server memory samples. */
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { ServerProcess } from './server';
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** Busy and total jiffies of the whole machine, from /proc/stat. */
export function machineCpu(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9);
  const [u = 0, n = 0, s = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields.map(Number);
  const total = u + n + s + idle + iowait + irq + softirq + steal;
  return { busy: total - idle - iowait, total };
}

/**
 * CPU seconds used so far by every local process named "postgres" (the whole local PostgreSQL server:
 * backends, WAL writer, checkpointer). Only meaningful when the database runs on this machine.
 */
export function postgresCpuSeconds(): number {
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

export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const mbRound = (bytes: number | undefined) => ((bytes ?? NaN) / 1024 / 1024).toFixed(0);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => value.toFixed(1);
export const thousands = (value: number) => Math.round(value).toLocaleString('en');

/** Memory of each server: median of plain VmRSS samples, then median of samples each after a full GC. */
export async function sampleMemory(
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
