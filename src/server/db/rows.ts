import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from './client';

/**
 * Raw SQL's rows, each checked once against `row` (issue #23): for the queries the typed query builder
 * cannot say well (unions of unlike sources, grouped subqueries). Counts and bigint ids arrive as text
 * from node-postgres and as numbers from PGlite: read them with `z.coerce.number()`.
 */
export async function checkedRows<T extends z.ZodType>(
  db: Database,
  row: T,
  query: SQL,
): Promise<z.output<T>[]> {
  return z.array(row).parse(await queryRows<unknown>(db, query));
}
