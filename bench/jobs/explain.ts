/** `--explain`: EXPLAIN ANALYZE of the queries the jobs service runs for each shape. */
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import { checkedRows } from '../../src/server/db/rows';
import * as schema from '../../src/server/db/schema';
import { jobsRepos } from '../../src/server/features/jobs/jobs.repo';
import { JobsService } from '../../src/server/features/jobs/jobs.service';
import { RateLimiter } from '../../src/server/plugins/rate-limit';
import { jobListQuerySchema } from '../../src/shared/api/jobs';
import type { Shape } from './shapes';

/** EXPLAIN ANALYZE of every query a shape runs, through the real service code. */
export async function explainShapes(handle: DatabaseHandle, shapes: Shape[]): Promise<void> {
  // The service's queries are logged as they run, then explained one by one.
  const logged: { text: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => void logged.push({ text, params }) };
  const logging = (handle.driver === 'pglite'
    ? drizzlePglite(handle.pglite, { schema, logger })
    : drizzlePostgres(handle.pool, { schema, logger })) as unknown as Database;
  const service = new JobsService(jobsRepos(logging), () => new Date(), new RateLimiter(handle.db));
  for (const [name, paths] of shapes) {
    for (const path of paths) {
      console.info(`\n===== ${name}: ${path}`);
      const query = jobListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
      logged.length = 0;
      await service.list(query, null);
      for (const { text, params } of logged) {
        const plan = await checkedRows(
          handle.db,
          z.record(z.string(), z.string()),
          sql.raw(`explain (analyze, buffers) ${inline(text, params)}`),
        );
        console.info(
          `\n${text.replace(/\s+/g, ' ').slice(0, 400)}\n${plan.map((row) => Object.values(row)[0]).join('\n')}`,
        );
      }
    }
  }
}

/** Parameters inlined as literals (EXPLAIN cannot take bind parameters through every driver). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}
