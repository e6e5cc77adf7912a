import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushDevice, PushPayload } from '../../../shared/api/push';
import { user as userTable } from '../../db/schema';
import { createTestApp, jsonHeaders, TEST_ORIGIN, type TestApp } from '../../test/app';
import { insertJobs } from '../../test/jobs';
import { PushServiceStandIn, type TestBrowser } from '../../test/push-service';
import { newClientId, realtimeUrl, TestSocket } from '../../test/realtime';
import { createSignedInUser, type TestUser } from '../../test/users';
import { isPushServiceEndpoint } from './vapid';
import type { ApiErrorBody } from '../../../shared/api/errors';

let pushService: PushServiceStandIn;
let t: TestApp;

beforeAll(async () => {
  pushService = await PushServiceStandIn.start();
  const standIn = new URL(pushService.url);
  t = await createTestApp({ pushEndpointAllowed: (url) => url.origin === standIn.origin });
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});
beforeEach(() => t.clock.advance(2 * 60 * 60_000));

function call(method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers:
      body === undefined ? { origin: TEST_ORIGIN, cookie: user?.cookie ?? '' } : jsonHeaders(user?.cookie),
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function subscribe(
  user: TestUser,
  label?: string,
): Promise<{ browser: TestBrowser; device: PushDevice }> {
  const browser = pushService.browser();
  const response = await call('POST', '/api/me/push-subscriptions', user, browser.subscription(label));
  expect(response.statusCode, response.body).toBe(201);
  return { browser, device: response.json<PushDevice>() };
}

/** The payloads `browser` received, decrypted with its own keys. */
function payloadsOf(browser: TestBrowser): PushPayload[] {
  return pushService.pushesTo(browser).map((push) => JSON.parse(browser.decrypt(push.body)) as PushPayload);
}

/** An employer with a job and a worker in a conversation about it. */
async function pair(title = 'Cook for a family') {
  const employer = await createSignedInUser(t.app, { name: 'Esha Kapoor' });
  const worker = await createSignedInUser(t.app, { name: 'Wasim Ahmed Khan' });
  const [jobId] = await insertJobs(t.database.db, [
    { city: 'mumbai', title, userId: employer.id, createdAt: t.clock.now() },
  ]);
  const started = await call('POST', '/api/conversations', worker, { jobId });
  return { employer, worker, conversationId: started.json<{ conversationId: number }>().conversationId };
}

async function send(from: TestUser, conversationId: number, content: string) {
  const response = await call('POST', `/api/conversations/${conversationId}/messages`, from, {
    clientId: newClientId(),
    content,
  });
  expect(response.statusCode, response.body).toBe(201);
  await t.app.services.background.settled();
}

const emailsTo = (user: TestUser) => t.outbox.list().filter((email) => email.to === user.email);

describe('devices', () => {
  it('gives the VAPID public key; subscribing needs a session and a push service address', async () => {
    const key = (await call('GET', '/api/push/key')).json<{ publicKey: string }>().publicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const browser = pushService.browser();
    expect(
      (await call('POST', '/api/me/push-subscriptions', undefined, browser.subscription())).statusCode,
    ).toBe(401);
    const user = await createSignedInUser(t.app);
    const elsewhere = { ...browser.subscription(), endpoint: 'http://10.0.0.8/push/abc' };
    const refused = await call('POST', '/api/me/push-subscriptions', user, elsewhere);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().error.code).toBe('validation_failed');
    const badKeys = { ...browser.subscription(), keys: { p256dh: 'short', auth: 'x' } };
    expect((await call('POST', '/api/me/push-subscriptions', user, badKeys)).statusCode).toBe(400);
  });

  it('lists a person’s devices newest first; removes only their own; a browser subscribing again is one row', async () => {
    const asha = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const phone = await subscribe(asha, 'Chrome on Android');
    t.clock.advance(1000);
    const laptop = await subscribe(asha, 'Firefox on Windows');
    const again = await call(
      'POST',
      '/api/me/push-subscriptions',
      asha,
      phone.browser.subscription('Chrome on Android'),
    );
    expect(again.json<PushDevice>().id).toBe(phone.device.id);
    const listed = (await call('GET', '/api/me/push-subscriptions', asha)).json<{ devices: PushDevice[] }>();
    expect(listed.devices.map((device) => device.label)).toEqual(['Firefox on Windows', 'Chrome on Android']);
    expect((await call('GET', '/api/me/push-subscriptions', other)).json()).toEqual({ devices: [] });
    expect((await call('DELETE', `/api/me/push-subscriptions/${laptop.device.id}`, other)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/me/push-subscriptions/${laptop.device.id}`, asha)).statusCode).toBe(
      204,
    );
    const after = (await call('GET', '/api/me/push-subscriptions', asha)).json<{ devices: PushDevice[] }>();
    expect(after.devices.map((device) => device.id)).toEqual([phone.device.id]);
  });
});

describe('a push for a new message', () => {
  it('reaches an away person’s phone, encrypted and signed; no email; one per conversation per 2 minutes', async () => {
    const { employer, worker, conversationId } = await pair('Cook for a family');
    const { browser } = await subscribe(employer);
    await send(worker, conversationId, 'Namaste, I can come tomorrow at 8.');
    const [push] = pushService.pushesTo(browser);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    const publicKey = (await call('GET', '/api/push/key')).json<{ publicKey: string }>().publicKey;
    expect(PushServiceStandIn.vapidValid(push!, publicKey, pushService.url)).toBe(true);
    expect(payloadsOf(browser)).toEqual([
      {
        title: 'Wasim sent you a message',
        body: 'Cook for a family: Namaste, I can come tomorrow at 8.',
        url: `/messages?conversation=${conversationId}`,
        tag: `conversation-${conversationId}`,
      },
    ]);
    expect(emailsTo(employer)).toHaveLength(0);

    await send(worker, conversationId, 'Are you there?');
    t.clock.advance(119_000);
    await send(worker, conversationId, 'Still within two minutes');
    expect(payloadsOf(browser)).toHaveLength(1);
    t.clock.advance(2000);
    await send(worker, conversationId, 'Two minutes later');
    expect(payloadsOf(browser).map((payload) => payload.body)).toEqual([
      'Cook for a family: Namaste, I can come tomorrow at 8.',
      'Cook for a family: Two minutes later',
    ]);
    expect(emailsTo(employer)).toHaveLength(0);
    // The sender gets nothing about their own message; without a device the away email still goes.
    const { browser: workerPhone } = await subscribe(worker);
    await send(employer, conversationId, 'Yes, come at 8.');
    expect(payloadsOf(workerPhone)).toHaveLength(1);
    expect(payloadsOf(browser)).toHaveLength(2);
  });

  it('sends no push while the person has the app open', async () => {
    const { employer, worker, conversationId } = await pair();
    const { browser } = await subscribe(employer);
    const socket = await TestSocket.open(await realtimeUrl(t.app), employer.cookie);
    await send(worker, conversationId, 'Seen live');
    expect(pushService.pushesTo(browser)).toHaveLength(0);
    await socket.close();
    await t.app.services.hub.presenceSettled();
    await send(worker, conversationId, 'Now away');
    expect(payloadsOf(browser).map((payload) => payload.body)).toEqual(['Cook for a family: Now away']);
  });

  it('speaks the person’s language', async () => {
    const { employer, worker, conversationId } = await pair('रसोइया चाहिए');
    await t.database.db.update(userTable).set({ locale: 'hi' }).where(eq(userTable.id, employer.id));
    const { browser } = await subscribe(employer);
    await send(worker, conversationId, 'नमस्ते');
    expect(payloadsOf(browser)[0]).toMatchObject({
      title: 'Wasim ने आपको मैसेज भेजा',
      body: 'रसोइया चाहिए: नमस्ते',
    });
  });

  it('deletes a subscription the push service says is gone (410, 404); the others still get it', async () => {
    const { employer, worker, conversationId } = await pair();
    const gone = await subscribe(employer, 'Old phone');
    const missing = await subscribe(employer, 'Older phone');
    const kept = await subscribe(employer, 'New phone');
    pushService.answer(gone.browser, 410);
    pushService.answer(missing.browser, 404);
    await send(worker, conversationId, 'Hello');
    expect(payloadsOf(kept.browser)).toHaveLength(1);
    expect(pushService.pushesTo(gone.browser)).toHaveLength(1);
    const listed = (await call('GET', '/api/me/push-subscriptions', employer)).json<{
      devices: PushDevice[];
    }>();
    expect(listed.devices.map((device) => device.label)).toEqual(['New phone']);
  });
});

describe('a push for a new job matching an alert', () => {
  it('pushes each new match once, with the job’s pay, place and page', async () => {
    const user = await createSignedInUser(t.app, { name: 'Alert Watcher' });
    await call('POST', '/api/me/alerts', user, { country: 'IN', city: 'jaipur' });
    const { browser } = await subscribe(user);
    const [jobId] = await insertJobs(t.database.db, [
      { city: 'jaipur', title: 'Painter for a shop', dailySalary: 900, createdAt: t.clock.now() },
    ]);
    await t.app.services.alerts.tick();
    await t.app.services.alerts.tick();
    const payloads = payloadsOf(browser);
    expect(payloads).toHaveLength(1);
    expect(payloads[0]).toMatchObject({
      title: 'New job: Painter for a shop',
      url: `/job/${jobId}`,
      tag: `job-${jobId}`,
    });
    expect(payloads[0]?.body).toMatch(/^₹900 a day in Jaipur/);
    // People without a device get nothing pushed (and their notifications are not claimed).
    const rows = await t.database.db.execute(sql`select count(*)::int as n from pushed_notifications`);
    expect((rows as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});

describe('push service addresses', () => {
  it('allows the browsers’ push services over https only', () => {
    expect(isPushServiceEndpoint(new URL('https://fcm.googleapis.com/fcm/send/abc'))).toBe(true);
    expect(isPushServiceEndpoint(new URL('https://updates.push.services.mozilla.com/wpush/v2/x'))).toBe(true);
    expect(isPushServiceEndpoint(new URL('https://web.push.apple.com/QG'))).toBe(true);
    expect(isPushServiceEndpoint(new URL('http://fcm.googleapis.com/fcm/send/abc'))).toBe(false);
    expect(isPushServiceEndpoint(new URL('https://fcm.googleapis.com.evil.example/x'))).toBe(false);
    expect(isPushServiceEndpoint(new URL('https://127.0.0.1/push'))).toBe(false);
    expect(isPushServiceEndpoint(new URL('https://fcm.googleapis.com:8443/x'))).toBe(false);
  });
});
