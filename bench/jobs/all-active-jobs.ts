/**
 * The original approach the job search benchmark compares with: every active job sent to the browser in
 * one response (a route added to the benchmark's app, and its size and time as JSON and on the wire).
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { checkedRows, column } from '../../src/server/db/rows';

/** The original approach: one response with every active job, newest first (streamed in batches). */
export function registerAllActiveJobsRoute(app: Awaited<ReturnType<typeof buildApp>>, db: Database): void {
  app.get('/bench/all-active-jobs', async (_request, reply) => {
    async function* body() {
      yield '[';
      let first = true;
      let after: number | undefined;
      for (;;) {
        // Newest first by id (ids grow with time): the primary key serves each batch.
        const rows = await checkedRows(
          db,
          z.object({ row: z.string(), id: column.number }),
          sql`select row_to_json(jobs)::text as row, id from jobs
              where status = 'active' ${after ? sql`and id < ${after}` : sql``}
              order by id desc limit 5000`,
        );
        const last = rows.at(-1);
        if (!last) break;
        after = last.id;
        const chunk = rows.map((r) => r.row).join(',');
        yield first ? chunk : `,${chunk}`;
        first = false;
      }
      yield ']';
    }
    return reply.type('application/json').send(Readable.from(body()));
  });
}

/** The whole response as JSON, uncompressed: its size and how long it took. */
export async function measureAll(base: string): Promise<{ bytes: number; ms: number }> {
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
export async function measureWire(base: string): Promise<{ bytes: number; ms: number }> {
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
