import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

/** The server's VAPID identity (RFC 8292): push services accept our pushes only signed with it. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address push services can reach the sender at. */
  subject: string;
}

export function generateVapidKeys(subject: string): VapidKeys {
  return { ...webpush.generateVAPIDKeys(), subject };
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY from the environment (required with DATABASE_URL: every instance
 * signs with one key, or browsers' subscriptions break), else a pair generated once into DATA_DIR, like
 * the auth secret: the embedded default keeps working across restarts, and subscriptions with it.
 */
export function vapidKeysFor(
  env: {
    VAPID_PUBLIC_KEY?: string;
    VAPID_PRIVATE_KEY?: string;
    VAPID_SUBJECT?: string;
    SUPPORT_EMAIL: string;
  },
  dataDir: string,
): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const path = join(dataDir, 'vapid-keys.json');
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    writeFileSync(path, JSON.stringify({ publicKey, privateKey }), { mode: 0o600 });
  }
  const stored = JSON.parse(readFileSync(path, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

/** The push services of the browsers people use; the server sends nowhere else (no request forgery). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  'notify.windows.com',
  'push.services.mozilla.com',
];

export function isPushServiceEndpoint(url: URL): boolean {
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}
