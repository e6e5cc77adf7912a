import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import type { ApiErrorBody } from '../../../shared/api/errors';

/**
 * The dev mailbox lists every sign-up and reset code (issue #21 item 2): only this machine may read it,
 * by the socket's address, and a production server never serves it.
 */
const get = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers });

describe('the dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.outbox.send({ to: 'asha@example.com', subject: 'Your code: 123456', text: 'Code 123456' });
  });
  afterAll(() => t.close());

  it('is on in development without SMTP on a loopback PUBLIC_URL', () => {
    expect(t.env.devMailbox).toBe(true);
  });

  it('answers requests from this machine (127.0.0.0/8, ::1, IPv4-mapped 127.x)', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const response = await get(t, address);
      expect(response.statusCode, address).toBe(200);
      expect(response.json<{ emails: unknown[] }>().emails[0], address).toMatchObject({
        to: 'asha@example.com',
        text: 'Code 123456',
      });
    }
  });

  it('lists the dev outbox’s text messages with the emails (issue #24)', async () => {
    await t.app.services.sms.send({ to: '+919876543210', text: 'Your DailyWork code is 654321' });
    const emails = (await get(t, '127.0.0.1')).json<{
      emails: { to: string; subject: string; text: string }[];
    }>().emails;
    expect(emails).toContainEqual(
      expect.objectContaining({ to: '+919876543210', subject: 'SMS', text: 'Your DailyWork code is 654321' }),
    );
  });

  it('does not exist for any other address', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/dev/nothing', remoteAddress: '10.0.0.2' });
    for (const address of ['10.0.0.2', '192.168.1.20', '203.0.113.5', '::ffff:203.0.113.5', '2001:db8::1']) {
      const response = await get(t, address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json<ApiErrorBody>().error, address).toEqual(missing.json<ApiErrorBody>().error);
      expect(response.body, address).not.toContain('123456');
    }
  });
});

describe('the dev mailbox behind TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    await t.outbox.send({ to: 'asha@example.com', subject: 'Your code: 123456', text: 'Code 123456' });
  });
  afterAll(() => t.close());

  it('reads the socket, never X-Forwarded-For', async () => {
    for (const forwarded of ['127.0.0.1', '::1', '127.0.0.1, 203.0.113.5']) {
      const response = await get(t, '203.0.113.5', { 'x-forwarded-for': forwarded });
      expect(response.statusCode, forwarded).toBe(404);
      expect(response.body).not.toContain('123456');
    }
    // A proxy on this machine forwarding someone else's request is still this machine's socket.
    expect((await get(t, '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(200);
  });
});

describe('the dev mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The reproduction: NODE_ENV=production with an https PUBLIC_URL on localhost and no SMTP.
    t = await createTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(32), PUBLIC_URL: 'https://localhost' },
    });
    await t.outbox.send({ to: 'asha@example.com', subject: 'Your code: 123456', text: 'Code 123456' });
  });
  afterAll(() => t.close());

  it('is never mounted, not even for this machine', async () => {
    expect(t.env.devMailbox).toBe(false);
    const response = await get(t, '127.0.0.1');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('123456');
  });
});
