import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';
import { changesState } from './security';

export interface RateLimitRule {
  /** A name for the limit, part of the key: 'sign-in:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  resetAt: Date;
}

/**
 * Fixed-window counters kept in the database, so every app instance shares them.
 * One atomic upsert per hit; the clock is injectable for tests.
 *
 * A subject that is an IP address counts as its network (ipSubject: an IPv4 address, or an IPv6 /64),
 * here rather than in each caller, so no per-IP rule can forget it: one IPv6 host has 2^64 addresses.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
    const key = keyOf(rule, subject);
    const now = this.now();
    const nextReset = new Date(now.getTime() + rule.windowMs);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: nextReset })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${nextReset.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
    if (!row) throw new Error('rate limit upsert returned no row');
    return { allowed: row.count <= rule.limit, count: row.count, resetAt: row.resetAt };
  }

  /** Counts a hit and throws a 429 AppError when the limit is exceeded. */
  async consume(rule: RateLimitRule, subject: string): Promise<void> {
    const result = await this.hit(rule, subject);
    if (!result.allowed) {
      const seconds = Math.max(1, Math.ceil((result.resetAt.getTime() - this.now().getTime()) / 1000));
      throw new AppError(
        429,
        'rate_limited',
        `Too many attempts. Please wait ${seconds} seconds and try again.`,
        { params: { seconds } },
      );
    }
  }

  /** Forgets a subject's counter (for example after a successful sign-in). */
  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.key} = ${keyOf(rule, subject)}`);
  }

  /** Removes expired counters; called periodically. */
  async prune(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, this.now()));
  }
}

/**
 * The subject of a per-IP limit: an IPv4 address (also when written IPv4-mapped, ::ffff:a.b.c.d), or an
 * IPv6 address's /64 (one subscriber's network: a single client can use any address in it; zone ids
 * dropped). Anything that is not an IP address is returned as it is.
 */
export function ipSubject(ip: string): string {
  if (isIP(ip) === 0) return ip;
  const address = ipaddr.process(ip);
  if (address instanceof ipaddr.IPv4) return address.toString();
  return `${new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${ipSubject(subject)}`;
}

/** Every state-changing request counts against a generous per-IP budget; features add tighter ones. */
export const API_WRITE_LIMIT: RateLimitRule = { name: 'api-write:ip', limit: 300, windowMs: 60_000 };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes nothing itself: it answers through the API routes it calls in process, which count
     * against the write limit (a form posted to a page). Without it one form post would count twice.
     */
    writesThroughApi?: boolean;
  }
}

export function registerApiWriteLimit(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('onRequest', async (request) => {
    if (!changesState(request) || request.routeOptions.config.writesThroughApi) return;
    await limiter.consume(API_WRITE_LIMIT, request.ip);
  });
}
