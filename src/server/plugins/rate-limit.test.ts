import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/database';
import { TestClock } from '../test/app';
import { ipSubject, RateLimiter } from './rate-limit';

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

describe('ipSubject: who a per-IP limit counts', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped IPv6 and counts any other IPv6 address as its /64', () => {
    expect(ipSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(ipSubject('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipSubject('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(ipSubject('2409:4050:2d0f:1a2b:1111:2222:3333:4444')).toBe('2409:4050:2d0f:1a2b::/64');
    expect(ipSubject('2409:4050:2d0f:1a2b::1')).toBe('2409:4050:2d0f:1a2b::/64');
    expect(ipSubject('2409:4050:2D0F:1A2B:0:0:0:1')).toBe('2409:4050:2d0f:1a2b::/64');
    expect(ipSubject('2409:4050:0:1a2b:ab::9')).toBe('2409:4050:0:1a2b::/64');
    expect(ipSubject('2409:0db8::1')).toBe('2409:db8::/64');
    expect(ipSubject('2409:db8:0:0:1::1')).toBe('2409:db8::/64');
    expect(ipSubject('fe80::1%eth0')).toBe('fe80::/64');
    expect(ipSubject('::1')).toBe('::/64');
    expect(ipSubject('not an address')).toBe('not an address');
    expect(ipSubject('1.2.3')).toBe('1.2.3');
  });

  it('is how the limiter counts any subject that is an address', async () => {
    const limiter = new RateLimiter(database.db, new TestClock().now);
    const rule = { name: 'networks', limit: 3, windowMs: 60_000 };
    const sameNetwork = [
      '2409:4050:2d0f:1a2b::1',
      '2409:4050:2d0f:1a2b:ffff::2',
      '2409:4050:2D0F:1A2B:9:8:7:6',
    ];
    for (const address of sameNetwork) expect((await limiter.hit(rule, address)).allowed).toBe(true);
    expect((await limiter.hit(rule, '2409:4050:2d0f:1a2b:abcd::1%wlan0')).allowed).toBe(false);
    expect((await limiter.hit(rule, '2409:4050:2d0f:1a2c::1')).allowed).toBe(true);
    for (let i = 0; i < 3; i++) await limiter.hit(rule, '203.0.113.77');
    expect((await limiter.hit(rule, '::ffff:203.0.113.77')).allowed).toBe(false);
    await limiter.reset(rule, '2409:4050:2d0f:1a2b::99');
    expect((await limiter.hit(rule, '2409:4050:2d0f:1a2b::1')).count).toBe(1);
  });
});
