import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, column } from '../../db/rows';
import { SmtpMailer } from '../../email/mailer';
import { createTestApp, jsonHeaders, TEST_ORIGIN, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';
import { startSmtpServer, type ReceivedEmail } from '../../test/smtp';
import { createPoster } from '../../test/phones';
import { createSignedInUser, type TestUser } from '../../test/users';
import { phonePseudoEmail } from '../../../shared/identifiers';
import type { ApiErrorBody } from '../../../shared/api/errors';
import type { NotificationListResponse } from '../../../shared/api/alerts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let received: ReceivedEmail[];
let t: TestApp;
let employer: TestUser;

const DAY = 24 * 60 * 60_000;
const mailer = () => new SmtpMailer(smtp.url, 'DailyWork <support@dailywork.example>');

beforeAll(async () => {
  smtp = await startSmtpServer();
  received = smtp.received;
  t = await createTestApp({ env: { SMTP_URL: smtp.url }, mailer: mailer() });
  employer = await createPoster(t.app, { name: 'Esha Employer' });
});
afterAll(async () => {
  await t.close();
  t.app.deps.mailer.close();
  await smtp.close();
});

/** Headers and the decoded plain-text part of a message as it crossed SMTP (quoted-printable undone). */
function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n(?=[ \t])/g, '');
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return `${headers}${Buffer.from(body, 'latin1').toString('utf8')}`.replace(/\r\n/g, '\n');
}

