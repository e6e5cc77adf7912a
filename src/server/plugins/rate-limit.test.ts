import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/database';
import { TestClock } from '../test/app';
import { RateLimiter } from './rate-limit';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('RateLimiter (database-backed)', () => {
  it('allows up to the limit per window, then refuses until the window resets', async () => {
    const clock = new TestClock();
    const limiter = new RateLimiter(database.db, clock.now);
    const rule = { name: 'test', limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await limiter.hit(rule, '1.2.3.4')).allowed);
    expect(results).toEqual([true, true, true, false]);
    await expect(limiter.consume(rule, '1.2.3.4')).rejects.toMatchObject({
      statusCode: 429,
      code: 'rate_limited',
    });
    expect((await limiter.hit(rule, '5.6.7.8')).allowed).toBe(true);
    clock.advance(60_001);
    expect((await limiter.hit(rule, '1.2.3.4')).count).toBe(1);
  });

  it('is shared by two limiters on one database (two app instances)', async () => {
    const clock = new TestClock();
    const rule = { name: 'shared', limit: 2, windowMs: 60_000 };
    const a = new RateLimiter(database.db, clock.now);
    const b = new RateLimiter(database.db, clock.now);
    await a.hit(rule, 'x');
    await b.hit(rule, 'x');
    expect((await a.hit(rule, 'x')).allowed).toBe(false);
  });

  it('counts concurrent hits exactly', async () => {
    const clock = new TestClock();
    const limiter = new RateLimiter(database.db, clock.now);
    const rule = { name: 'concurrent', limit: 100, windowMs: 60_000 };
    const counts = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(rule, 'y')));
    expect(counts.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
