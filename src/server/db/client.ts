import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle =
  | { driver: 'pglite'; db: Database; pglite: PGlite; close(): Promise<void> }
  | { driver: 'postgres'; db: Database; pool: pg.Pool; connectionString: string; close(): Promise<void> };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens PGlite in memory (no dir), from a dumped data directory, or in `dataDir/pglite` under a lock. */
export async function openEmbedded(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const pglite = await PGlite.create({
      dataDir: options.dataDir ? join(options.dataDir, 'pglite') : undefined,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(pglite, { schema }) as unknown as Database;
    return {
      driver: 'pglite',
      db,
      pglite,
      async close() {
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** How long a query waits for a pooled connection (also to open one) before failing. */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // During an outage a request waits at most this long for a connection, then fails (503), never hangs.
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  pool.on('error', (error) => console.error('PostgreSQL pool error', error));
  // A connection checked out of the pool (a transaction) that the server ends (a restart, 57P01) emits
  // 'error' on its client; unheard, that event would end the process. The query itself fails (503), and
  // the pool drops the broken connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
  });
  const client = await pool.connect();
  client.release();
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return { driver: 'postgres', db, pool, connectionString, close: () => pool.end() };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    await migratePostgres(handle.db as never, { migrationsFolder });
  }
}

/** Runs raw SQL and returns its rows (the result shape is the same on PGlite and node-postgres). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** One round trip to the database (`select 1`): the health check's. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
