import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta, jobs, user, verifiedPhones } from './schema';
import { DEMO_EMPLOYERS, buildDemoJobs, demoVerifiedPhones } from './demo-jobs';

const SEEDED_KEY = 'demo_data_seeded_at';

/**
 * Inserts the demo employers (who cannot sign in: they have no password), their verified Call numbers
 * and the demo jobs.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<number> {
  const demoJobs = buildDemoJobs(now);
  await db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values(DEMO_EMPLOYERS.map((employer) => ({ ...employer, emailVerified: false })))
      .onConflictDoNothing();
    await tx.insert(jobs).values(demoJobs);
    // Their Call numbers are verified (issue #24), so every demo job shows "Phone verified".
    await tx
      .insert(verifiedPhones)
      .values(demoVerifiedPhones(demoJobs).map((row) => ({ ...row, verifiedAt: now })))
      .onConflictDoNothing();
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: now.toISOString(), updatedAt: sql`now()` } });
  });
  return demoJobs.length;
}

/** Seeds once per database: a later start (or deleted demo jobs) never brings them back. */
export async function seedDemoDataOnFirstStart(db: Database, now = new Date()): Promise<number> {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (seeded) return 0;
  return seedDemoData(db, now);
}
