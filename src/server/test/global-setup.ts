import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migrateDatabase, openEmbedded } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Builds one migrated PGlite database per test run and dumps it to a file: each test file clones it
 * (~0.3 s) instead of creating and migrating its own (~2 s). For the PostgreSQL project, checks that the
 * server at TEST_DATABASE_URL answers, so that path can never be skipped silently.
 */
export default async function setup(project: TestProject) {
  // Once per run (the node project's setup runs once, in the main process), never silently.
  if (project.name === 'node' && !process.env.TEST_DATABASE_URL) {
    console.log(
      'PostgreSQL tests left out (TEST_DATABASE_URL unset): the server tests run on embedded PGlite only. ' +
        'To include them: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test',
    );
  }
  if (process.env.TEST_DB_DRIVER === 'postgres' || project.name === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.end();
  }
  const dir = mkdtempSync(join(tmpdir(), 'dailywork-template-'));
  const handle = await openEmbedded();
  await migrateDatabase(handle);
  if (handle.driver !== 'pglite') throw new Error('unreachable');
  const dump = await handle.pglite.dumpDataDir('none');
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
