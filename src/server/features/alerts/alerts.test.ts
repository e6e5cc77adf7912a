import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, column } from '../../db/rows';
import { createTestApp, jsonHeaders, type TestApp } from '../../test/app';
import { insertJobs, type TestJobSpec } from '../../test/jobs';
import { realtimeUrl, TestSocket } from '../../test/realtime';
import { createPoster } from '../../test/phones';
import { createSignedInUser, type TestUser } from '../../test/users';
import type { Alert, AlertListResponse, NotificationListResponse } from '../../../shared/api/alerts';
import type { JobListResponse } from '../../../shared/api/jobs';
import type { ApiErrorBody } from '../../../shared/api/errors';

let t: TestApp;
let worker: TestUser;
let employer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [worker, employer] = await Promise.all([
    createSignedInUser(t.app, { name: 'Wasim Worker' }),
    createPoster(t.app, { name: 'Esha Employer' }),
  ]);
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, body?: unknown) {
  const { 'content-type': contentType, ...headers } = jsonHeaders(user?.cookie);
  return t.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': contentType },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function clearAlerts(user: TestUser) {
  await t.database.db.execute(sql`delete from job_alerts where user_id = ${user.id}`);
}

async function notificationsOf(user: TestUser): Promise<NotificationListResponse> {
  const response = await call('GET', '/api/me/notifications', user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Job ids notified to the user (straight from the table: every one, not just a page). */
async function notifiedJobIds(user: TestUser): Promise<number[]> {
  const rows = await checkedRows(
    t.database.db,
    z.object({ job_id: column.number }),
    sql`select job_id from notifications where user_id = ${user.id} order by job_id`,
  );
  return rows.map((row) => row.job_id);
}

describe('saving alerts', () => {
  it('needs a session', async () => {
    expect((await call('GET', '/api/me/alerts')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/me/alerts', undefined, { country: 'IN', city: 'pune' })).statusCode,
    ).toBe(401);
  });

  it('saves a search normalised like the list reads it; the same search again is the same alert', async () => {
    await clearAlerts(worker);
    const first = await call('POST', '/api/me/alerts', worker, {
      country: 'US',
      city: 'Pune, Maharashtra',
      category: 'Household-Work',
      minPay: 600,
      words: '  Cook  cook a  DRIVER ',
    });
    expect(first.statusCode, first.body).toBe(201);
    const alert = first.json<Alert>();
    // A built-in city decides the country, as on the list; short words are ignored, repeats dropped.
    expect(alert).toMatchObject({
      country: 'IN',
      city: 'pune',
      category: 'household-work',
      minPay: 600,
      words: 'cook driver',
    });
    const again = await call('POST', '/api/me/alerts', worker, {
      country: 'IN',
      city: 'pune',
      category: 'household-work',
      minPay: 600,
      words: 'driver cook',
    });
    // Word order is part of the text searched, not of the match; a different order is another row.
    expect([200, 201]).toContain(again.statusCode);
    const same = await call('POST', '/api/me/alerts', worker, {
      country: 'IN',
      city: 'pune',
      category: 'household-work',
      minPay: 600,
      words: 'cook driver',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json<Alert>().id).toBe(alert.id);

    const list = await call('GET', '/api/me/alerts', worker);
    expect(list.json<AlertListResponse>().emails).toBe('instant');
    expect(list.json<AlertListResponse>().alerts.map((item) => item.id)).toContain(alert.id);
  });

  it('refuses an unknown city or category and an empty search with clear messages, storing nothing', async () => {
    await clearAlerts(worker);
    const city = await call('POST', '/api/me/alerts', worker, { country: 'IN', city: 'Atlantis' });
    expect(city.statusCode).toBe(400);
    expect(city.json<ApiErrorBody>().error).toMatchObject({
      code: 'validation_failed',
      fields: { city: 'We do not know this city. Please choose one from the list.' },
    });
    const category = await call('POST', '/api/me/alerts', worker, { country: 'IN', category: 'astronaut' });
    expect(category.statusCode).toBe(400);
    expect(category.json<ApiErrorBody>().error.fields).toEqual({ category: 'Unknown category' });
    const empty = await call('POST', '/api/me/alerts', worker, { country: 'IN', words: 'a b' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().error).toMatchObject({
      code: 'empty_alert',
      message:
        'Choose a city, a job type, a pay or search words first, so we send you only the jobs you want.',
    });
    const badPay = await call('POST', '/api/me/alerts', worker, { country: 'IN', city: 'pune', minPay: -5 });
    expect(badPay.statusCode).toBe(400);
    expect(badPay.json<ApiErrorBody>().error.fields?.minPay).toBe('Pay must not be below 0');
    const truePay = await call('POST', '/api/me/alerts', worker, {
      country: 'IN',
      city: 'pune',
      minPay: true,
    });
    expect(truePay.statusCode).toBe(400);
    expect(truePay.json<ApiErrorBody>().error.fields?.minPay).toBe('Pay must be a number');
    const badCountry = await call('POST', '/api/me/alerts', worker, { country: 'FR', city: 'pune' });
    expect(badCountry.statusCode).toBe(400);
    expect((await call('GET', '/api/me/alerts', worker)).json<AlertListResponse>().alerts).toEqual([]);
  });

  it('keeps at most 10 alerts: the 11th is refused with a message naming Settings', async () => {
    await clearAlerts(worker);
    for (let pay = 1; pay <= 10; pay++) {
      const response = await call('POST', '/api/me/alerts', worker, { country: 'IN', minPay: pay * 100 });
      expect(response.statusCode).toBe(201);
    }
    const eleventh = await call('POST', '/api/me/alerts', worker, { country: 'IN', minPay: 5000 });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json<ApiErrorBody>().error).toMatchObject({
      code: 'too_many_alerts',
      message:
        'You already have 10 job alerts, the most you can keep. Delete one in Settings to add another.',
    });
    // Saving one of the ten again is still fine (it is the same alert).
    expect((await call('POST', '/api/me/alerts', worker, { country: 'IN', minPay: 300 })).statusCode).toBe(
      200,
    );
    await clearAlerts(worker);
  });

  it("deletes only the user's own alert: someone else's is 404 and stays", async () => {
    const created = await call('POST', '/api/me/alerts', worker, { country: 'IN', city: 'mumbai' });
    const { id } = created.json<Alert>();
    expect((await call('DELETE', `/api/me/alerts/${id}`, employer)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/me/alerts/nope', worker)).statusCode).toBe(404);
    expect((await call('GET', '/api/me/alerts', worker)).json<AlertListResponse>().alerts).toHaveLength(1);
    expect((await call('DELETE', `/api/me/alerts/${id}`, worker)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/me/alerts/${id}`, worker)).statusCode).toBe(404);
    expect((await call('GET', '/api/me/alerts', worker)).json<AlertListResponse>().alerts).toEqual([]);
  });

  it('saves the email choice', async () => {
    const bad = await call('PUT', '/api/me/alert-emails', worker, { emails: 'weekly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiErrorBody>().error.fields?.emails).toBe('Please choose instant, daily or off');
    const daily = await call('PUT', '/api/me/alert-emails', worker, { emails: 'daily' });
    expect(daily.json()).toEqual({ emails: 'daily' });
    expect((await call('GET', '/api/me/alerts', worker)).json<AlertListResponse>().emails).toBe('daily');
    await call('PUT', '/api/me/alert-emails', worker, { emails: 'instant' });
  });
});

describe('matching', () => {
  /** Every job id the list shows for a query among the city's own (not "Nearby"), all pages. */
  async function listed(query: Record<string, string>): Promise<number[]> {
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const params = new URLSearchParams({ ...query, limit: '50', ...(cursor ? { cursor } : {}) });
      const response = await call('GET', `/api/jobs?${params}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<JobListResponse>();
      ids.push(...page.jobs.filter((job) => !job.nearby).map((job) => job.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids.sort((a, b) => a - b);
  }

  it('an alert matches a job exactly when the job list with the same query shows it', async () => {
    const now = t.clock.now();
    const spec = (city: string, more: Partial<TestJobSpec>): TestJobSpec => ({
      city,
      createdAt: now,
      userId: employer.id,
      ...more,
    });
    await insertJobs(t.database.db, [
      spec('pune', { category: 'cooking', dailySalary: 700, title: 'Cook for a hostel' }),
      spec('pune', { category: 'cleaning', dailySalary: 500, title: 'House cleaning' }),
      spec('pune', { category: 'construction', dailySalary: 900, title: 'Mason helper' }),
      spec('mumbai', { category: 'painting', dailySalary: 800, title: 'Wall painter' }),
      spec('navi-mumbai', { category: 'cooking', dailySalary: 650, title: 'Canteen cook' }),
      spec('delhi', { category: 'security-guard', dailySalary: 600, title: 'Night guard' }),
      spec('new-delhi', { category: 'delivery-transport', dailySalary: 550, title: 'Driver for a shop' }),
      spec('new-york', { category: 'cleaning', dailySalary: 150, title: 'Office cleaning crew' }),
      spec('new-york', { category: 'cooking', dailySalary: 200, title: 'Line cook' }),
      spec('mumbai', { category: 'other', dailySalary: 1200, title: 'Data entry in an office' }),
    ]);
    const searches: Record<string, string>[] = [
      { country: 'IN', city: 'pune' },
      { country: 'IN', city: 'Mumbai' },
      { country: 'IN', city: 'delhi' },
      { country: 'IN', city: 'maharashtra' },
      { country: 'IN', category: 'household-work' },
      { country: 'IN', category: 'construction' },
      { country: 'IN', category: 'cooking', city: 'mumbai' },
      { country: 'IN', minPay: '650' },
      { country: 'IN', search: 'cook driver' },
      { country: 'IN', city: 'pune', minPay: '600', search: 'hostel mason' },
      { country: 'US', category: 'home-services' },
      { country: 'US', search: 'cook', minPay: '180' },
      { country: 'IN', category: 'security' },
    ];
    const users = await Promise.all(
      searches.map((_, index) => createSignedInUser(t.app, { name: `Alert User ${index}` })),
    );
    for (const [index, search] of searches.entries()) {
      const response = await call('POST', '/api/me/alerts', users[index], {
        country: search.country,
        city: search.city,
        category: search.category,
        minPay: search.minPay === undefined ? undefined : Number(search.minPay),
        words: search.search,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await t.app.services.alerts.tick();
    for (const [index, search] of searches.entries()) {
      const expected = await listed(search);
      expect(await notifiedJobIds(users[index]!), JSON.stringify(search)).toEqual(expected);
    }
    // The cases above are not vacuous: they include empty and several-city results.
    expect(await listed({ country: 'IN', city: 'Mumbai' })).toHaveLength(3);
    expect(await listed({ country: 'IN', city: 'delhi' })).toHaveLength(2);
  });

  it('never alerts the poster, sends one notification per user and job however many alerts match, skips demo and closed jobs', async () => {
    const user = await createSignedInUser(t.app, { name: 'Two Alerts' });
    await call('POST', '/api/me/alerts', user, { country: 'IN', city: 'pune' });
    await call('POST', '/api/me/alerts', user, { country: 'IN', category: 'cooking' });
    await call('POST', '/api/me/alerts', employer, { country: 'IN', city: 'pune' });
    const now = t.clock.now();
    const [own, demo, closed] = await insertJobs(t.database.db, [
      { city: 'pune', category: 'cooking', title: 'Cook in Pune', userId: employer.id, createdAt: now },
      { city: 'pune', category: 'cooking', title: 'Demo cook', isDemo: true, createdAt: now },
      { city: 'pune', category: 'cooking', title: 'Closed cook', status: 'closed', createdAt: now },
    ]);
    await t.app.services.alerts.tick();
    // A held job waits: only once it is live (a moderator approved it) are its alerts matched.
    const [held] = await insertJobs(t.database.db, [
      { city: 'pune', category: 'cooking', title: 'Held cook', createdAt: now },
    ]);
    await t.database.db.execute(sql`update jobs set status = 'held' where id = ${held}`);
    await t.app.services.alerts.tick();
    expect(await notifiedJobIds(user)).not.toContain(held);
    await t.database.db.execute(sql`update jobs set status = 'active' where id = ${held}`);
    await t.app.services.alerts.tick();
    expect(await notifiedJobIds(user)).toContain(held);
    const mine = await notificationsOf(user);
    expect(mine.notifications.filter((item) => item.job?.id === own)).toHaveLength(1);
    expect(mine.notifications.find((item) => item.job?.id === demo)).toBeUndefined();
    expect(mine.notifications.find((item) => item.job?.id === closed)).toBeUndefined();
    expect(await notifiedJobIds(employer)).not.toContain(own);
    // The matched one names the first alert that found it.
    const alerts = (await call('GET', '/api/me/alerts', user)).json<AlertListResponse>().alerts;
    const first = Math.min(...alerts.map((alert) => alert.id));
    expect(mine.notifications.find((item) => item.job?.id === own)?.alert?.id).toBe(first);
    // Matching again changes nothing (each job is matched once).
    await t.app.services.alerts.tick();
    expect((await notificationsOf(user)).notifications).toHaveLength(mine.notifications.length);
  });

  it('posting a job matches alerts in the background and pushes the news to the open app', async () => {
    const user = await createSignedInUser(t.app, { name: 'Live Listener' });
    await call('POST', '/api/me/alerts', user, { country: 'IN', city: 'bangalore', words: 'plumber' });
    const socket = await TestSocket.open(await realtimeUrl(t.app), user.cookie);
    const pushed = socket.next((frame) => frame.type === 'notifications');
    const response = await call('POST', '/api/jobs', employer, {
      title: 'Plumber for a new flat',
      category: 'other',
      dailySalary: 900,
      location: 'Bangalore, Karnataka',
      description: 'Fix the kitchen and two bathrooms, tools given.',
      phone: '+91 98765 43210',
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.app.services.background.settled();
    await pushed;
    socket.ws.close();
    const list = await notificationsOf(user);
    expect(list.unread).toBe(1);
    expect(list.notifications[0]).toMatchObject({
      read: false,
      job: {
        id: response.json<{ id: number }>().id,
        title: 'Plumber for a new flat',
        city: 'Bangalore',
        status: 'active',
      },
      alert: { city: 'bangalore', words: 'plumber' },
    });
  });
});

describe('notifications', () => {
  it('lists newest first with the unread count; marks read up to an id, then all', async () => {
    const user = await createSignedInUser(t.app, { name: 'Reader' });
    await call('POST', '/api/me/alerts', user, { country: 'IN', city: 'jaipur' });
    const now = t.clock.now();
    const ids = await insertJobs(t.database.db, [
      { city: 'jaipur', title: 'First job', createdAt: now },
      { city: 'jaipur', title: 'Second job', createdAt: now },
      { city: 'jaipur', title: 'Third job', createdAt: now },
    ]);
    await t.app.services.alerts.tick();
    const list = await notificationsOf(user);
    expect(list.unread).toBe(3);
    expect(list.notifications.map((item) => item.job?.id)).toEqual([...ids].reverse());
    expect((await call('GET', '/api/me/notifications/unread', user)).json()).toEqual({ unread: 3 });
    expect((await call('GET', '/api/me/notifications/unread')).statusCode).toBe(401);

    const oldest = list.notifications[2]!.id;
    const upTo = await call('POST', '/api/me/notifications/read', user, { upTo: oldest });
    expect(upTo.json()).toEqual({ unread: 2 });
    // Someone else's read changes nothing of theirs.
    await call('POST', '/api/me/notifications/read', employer, {});
    expect((await call('GET', '/api/me/notifications/unread', user)).json()).toEqual({ unread: 2 });
    expect((await call('POST', '/api/me/notifications/read', user, {})).json()).toEqual({ unread: 0 });
    expect((await notificationsOf(user)).notifications.every((item) => item.read)).toBe(true);

    // A job taken down by a moderator is no longer shown; a closed one is, as closed.
    await t.database.db.execute(sql`update jobs set status = 'removed' where id = ${ids[0]}`);
    await t.database.db.execute(sql`update jobs set status = 'closed' where id = ${ids[1]}`);
    const after = await notificationsOf(user);
    expect(after.notifications.map((item) => item.job?.status ?? null)).toEqual(['active', 'closed', null]);
  });

  it('pages with `before`', async () => {
    const user = await createSignedInUser(t.app, { name: 'Pager' });
    await call('POST', '/api/me/alerts', user, { country: 'IN', city: 'indore' });
    const now = t.clock.now();
    await insertJobs(
      t.database.db,
      Array.from({ length: 32 }, (_, index) => ({ city: 'indore', title: `Job ${index}`, createdAt: now })),
    );
    await t.app.services.alerts.tick();
    const first = await notificationsOf(user);
    expect(first.notifications).toHaveLength(30);
    expect(first.nextBefore).toBe(first.notifications[29]!.id);
    const second = (
      await call('GET', `/api/me/notifications?before=${first.nextBefore}`, user)
    ).json<NotificationListResponse>();
    expect(second.notifications).toHaveLength(2);
    expect(second.nextBefore).toBeNull();
  });
});
