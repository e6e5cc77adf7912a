/**
 * Web Push in the page (issue #24 item 1): whether this browser can, turning it on (permission, the
 * browser's subscription with the server's VAPID key, stored on the server) and off. Loaded only by the
 * Settings section and the one-time offer (their own chunks).
 */
import type { PushDevice } from '../../shared/api/push';
import { apiFetch } from './api';

/** This browser's device id on the server, to mark "This phone" in the list. */
const DEVICE_KEY = 'dw-push-device';

export class PushDeniedError extends Error {}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function thisDeviceId(): number | null {
  const stored = Number(localStorage.getItem(DEVICE_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? navigator.serviceWorker.register('/sw.js');
}

/** The browser's own words for itself: "Chrome" on "Android" (the names are the same in every language). */
export function describeBrowser(userAgent: string): { browser: string | null; system: string | null } {
  const browsers: [RegExp, string][] = [
    [/SamsungBrowser/, 'Samsung Internet'],
    [/Edg\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/Android/, 'Android'],
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'ChromeOS'],
    [/Mac OS X|Macintosh/, 'Mac'],
    [/Linux/, 'Linux'],
  ];
  const find = (list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser: find(browsers), system: find(systems) };
}

/** Asks for permission, subscribes this browser and stores it on the server; PushDeniedError if refused. */
export async function turnOnPush(label: string): Promise<PushDevice> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushDeniedError();
  const { publicKey } = await apiFetch<{ publicKey: string }>('/api/push/key');
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const json = subscription.toJSON();
  const device = await apiFetch<PushDevice>('/api/me/push-subscriptions', {
    method: 'POST',
    json: { endpoint: json.endpoint, keys: json.keys, label },
  });
  localStorage.setItem(DEVICE_KEY, String(device.id));
  return device;
}

/** Removes a device on the server; for this browser, its subscription goes too. */
export async function removeDevice(id: number): Promise<void> {
  await apiFetch<undefined>(`/api/me/push-subscriptions/${id}`, { method: 'DELETE' });
  if (id !== thisDeviceId()) return;
  localStorage.removeItem(DEVICE_KEY);
  const worker = await navigator.serviceWorker.getRegistration('/');
  await (await worker?.pushManager.getSubscription())?.unsubscribe();
}
