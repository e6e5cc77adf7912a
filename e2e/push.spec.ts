import { expect, test, type Page } from '@playwright/test';
import { gotoApp, reloadApp } from './app-ready';

/** Waits until the service worker is active and controls the page (the first visit installs it). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) await reloadApp(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The notifications the service worker is showing, as the page can read them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((item) => ({
      title: item.title,
      body: item.body,
      tag: item.tag,
      data: item.data as unknown,
    }));
  });
}

test.describe('Web Push in the service worker (issue #24)', () => {
  test('a push shows the notification; tapping it opens the thread in the open tab', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await context.grantPermissions(['notifications'], { origin });
    await gotoApp(page, '/jobs/all');
    await waitForServiceWorker(page);

    // Chromium's DevTools protocol delivers a push to the registration, as a push service would.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((item) => item.scopeURL === `${origin}/` && !item.isDeleted);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      title: 'Wasim sent you a message',
      body: 'Cook for a family: Namaste, I can come tomorrow at 8.',
      url: '/messages?conversation=7',
      tag: 'conversation-7',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    // The worker wakes for the push: on a busy CI machine that has taken over 10 s.
    await expect
      .poll(() => shownNotifications(page), { timeout: 30_000 })
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);

    // A tap on the notification (the worker's notificationclick, dispatched in the worker): the open tab
    // goes to the thread; no second tab opens; the notification closes.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeTruthy();
    await worker!.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      const NotificationEventClass = (
        globalThis as unknown as {
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(`${origin}/messages?conversation=7`);
    expect(context.pages()).toHaveLength(1);
    await expect.poll(() => shownNotifications(page)).toEqual([]);
  });
});
