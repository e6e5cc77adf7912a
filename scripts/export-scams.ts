/**
 * Exports the moderators' scam decisions (issue #25 item 3, decision 0023) from the database
 * (DATABASE_URL, else the embedded DATA_DIR) into src/shared/safety/scam-samples-moderated.json, which
 * `npm run train:scams` trains on and `npm run bench:scams` scores as a set of its own. Each export
 * replaces the file with every decision kept so far; review the diff before committing it.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '../src/server/env';
import { migrateDatabase, openEmbedded, openPostgres } from '../src/server/db/client';
import { loadScamExamples } from '../src/server/db/scam-examples';

const OUT_FILE = fileURLToPath(new URL('../src/shared/safety/scam-samples-moderated.json', import.meta.url));

async function run(): Promise<void> {
  const env = loadEnv();
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openEmbedded({ dataDir: resolve(env.DATA_DIR) });
  try {
    await migrateDatabase(database);
    const samples = await loadScamExamples(database.db);
    writeFileSync(OUT_FILE, `${JSON.stringify(samples, null, 2)}\n`);
    const scams = samples.filter((sample) => sample.scam).length;
    console.info(
      `Exported ${samples.length} moderated examples (${scams} scams, ${samples.length - scams} legitimate) to ${OUT_FILE}. ` +
        'Next: npm run train:scams, then npm run bench:scams.',
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
