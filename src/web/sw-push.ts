/**
 * Web Push in the service worker (issue #24 item 1, decision 0023): a push shows a notification (title
 * and body already in the person's language, from the server); tapping it opens the thread or the job,
 * in an open tab of the app if there is one (focused and sent there), else in a new one.
 */
import type { PushPayload } from '../shared/api/push';

interface NotificationLike {
  data: unknown;
  close(): void;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface PushEventLike extends Event {
  data: { text(): string } | null;
  waitUntil(promise: Promise<unknown>): void;
}
interface NotificationEventLike extends Event {
  notification: NotificationLike;
  waitUntil(promise: Promise<unknown>): void;
}
interface PushScope {
  location: Location;
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

/** The server's payload (src/shared/api/push.ts), checked by hand: zod stays out of the worker. */
function payloadOf(event: PushEventLike): PushPayload | null {
  try {
    const value: unknown = JSON.parse(event.data?.text() ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { title, body, url, tag } = value as Record<string, unknown>;
    if (typeof title !== 'string' || typeof body !== 'string') return null;
    if (typeof url !== 'string' || typeof tag !== 'string') return null;
    return { title, body, url, tag };
  } catch {
    return null;
  }
}

/** The app's path to open: only a same-origin path the server sent, else the home page. */
function targetOf(scope: PushScope, data: unknown): string {
  const url = typeof data === 'object' && data && 'url' in data ? String(data.url) : '/';
  const target = new URL(url, scope.location.origin);
  return target.origin === scope.location.origin ? `${target.pathname}${target.search}` : '/';
}

async function open(scope: PushScope, path: string): Promise<void> {
  const url = new URL(path, scope.location.origin).href;
  const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === scope.location.origin);
  if (!tab) {
    await scope.clients.openWindow(url);
    return;
  }
  await tab.focus().catch(() => undefined);
  if (tab.url !== url) await tab.navigate(url).catch(() => scope.clients.openWindow(url));
}

/** Some events are dispatched by the page's own code (tests); their waitUntil throws, the work still runs. */
function keepAlive(event: { waitUntil(promise: Promise<unknown>): void }, work: Promise<unknown>): void {
  try {
    event.waitUntil(work);
  } catch {
    // not a browser-dispatched event
  }
}

export function listenForPushes(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    if (!payload) return;
    keepAlive(
      event,
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        renotify: true,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: payload.url },
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    keepAlive(event, open(scope, targetOf(scope, event.notification.data)));
  });
}
