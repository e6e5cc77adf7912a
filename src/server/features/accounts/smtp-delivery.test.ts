import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../email/mailer';
import { startSmtpServer, type ReceivedEmail } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/app';
import { call, cookieOf, PASSWORD } from './accounts.test-support';
import type { AccountUser } from '../../../shared/api/accounts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let received: ReceivedEmail[];
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  received = smtp.received;
  const smtpUrl = smtp.url;
  t = await createTestApp({
    env: { SMTP_URL: smtpUrl },
    mailer: new SmtpMailer(smtpUrl, 'DailyWork <support@dailywork.example>'),
  });
});
afterAll(async () => {
  await t.close();
  t.app.deps.mailer.close();
  await smtp.close();
});

/** The code on a line of its own in the message body (the plain-text part). */
function codeIn(message: ReceivedEmail): string {
  const code = /^(\d{6})\r?$/m.exec(message.raw)?.[1];
  if (!code) throw new Error('no code in the message');
  return code;
}

describe('email over SMTP', () => {
  it('delivers the sign-up code through a real SMTP exchange, and the code verifies the account', async () => {
    const signUp = await call(t, 'POST', '/api/accounts/sign-up', {
      name: 'Kavya',
      emailOrPhone: 'kavya@example.com',
      password: PASSWORD,
    });
    expect(signUp.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe('support@dailywork.example');
    expect(message!.to).toEqual(['kavya@example.com']);
    expect(message!.raw).toMatch(/^Subject: Your DailyWork verification code: \d{6}\r?$/m);
    expect(t.outbox.list()).toEqual([]);

    const verify = await call(t, 'POST', '/api/accounts/verify-email', {
      email: 'kavya@example.com',
      code: codeIn(message!),
    });
    expect(verify.statusCode).toBe(200);
    const me = await call(t, 'GET', '/api/accounts/me', undefined, { cookie: cookieOf(verify) });
    expect(me.json<{ user: AccountUser }>().user).toMatchObject({
      name: 'Kavya',
      email: 'kavya@example.com',
      emailVerified: true,
    });

    expect(received).toHaveLength(2);
    expect(received[1]!.raw).toMatch(/^Subject: Welcome to DailyWork!\r?$/m);
  });
});
