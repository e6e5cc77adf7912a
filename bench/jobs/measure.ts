/** Measuring one query shape of the job search benchmark with autocannon. */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { Flags } from './flags';

export interface ShapeResult {
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

/** Drives one shape (its paths in turn) with autocannon after a 2 s warm-up; latencies per response. */
export async function runShape(
  base: string,
  name: string,
  paths: string[],
  flags: Flags,
): Promise<ShapeResult> {
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
