/**
 * Database commands: migrate, seed (demo data, once per database), reset (drops everything; refuses
 * without --yes-delete-everything). They use DATABASE_URL when set, else the embedded DATA_DIR.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/server/env';
import { migrateDatabase, openEmbedded, openPostgres } from '../src/server/db/client';
import { seedDemoDataOnFirstStart } from '../src/server/db/seed';

const [command, ...flags] = process.argv.slice(2);
const env = loadEnv();
const where = env.DATABASE_URL
  ? 'the PostgreSQL database in DATABASE_URL'
  : `the embedded database in ${env.DATA_DIR}`;

async function open() {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openEmbedded({ dataDir: resolve(env.DATA_DIR) });
}

async function run(): Promise<void> {
  switch (command) {
    case 'migrate': {
      const database = await open();
      await migrateDatabase(database);
      await database.close();
      console.log(`Migrated ${where}.`);
      return;
    }
    case 'seed': {
      const database = await open();
      await migrateDatabase(database);
      const count = await seedDemoDataOnFirstStart(database.db);
      await database.close();
      console.log(
        count > 0 ? `Seeded ${count} demo jobs into ${where}.` : `Demo data was already seeded in ${where}.`,
      );
      return;
    }
    case 'reset': {
      if (!flags.includes('--yes-delete-everything')) {
        console.error(`db:reset deletes every account, job and message in ${where}.`);
        console.error('Run it again with the flag to confirm: npm run db:reset -- --yes-delete-everything');
        process.exit(1);
      }
      if (env.DATABASE_URL) {
        const database = await openPostgres(env.DATABASE_URL);
        await database.db.execute(sql`drop schema public cascade`);
        await database.db.execute(sql`drop schema if exists drizzle cascade`);
        await database.db.execute(sql`create schema public`);
        await migrateDatabase(database);
        await database.close();
      } else {
        const database = await openEmbedded({ dataDir: resolve(env.DATA_DIR) });
        await database.close();
        rmSync(join(resolve(env.DATA_DIR), 'pglite'), { recursive: true, force: true });
      }
      console.log(
        `Reset ${where}. The next start migrates it again (and seeds demo data on the embedded default).`,
      );
      return;
    }
    default:
      console.error('Usage: node --import tsx scripts/db.ts migrate|seed|reset [--yes-delete-everything]');
      process.exit(1);
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
