import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../email/mailer';
import { startSmtpServer, type ReceivedEmail } from '../../test/smtp';
import { createTestApp, jsonHeaders, TEST_ORIGIN, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';
import { newClientId, realtimeUrl, TestSocket } from '../../test/realtime';
import { createSignedInUser, type TestUser } from '../../test/users';
import type { ApiErrorBody } from '../../../shared/api/errors';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let received: ReceivedEmail[];
let t: TestApp;
let url: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  received = smtp.received;
  const smtpUrl = smtp.url;
  t = await createTestApp({
    env: { SMTP_URL: smtpUrl },
    mailer: new SmtpMailer(smtpUrl, 'DailyWork <support@dailywork.example>'),
  });
  url = await realtimeUrl(t.app);
});
afterAll(async () => {
  await t.close();
  t.app.deps.mailer.close();
  await smtp.close();
});
beforeEach(() => t.clock.advance(2 * 60 * 60_000));

/** An employer with a job and a worker in a conversation about it. */
async function pair(title = 'Cook for a family') {
  const employer = await createSignedInUser(t.app, { name: 'Esha Kapoor' });
  const worker = await createSignedInUser(t.app, { name: 'Wasim Ahmed Khan' });
  const [jobId] = await insertJobs(t.database.db, [
    { city: 'mumbai', title, userId: employer.id, createdAt: t.clock.now() },
  ]);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: jsonHeaders(worker.cookie),
    payload: JSON.stringify({ jobId }),
  });
  return { employer, worker, conversationId: started.json<{ conversationId: number }>().conversationId };
}

/** Sends as `from` and waits until any email about it has been decided and delivered. */
async function send(from: TestUser, conversationId: number, content: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: jsonHeaders(from.cookie),
    payload: JSON.stringify({ clientId: newClientId(), content }),
  });
  expect(response.statusCode, response.body).toBe(201);
  await t.app.services.background.settled();
}

const emailsTo = (user: TestUser) => received.filter((email) => email.to.includes(user.email));

/**
 * A raw message made readable: headers unfolded (RFC 5322: only the line break goes), the body's
 * quoted-printable decoded as UTF-8. Headers are not decoded: "?token=3F..." must stay as it is.
 */
function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n(?=[ \t])/g, '');
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return `${headers}${Buffer.from(body, 'latin1').toString('utf8')}`.replace(/\r\n/g, '\n');
}

describe('email when away', () => {
  it('emails an away recipient once an hour per conversation: subject, first name, link, short preview', async () => {
    const { employer, worker, conversationId } = await pair('Cook for a family');
    const long = `Namaste, I can cook North and South Indian food and I have eight years of experience. ${'More details. '.repeat(20)}SECRET-END`;
    await send(worker, conversationId, long);
    const [email] = emailsTo(employer);
    expect(emailsTo(employer)).toHaveLength(1);
    const text = textOf(email!.raw);
    expect(text).toMatch(/^Subject: New message about Cook for a family$/m);
    expect(text).toContain('Wasim sent you a message');
    expect(text).not.toContain('Wasim Ahmed Khan');
    expect(text).toContain(`${TEST_ORIGIN}/messages?conversation=${conversationId}`);
    // The first 80 characters, no more.
    expect(text).toContain(
      '"Namaste, I can cook North and South Indian food and I have eight years of exper…"',
    );
    expect(text).not.toContain('SECRET-END');
    expect(text).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=.+>$/m,
    );
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    await send(worker, conversationId, 'Are you there?');
    expect(emailsTo(employer)).toHaveLength(1);
    t.clock.advance(61 * 60_000);
    await send(worker, conversationId, 'Hello again after an hour');
    expect(emailsTo(employer)).toHaveLength(2);
    expect(textOf(emailsTo(employer)[1]!.raw)).toContain('Hello again after an hour');
    // The sender is never emailed about their own message.
    expect(emailsTo(worker)).toHaveLength(0);
  });

  it('sends nothing while the recipient is connected, and emails once they have gone', async () => {
    const { employer, worker, conversationId } = await pair();
    const socket = await TestSocket.open(url, employer.cookie);
    await send(worker, conversationId, 'Seen live, never emailed');
    expect(emailsTo(employer)).toHaveLength(0);
    await socket.close();
    await t.app.services.hub.presenceSettled();
    await send(worker, conversationId, 'Sent while you were away');
    expect(emailsTo(employer)).toHaveLength(1);
    const text = textOf(emailsTo(employer)[0]!.raw);
    expect(text).toContain('Sent while you were away');
    expect(text).not.toContain('Seen live');
  });

  it('sends nothing to a recipient connected to another app instance', async () => {
    const second = await createTestApp({
      database: t.database,
      bus: t.database.driver === 'pglite' ? t.bus : undefined,
    });
    try {
      const { employer, worker, conversationId } = await pair();
      const socket = await TestSocket.open(await realtimeUrl(second.app), employer.cookie);
      await send(worker, conversationId, 'You are online elsewhere');
      expect(emailsTo(employer)).toHaveLength(0);
      await socket.close();
      await second.app.services.hub.presenceSettled();
      await send(worker, conversationId, 'Now you are away');
      expect(emailsTo(employer)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('respects the Settings switch', async () => {
    const { employer, worker, conversationId } = await pair();
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/accounts/me/preferences',
      headers: jsonHeaders(employer.cookie),
      payload: JSON.stringify({ messageEmails: false }),
    });
    expect(off.json()).toMatchObject({ settings: { messageEmails: false } });
    await send(worker, conversationId, 'Nobody emails you about this');
    expect(emailsTo(employer)).toHaveLength(0);
    const on = await t.app.inject({
      method: 'PATCH',
      url: '/api/accounts/me/preferences',
      headers: jsonHeaders(employer.cookie),
      payload: JSON.stringify({ messageEmails: true }),
    });
    expect(on.json()).toMatchObject({ settings: { messageEmails: true } });
    await send(worker, conversationId, 'Now you hear about it');
    expect(emailsTo(employer)).toHaveLength(1);
  });

  it("unsubscribes from the email's links without signing in, and refuses a forged token", async () => {
    const { employer, worker, conversationId } = await pair();
    await send(worker, conversationId, 'first');
    const text = textOf(emailsTo(employer)[0]!.raw);
    const pageToken = /Stop these emails: http:\/\/localhost:3000\/unsubscribe\?token=([\w.%-]+)/.exec(
      text,
    )?.[1];
    const oneClick = /^List-Unsubscribe: <(.+)>$/m.exec(text)?.[1];
    expect(pageToken).toBeDefined();
    expect(oneClick).toBeDefined();
    const token = decodeURIComponent(pageToken!);

    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${pageToken}`,
    });
    expect(preview.json()).toEqual({ kind: 'messages', enabled: true });

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ token: `${worker.id}.${token.split('.')[1]}` }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<ApiErrorBody>().error.code).toBe('invalid_token');

    // RFC 8058: the mail provider POSTs the header's URL, form-encoded, with no cookie and no Origin.
    const clicked = await t.app.inject({
      method: 'POST',
      url: oneClick!.replace(TEST_ORIGIN, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${pageToken}`,
    });
    expect(after.json()).toEqual({ kind: 'messages', enabled: false });

    t.clock.advance(61 * 60_000);
    await send(worker, conversationId, 'second');
    expect(emailsTo(employer)).toHaveLength(1);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: jsonHeaders(employer.cookie),
    });
    expect(me.json()).toMatchObject({ settings: { messageEmails: false } });
  });
});
