import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../email/mailer';
import { createTestApp, type TestApp } from '../../test/app';
import { call, cookieOf, PASSWORD } from './accounts.test-support';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
async function startSmtpServer(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return (smtp.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  const port = await startSmtpServer();
  const smtpUrl = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  t = await createTestApp({
    env: { SMTP_URL: smtpUrl },
    mailer: new SmtpMailer(smtpUrl, 'DailyWork <support@dailywork.example>'),
  });
});
afterAll(async () => {
  await t.close();
  t.app.deps.mailer.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The code on a line of its own in the message body (the plain-text part). */
function codeIn(message: Received): string {
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
    expect(me.json().user).toMatchObject({ name: 'Kavya', email: 'kavya@example.com', emailVerified: true });

    expect(received).toHaveLength(2);
    expect(received[1]!.raw).toMatch(/^Subject: Welcome to DailyWork!\r?$/m);
  });
});
