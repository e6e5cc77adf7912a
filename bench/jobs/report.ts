/** The job search benchmark's report: a Markdown table of the shapes, then the original approach. */
import type { Flags } from './flags';
import type { ShapeResult } from './measure';

interface Transfer {
  bytes: number;
  ms: number;
}

export function printReport({
  driver,
  flags,
  results,
  plain,
  wire,
}: {
  driver: string;
  flags: Flags;
  results: ShapeResult[];
  /** The original approach as JSON, uncompressed. */
  plain: Transfer;
  /** The same with gzip, on the wire. */
  wire: Transfer;
}): void {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.info(
    `\n## ${driver}, ${flags.jobs.toLocaleString('en')} jobs, ${flags.connections} connections, ` +
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
