import { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs raw SQL (where the typed query builder cannot say it: CTEs, claims with `skip locked`, lateral
 * joins) and checks every row once against `row`, a zod object over the statement's column names. The
 * rows' type is the schema's output, so a changed column is one edit the type checker follows, and a
 * row that does not fit fails here (a 500, never a 400: the client sent nothing wrong).
 */
export async function checkedRows<Row extends z.ZodType>(
  db: Database,
  row: Row,
  query: SQL,
): Promise<z.output<Row>[]> {
  // The result shape is the same on PGlite and node-postgres: { rows }.
  const result: unknown = await db.execute(query);
  const { rows } = result as { rows: unknown[] };
  return rows.map((value) => {
    const parsed = row.safeParse(value);
    if (!parsed.success) throw new Error(`unexpected database row: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
}

/** Runs raw SQL and returns how many rows it returned (`returning`, `select 1`): for claims and checks. */
export async function rowCount(db: Database, query: SQL): Promise<number> {
  const result: unknown = await db.execute(query);
  const { rows } = result as { rows: unknown[] };
  return rows.length;
}

/**
 * Readers for raw columns as the drivers hand them over: node-postgres gives a bigint (an id, a
 * count) as text and PGlite as a number; a timestamptz is a Date or its text.
 */
export const column = {
  /** An integer, bigint or numeric column (ids, counts, averages) as a number. */
  number: z.union([z.number(), z.string(), z.bigint()]).transform(Number),
  /** A timestamptz as a Date. */
  date: z.union([z.date(), z.string()]).transform((value) => new Date(value)),
  /** A timestamptz as ISO 8601 text with milliseconds. */
  iso: z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString()),
};
