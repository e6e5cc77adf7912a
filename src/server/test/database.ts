import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { migrateDatabase, openEmbedded, openPostgres, type DatabaseHandle } from '../db/client';

/** Which database the current test project runs on. */
export const testDriver: 'pglite' | 'postgres' =
  process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh database for one test file: a clone of the migrated PGlite template, or (in the postgres
 * project) a new database on TEST_DATABASE_URL's server, migrated, and dropped again by close().
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver === 'pglite') {
    const template = readFileSync(inject('pgliteTemplatePath'));
    return openEmbedded({ loadDataDir: new Blob([template]) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `dailywork_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  await migrateDatabase(handle);
  const close = () => handle.close();
  return {
    ...handle,
    async close() {
      await close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