/** A decoded Subject header (RFC 2047 words, as nodemailer writes non-ASCII subjects). */
function subjectOf(text: string): string {
  const line = /^Subject: (.+)$/m.exec(text)?.[1] ?? '';
  return line.replace(/=\?utf-8\?([QB])\?(.*?)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

const emailsTo = (user: TestUser) => received.filter((email) => email.to.includes(user.email));

function call(method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser, body?: unknown) {
  const { 'content-type': contentType, ...headers } = jsonHeaders(user?.cookie);
  return t.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': contentType },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function saveAlert(user: TestUser, search: Record<string, unknown>) {
  const response = await call('POST', '/api/me/alerts', user, search);
  expect(response.statusCode, response.body).toBe(201);
}

async function postJob(input: { title: string; location: string; category: string; dailySalary: number }) {
  const response = await call('POST', '/api/jobs', employer, {
    ...input,
    description: 'A day of honest work, paid in cash every evening.',
    phone: '+91 98765 43210',
  });
  expect(response.statusCode, response.body).toBe(201);
  await t.app.services.background.settled();
  return response.json<{ id: number }>().id;
}

describe('alert emails over SMTP', () => {
  it('instant: one email per new job with the job link and the unsubscribe link and headers', async () => {
    const worker = await createSignedInUser(t.app, { name: 'Asha Instant' });
    await saveAlert(worker, { country: 'IN', city: 'pune', category: 'household-work', minPay: 500 });
    const id = await postJob({
      title: 'Cook for a hostel',
      location: 'Pune, Maharashtra',
      category: 'cooking',
      dailySalary: 700,
    });
    await postJob({
      title: 'Cook paid too little',
      location: 'Pune, Maharashtra',
      category: 'cooking',
      dailySalary: 400,
    });

    expect(emailsTo(worker)).toHaveLength(1);
    expect(emailsTo(employer)).toHaveLength(0);
    const text = textOf(emailsTo(worker)[0]!.raw);
    expect(subjectOf(text)).toBe('New job: Cook for a hostel in Pune, ₹700/day');
    expect(text).toContain('Hello Asha Instant,');
    expect(text).toContain('A new job matches your job alert (Household Work jobs in Pune, ₹500+ a day)');
    expect(text).toContain(`See the job and call the employer: http://localhost:3000/job/${id}`);
    expect(text).toMatch(
      /Stop job alert emails: http:\/\/localhost:3000\/unsubscribe\?token=alerts\.[\w.%-]+/,
    );
    expect(text).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=alerts\.[\w.%-]+>$/m,
    );
    expect(text).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // A tick later sends nothing again (each notification is emailed once).
    await t.app.services.alerts.tick();
    expect(emailsTo(worker)).toHaveLength(1);
  });

  it('daily: nothing at once; one digest a day, jobs grouped by the alert that found them', async () => {
    const worker = await createSignedInUser(t.app, { name: 'Dinesh Daily' });
    await call('PUT', '/api/me/alert-emails', worker, { emails: 'daily' });
    await saveAlert(worker, { country: 'IN', city: 'nagpur' });
    await saveAlert(worker, { country: 'IN', words: 'welder' });
    const first = await postJob({
      title: 'Shop helper',
      location: 'Nagpur, Maharashtra',
      category: 'shop-assistant',
      dailySalary: 500,
    });
    const second = await postJob({
      title: 'Welder for gates',
      location: 'Surat, Gujarat',
      category: 'construction',
      dailySalary: 900,
    });
    const third = await postJob({
      title: 'Loader at a godown',
      location: 'Nagpur, Maharashtra',
      category: 'delivery-transport',
      dailySalary: 600,
    });
    await t.app.services.alerts.tick();
    expect(emailsTo(worker)).toHaveLength(0);

    t.clock.advance(DAY - 60_000);
    await t.app.services.alerts.tick();
    expect(emailsTo(worker)).toHaveLength(0);

    t.clock.advance(2 * 60_000);
    await t.app.services.alerts.tick();
    expect(emailsTo(worker)).toHaveLength(1);
    const text = textOf(emailsTo(worker)[0]!.raw);
    expect(subjectOf(text)).toBe('3 new jobs for you on DailyWork');
    const nagpur = text.indexOf('For your alert: Jobs in Nagpur');
    const welder = text.indexOf('For your alert: Jobs in India, "welder"');
    expect(nagpur).toBeGreaterThan(-1);
    expect(welder).toBeGreaterThan(nagpur);
    const nagpurGroup = text.slice(nagpur, welder);
    expect(nagpurGroup).toContain(`- Shop helper, Nagpur, ₹500/day: http://localhost:3000/job/${first}`);
    expect(nagpurGroup).toContain(
      `- Loader at a godown, Nagpur, ₹600/day: http://localhost:3000/job/${third}`,
    );
    expect(text.slice(welder)).toContain(
      `- Welder for gates, Surat, ₹900/day: http://localhost:3000/job/${second}`,
    );
    expect(text).toMatch(/^List-Unsubscribe: <.+token=alerts\..+>$/m);

    // A new job the next hour waits for the next day's digest.
    await postJob({
      title: 'Night loader',
      location: 'Nagpur, Maharashtra',
      category: 'delivery-transport',
      dailySalary: 650,
    });
    t.clock.advance(60 * 60_000);
    await t.app.services.alerts.tick();
    expect(emailsTo(worker)).toHaveLength(1);
    t.clock.advance(DAY);
    await t.app.services.alerts.tick();
    expect(emailsTo(worker)).toHaveLength(2);
    expect(subjectOf(textOf(emailsTo(worker)[1]!.raw))).toBe('1 new job for you on DailyWork');
  });

  it('off: no emails, and switching to daily later sends no backlog; pseudo emails are never mailed', async () => {
    const quiet = await createSignedInUser(t.app, { name: 'Quiet Worker' });
    await call('PUT', '/api/me/alert-emails', quiet, { emails: 'off' });
    await saveAlert(quiet, { country: 'IN', city: 'kochi' });
    const phone = await createSignedInUser(t.app, {
      name: 'Phone Worker',
      email: phonePseudoEmail('+919812345678'),
    });
    await saveAlert(phone, { country: 'IN', city: 'kochi' });
    await postJob({
      title: 'Boat cleaner',
      location: 'Kochi, Kerala',
      category: 'cleaning',
      dailySalary: 600,
    });
    await call('PUT', '/api/me/alert-emails', quiet, { emails: 'daily' });
    t.clock.advance(2 * DAY);
    await t.app.services.alerts.tick();
    expect(emailsTo(quiet)).toHaveLength(0);
    expect(emailsTo(phone)).toHaveLength(0);
    // Both still see it in the app.
    const list = await call('GET', '/api/me/notifications', phone);
    expect(list.json<NotificationListResponse>().notifications).toHaveLength(1);
    expect(
      (await call('GET', '/api/me/notifications', quiet)).json<NotificationListResponse>().notifications,
    ).toHaveLength(1);
  });

  it("unsubscribes from the email's link and its one-click header signed out; refuses forged and message tokens", async () => {
    const worker = await createSignedInUser(t.app, { name: 'Usha Unsubscribe' });
    await saveAlert(worker, { country: 'IN', city: 'lucknow' });
    await postJob({
      title: 'Tailor helper',
      location: 'Lucknow, Uttar Pradesh',
      category: 'other',
      dailySalary: 500,
    });
    const text = textOf(emailsTo(worker)[0]!.raw);
    const pageToken = /Stop job alert emails: http:\/\/localhost:3000\/unsubscribe\?token=([\w.%-]+)/.exec(
      text,
    )?.[1];
    const oneClick = /^List-Unsubscribe: <(.+)>$/m.exec(text)?.[1];
    expect(pageToken).toBeDefined();
    expect(oneClick).toBeDefined();

    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${pageToken}`,
    });
    expect(preview.json()).toEqual({ kind: 'alerts', enabled: true });

    const token = decodeURIComponent(pageToken!);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ token: `alerts.${employer.id}.${token.split('.').pop()}` }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<ApiErrorBody>().error.code).toBe('invalid_token');
    // The same signature does not work as a message-email token, nor the other way round.
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token.replace(/^alerts\./, ''))}`,
    });
    expect(crossed.statusCode).toBe(400);

    // The page's button: a JSON POST from our own origin, signed out.
    const page = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${pageToken}`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({ message: 'Job alert emails are off.' });
    const settings = await call('GET', '/api/me/alerts', worker);
    expect(settings.json<{ emails: string }>().emails).toBe('off');

    // RFC 8058: the provider POSTs the header's URL, form-encoded, no cookie and no Origin.
    await call('PUT', '/api/me/alert-emails', worker, { emails: 'instant' });
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
    expect(after.json()).toEqual({ kind: 'alerts', enabled: false });
    // Message emails are a separate switch: still on.
    const me = await call('GET', '/api/accounts/me', worker);
    expect(me.json()).toMatchObject({ settings: { messageEmails: true } });

    await postJob({
      title: 'Second tailor helper',
      location: 'Lucknow, Uttar Pradesh',
      category: 'other',
      dailySalary: 550,
    });
    expect(emailsTo(worker)).toHaveLength(1);
  });

  it('two instances ticking at once: one notification and one email per user and job', async () => {
    const second = await createTestApp({
      database: t.database,
      bus: t.bus,
      env: { SMTP_URL: smtp.url },
      mailer: mailer(),
    });
    try {
      const worker = await createSignedInUser(t.app, { name: 'Twin Watcher' });
      await saveAlert(worker, { country: 'IN', city: 'patna' });
      const now = t.clock.now();
      second.clock.advance(now.getTime() - second.clock.now().getTime());
      const ids = await insertJobs(
        t.database.db,
        Array.from({ length: 25 }, (_, index) => ({
          city: 'patna',
          title: `Patna job ${index}`,
          createdAt: now,
        })),
      );
      await Promise.all([t.app.services.alerts.tick(), second.app.services.alerts.tick()]);
      await Promise.all([t.app.services.alerts.tick(), second.app.services.alerts.tick()]);
      const rows = await checkedRows(
        t.database.db,
        z.object({ job_id: column.number, n: column.number }),
        sql`select job_id, count(*) as n from notifications where user_id = ${worker.id} group by job_id`,
      );
      expect(rows).toHaveLength(ids.length);
      expect(rows.every((row) => row.n === 1)).toBe(true);
      expect(emailsTo(worker)).toHaveLength(ids.length);
      const subjects = emailsTo(worker).map((email) => subjectOf(textOf(email.raw)));
      expect(new Set(subjects).size).toBe(ids.length);
    } finally {
      await second.close();
      second.app.deps.mailer.close();
    }
  });
});
