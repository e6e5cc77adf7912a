import { z } from 'zod';
import { idParams } from './ids';

/**
 * Web Push (issue #24 item 1, decision 0023): notifications on a person's phone while the app is closed.
 *
 *  GET    /api/push/key                  -> pushKeySchema: the server's VAPID public key (base64url), for
 *                                           pushManager.subscribe({ applicationServerKey }).
 *  GET    /api/me/push-subscriptions     (signed in) -> pushDevicesSchema: this person's devices, newest first.
 *  POST   /api/me/push-subscriptions     (signed in) pushSubscribeSchema -> 201 pushDeviceSchema. The browser's
 *                                           subscription (endpoint and keys) and a label. A known endpoint is
 *                                           moved to this person and relabelled (one row per browser). At most
 *                                           PUSH_DEVICES_MAX devices: the oldest is dropped. 400 validation_failed
 *                                           (an endpoint that is not a push service's https address); 429
 *                                           rate_limited (PUSH_SUBSCRIBE_LIMIT per person).
 *  DELETE /api/me/push-subscriptions/:id (signed in) -> 204; 404 not_found for another person's device.
 *
 * A push's payload (what the service worker shows) is pushPayloadSchema, in the person's language.
 */

export const PUSH_DEVICES_MAX = 10;

export const pushDeviceIdParams = idParams('This device is not on your list.');

export const pushKeySchema = z.object({ publicKey: z.string() });

/** The keys of a browser's PushSubscription.toJSON(): base64url, a P-256 point and 16 random bytes. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Must be base64url')
    .min(min)
    .max(max);

export const pushSubscribeSchema = z.object({
  endpoint: z.url('Must be a URL').max(1000),
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
  /** What Settings lists the device as ("Chrome, Android"); the browser describes itself. */
  label: z.string().trim().min(1).max(60),
});

export const pushDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  createdAt: z.iso.datetime(),
});

export const pushDevicesSchema = z.object({ devices: z.array(pushDeviceSchema) });

/** What the service worker shows: title and body in the person's language; `url` opens on a tap. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A same-origin path: the thread (/messages?conversation=ID) or the job (/job/ID). */
  url: z.string().startsWith('/'),
  /** Notifications with one tag replace each other (one per conversation, one per job). */
  tag: z.string(),
});

export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export type PushPayload = z.infer<typeof pushPayloadSchema>;
