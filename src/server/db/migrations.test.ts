import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './client';
import { z } from 'zod';
import { checkedRows } from './rows';
import { createTestDatabase } from '../test/database';
import { jobs, user, conversations, messages } from './schema';
import { seedDemoDataOnFirstStart } from './seed';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rows = <Row extends z.ZodType>(row: Row, query: SQL) => checkedRows(database.db, row, query);

describe('migrations', () => {
  it('create every table and the trigram index, and can run again', async () => {
    await migrateDatabase(database);
    const tables = await rows(
      z.object({ table_name: z.string() }),
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'account',
        'app_meta',
        'contact_messages',
        'conversations',
        'jobs',
        'messages',
        'profiles',
        'rate_limits',
        'session',
        'user',
        'verification',
      ]),
    );
    const indexes = await rows(
      z.object({ indexname: z.string(), indexdef: z.string() }),
      sql`select indexname, indexdef from pg_indexes where tablename = 'jobs'`,
    );
    expect(indexes.find((index) => index.indexname === 'jobs_search_trgm_idx')?.indexdef).toContain(
      'gin_trgm_ops',
    );
  });

  it("keeps a deleted user's messages, with no sender", async () => {
    await database.db.insert(user).values([
      { id: 'employer', name: 'E', email: 'e@example.com' },
      { id: 'worker', name: 'W', email: 'w@example.com' },
    ]);
    const [job] = await database.db
      .insert(jobs)
      .values({
        userId: 'employer',
        title: 'Cook',
        category: 'cooking',
        dailySalary: 600,
        currency: 'INR',
        location: 'Mumbai, Maharashtra',
        city: 'Mumbai',
        citySlug: 'mumbai',
        state: 'Maharashtra',
        stateGroup: 'Maharashtra',
        country: 'IN',
        description: 'Cook for a family',
        phone: '00000 12345',
        searchText: 'cook',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const [conversation] = await database.db
      .insert(conversations)
      .values({ jobId: job!.id, employerId: 'employer', workerId: 'worker' })
      .returning();
    await database.db.insert(messages).values([
      { conversationId: conversation!.id, senderId: 'worker', content: 'Hello', clientId: 'c1' },
      { conversationId: conversation!.id, senderId: 'employer', content: 'Hi', clientId: 'c1' },
    ]);
    await expect(
      database.db
        .insert(messages)
        .values({ conversationId: conversation!.id, senderId: 'worker', content: 'dup', clientId: 'c1' }),
    ).rejects.toThrow();
    await database.db.delete(user).where(sql`${user.id} = 'worker'`);
    const left = await database.db.select().from(messages).orderBy(messages.id);
    expect(left.map((message) => [message.content, message.senderId])).toEqual([
      ['Hello', null],
      ['Hi', 'employer'],
    ]);
    const [jobAfter] = await database.db.select().from(jobs);
    expect(jobAfter?.userId).toBe('employer');
  });

  it('seeds demo data once per database', async () => {
    const first = await seedDemoDataOnFirstStart(database.db);
    expect(first).toBeGreaterThanOrEqual(70);
    expect(await seedDemoDataOnFirstStart(database.db)).toBe(0);
    const [count] = await rows(
      z.object({ n: z.number() }),
      sql`select count(*)::int as n from jobs where is_demo`,
    );
    expect(count?.n).toBe(first);
  });
});
