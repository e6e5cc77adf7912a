import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, type TestApp } from '../test/app';
import { ACCOUNT_LIMITS } from '../features/accounts/accounts.limits';
import { ASSISTANT_IP_LIMIT } from '../features/assistant/assistant.routes';
import { CONTACT_LIMIT } from '../features/contact/contact.service';
import { GEO_REVERSE_LIMIT } from '../features/geo/geo.routes';
import { VITALS_LIMIT } from '../features/vitals/vitals.service';
import { API_WRITE_LIMIT, type RateLimitRule } from './rate-limit';
import type { ApiErrorBody } from '../../shared/api/errors';

/**
 * Every per-IP limit counts an IPv6 /64 as one client (issue #21 item 5): one IPv6 host has 2^64
 * addresses. For each rule, the counter is filled from many addresses of one /64; then a request from
 * yet another address of it is refused, and one from the next /64 is not.
 */
let t: TestApp;
beforeAll(async () => {
  // A geocoder that refuses at once: the requests that pass the limit must not wait for the network.
  t = await createTestApp({ env: { GEOCODER_URL: 'http://127.0.0.1:9', GEOCODER_TIMEOUT_MS: '200' } });
});
afterAll(() => t.close());

type Send = (remoteAddress: string) => Promise<LightMyRequestResponse>;

const post =
  (url: string, payload: unknown): Send =>
  (remoteAddress) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: jsonHeaders(),
      payload: JSON.stringify(payload),
    });

const PER_IP_RULES: [RateLimitRule, Send][] = [
  [API_WRITE_LIMIT, post('/api/me/notifications/read', {})],
  [
    ACCOUNT_LIMITS.signInPerIp,
    post('/api/accounts/sign-in', { emailOrPhone: 'x@example.com', password: 'wrong pass' }),
  ],
  [
    ACCOUNT_LIMITS.signUpPerIp,
    post('/api/accounts/sign-up', {
      name: 'N',
      emailOrPhone: 'new@example.com',
      password: 'long password 1',
    }),
  ],
  [
    ACCOUNT_LIMITS.codeCheckPerIp,
    post('/api/accounts/verify-email', { email: 'x@example.com', code: '000000' }),
  ],
  [ACCOUNT_LIMITS.codeSendPerIp, post('/api/accounts/resend-code', { email: 'x@example.com' })],
  [ASSISTANT_IP_LIMIT, post('/api/ai-job-assistant', { messages: [{ role: 'user', content: 'hello' }] })],
  [
    CONTACT_LIMIT,
    post('/api/contact', {
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
      subject: 'Question',
      message: 'Hello, how do I find a cook in Pune?',
    }),
  ],
  [VITALS_LIMIT, post('/api/vitals', { page: 'home', metrics: { LCP: 1200 } })],
  [
    GEO_REVERSE_LIMIT,
    (remoteAddress) =>
      t.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=18.52&lon=73.85', remoteAddress }),
  ],
];

describe('per-IP limits by network', () => {
  it.each(PER_IP_RULES.map(([rule, send], index) => [rule.name, rule, send, index] as const))(
    '%s counts every address of an IPv6 /64 together',
    async (_name, rule, send, index) => {
      const network = `2409:4050:${(0x100 + index).toString(16)}:1`;
      for (let host = 1; host <= rule.limit; host++) {
        await t.app.services.rateLimiter.hit(rule, `${network}:${host.toString(16)}::${host}`);
      }
      const sameNetwork = await send(`${network}:ffff:ffff:ffff:fffe`);
      expect(sameNetwork.statusCode).toBe(429);
      expect(sameNetwork.json<ApiErrorBody>().error.code).toBe('rate_limited');
      const nextNetwork = await send(`2409:4050:${(0x100 + index).toString(16)}:2::1`);
      expect(nextNetwork.statusCode).not.toBe(429);
    },
  );

  it('counts an IPv4 address and its IPv4-mapped spelling together', async () => {
    const send = post('/api/me/notifications/read', {});
    for (let i = 0; i < API_WRITE_LIMIT.limit; i++) {
      await t.app.services.rateLimiter.hit(API_WRITE_LIMIT, '198.51.100.23');
    }
    expect((await send('::ffff:198.51.100.23')).statusCode).toBe(429);
    expect((await send('198.51.100.24')).statusCode).toBe(401);
  });
});
