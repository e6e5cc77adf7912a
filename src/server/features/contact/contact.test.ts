import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { SmtpMailer, type Mailer } from '../../email/mailer';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/app';
import { createSignedInUser } from '../../test/users';
import { CONTACT_LIMIT } from './contact.service';
import type { ApiErrorBody } from '../../../shared/api/errors';

/** One message as a local SMTP server received it. */
interface ReceivedMail {
  from: string;
  to: string[];
  headers: Map<string, string>;
  body: string;
}

/** "=3D" and soft line breaks of quoted-printable bodies. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
  if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
  return { from, to, headers, body: body.replace(/\r\n/g, '\n') };
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps what it receives. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((address) => address.address);
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const valid = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  subject: 'Question about cooks',
  message: 'Hello, how do I find a cook in Pune for weekends?',
};

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    mailer: new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'DailyWork <support@dailywork.example>'),
  });
});

afterAll(async () => {
  await t.close();
  t.app.deps.mailer.close();
  await smtp.close();
});

function post(payload: unknown, options: { ip?: string; cookie?: string; origin?: string } = {}) {
  const headers = jsonHeaders(options.cookie);
  if (options.origin) headers.origin = options.origin;
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: options.ip ?? '198.51.100.1',
    headers,
    payload: payload as Record<string, unknown>,
  });
}

async function storedRows() {
  return t.database.db.select().from(contactMessages).orderBy(contactMessages.id);
}

describe('POST /api/contact: validation', () => {
  it('answers 400 with a clear message for every missing field, and stores nothing', async () => {
    const before = (await storedRows()).length;
    const response = await post({}, { ip: '198.51.100.10' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiErrorBody>().error).toMatchObject({
      code: 'validation_failed',
      fields: {
        firstName: 'Please enter your first name',
        lastName: 'Please enter your last name',
        email: 'Please enter a valid email address',
        subject: 'Please enter a subject',
        message: 'Your message must be at least 10 characters',
      },
    });
    expect(await storedRows()).toHaveLength(before);
  });

  it.each([
    ['a blank first name', 'firstName', '   ', 'Please enter your first name'],
    ['an empty last name', 'lastName', '', 'Please enter your last name'],
    ['a 101-character first name', 'firstName', 'x'.repeat(101), 'Please use at most 100 characters'],
    ['an email without a domain', 'email', 'asha@', 'Please enter a valid email address'],
    ['an email with spaces', 'email', 'not an email', 'Please enter a valid email address'],
    ['a subject of only whitespace', 'subject', ' \n ', 'Please enter a subject'],
    ['a 201-character subject', 'subject', 's'.repeat(201), 'Please keep the subject under 200 characters'],
    ['a 9-character message', 'message', 'Too short', 'Your message must be at least 10 characters'],
    ['a 5001-character message', 'message', 'm'.repeat(5001), 'Your message can be at most 5000 characters'],
    ['a message that is not text', 'message', 42, 'Your message must be at least 10 characters'],
  ])('rejects %s with "%s"', async (_label, field, value, message) => {
    const response = await post({ ...valid, [field]: value }, { ip: '198.51.100.11' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<ApiErrorBody>();
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(message);
    expect(error.fields).toEqual({ [field]: message });
  });

  it('accepts a message of exactly 10 and of exactly 5000 characters', async () => {
    expect((await post({ ...valid, message: '0123456789' }, { ip: '198.51.100.12' })).statusCode).toBe(201);
    expect((await post({ ...valid, message: 'm'.repeat(5000) }, { ip: '198.51.100.12' })).statusCode).toBe(
      201,
    );
  });
});

describe('POST /api/contact: storage and email', () => {
  it('stores the message with the IP and emails it to the support address through SMTP', async () => {
    const sentBefore = smtp.received.length;
    const response = await post(valid, { ip: '203.0.113.50' });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; message: string }>();
    expect(body).toEqual({ id: expect.any(Number), message: expect.stringContaining('within 24 hours') });

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({ ...valid, ipAddress: '203.0.113.50', userId: null });

    await expect.poll(() => smtp.received.length).toBe(sentBefore + 1);
    const mail = smtp.received.at(-1) as ReceivedMail;
    expect(mail.from).toBe('support@dailywork.example');
    expect(mail.to).toEqual(['support@dailywork.example']);
    expect(mail.headers.get('to')).toBe('support@dailywork.example');
    expect(mail.headers.get('subject')).toBe('[DailyWork contact] Question about cooks');
    expect(mail.headers.get('reply-to')).toBe('Asha Verma <asha@example.com>');
    expect(mail.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(mail.body).toContain('From: Asha Verma <asha@example.com>');
    expect(mail.body).toContain(`Reference: #${body.id}`);
    expect(mail.body).toContain('Account: not signed in');
    expect(mail.body).toContain(valid.message);
  });

  it('keeps the signed-in user id with the message', async () => {
    const user = await createSignedInUser(t.app);
    const response = await post(valid, { ip: '203.0.113.51', cookie: user.cookie });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json<{ id: number }>().id));
    expect(row?.userId).toBe(user.id);
    await expect.poll(() => smtp.received.at(-1)?.body ?? '').toContain(`Account: user ${user.id}`);
  });

  it('sends what the user typed as plain text only, and keeps line breaks out of headers', async () => {
    const sentBefore = smtp.received.length;
    const response = await post(
      {
        ...valid,
        firstName: 'Eve "x" <evil@example.com>',
        subject: 'Hi\r\nBcc: victim@example.com',
        message: '<b>Bold?</b> <script>alert(1)</script>\nSecond line',
      },
      { ip: '203.0.113.52' },
    );
    expect(response.statusCode).toBe(201);
    await expect.poll(() => smtp.received.length).toBe(sentBefore + 1);
    const mail = smtp.received.at(-1) as ReceivedMail;
    expect(mail.to).toEqual(['support@dailywork.example']);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.get('subject')).toBe('[DailyWork contact] Hi Bcc: victim@example.com');
    expect(mail.headers.get('reply-to')).toBe('"Eve x evil@example.com Verma" <asha@example.com>');
    expect(mail.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(mail.body).toContain('<b>Bold?</b> <script>alert(1)</script>\nSecond line');
  });

  it('still confirms (the message is stored) when the mail server is down', async () => {
    const failing: Mailer = {
      send: () => Promise.reject(new Error('connection refused')),
      close: () => {},
    };
    const down = await createTestApp({ mailer: failing });
    try {
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: jsonHeaders(),
        payload: valid,
      });
      expect(response.statusCode).toBe(201);
      const rows = await down.database.db.select().from(contactMessages);
      expect(rows).toHaveLength(1);
    } finally {
      await down.close();
    }
  });
});

describe('POST /api/contact: abuse protection', () => {
  it(`allows ${CONTACT_LIMIT.limit} messages an hour per IP, then answers 429; other IPs are unaffected`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < CONTACT_LIMIT.limit; i++) {
      expect((await post(valid, { ip })).statusCode).toBe(201);
    }
    const before = (await storedRows()).length;
    const limited = await post(valid, { ip });
    expect(limited.statusCode).toBe(429);
    const { error } = limited.json<ApiErrorBody>();
    expect(error.code).toBe('rate_limited');
    expect(error.message).toBe(
      'You have sent several messages in a short time. Please wait 60 minutes and try again, or email us at support@dailywork.example.',
    );
    expect(error.params).toEqual({ seconds: 3600, minutes: 60 });
    expect(limited.headers['retry-after']).toBe('3600');
    expect(await storedRows()).toHaveLength(before);

    expect((await post(valid, { ip: '192.0.2.78' })).statusCode).toBe(201);

    t.clock.advance(CONTACT_LIMIT.windowMs);
    expect((await post(valid, { ip })).statusCode).toBe(201);
  });

  it('does not count invalid submissions against the limit', async () => {
    const ip = '192.0.2.90';
    for (let i = 0; i < CONTACT_LIMIT.limit + 2; i++) {
      expect((await post({ ...valid, email: 'nope' }, { ip })).statusCode).toBe(400);
    }
    expect((await post(valid, { ip })).statusCode).toBe(201);
  });

  it('refuses a message posted from another site (Origin check)', async () => {
    const before = (await storedRows()).length;
    const response = await post(valid, { ip: '192.0.2.99', origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>().error.code).toBe('origin_rejected');
    expect(await storedRows()).toHaveLength(before);
  });
});
