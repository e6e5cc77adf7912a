import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import {
  PUSH_DEVICES_MAX,
  type PushDevice,
  type PushPayload,
  type PushSubscribeInput,
} from '../../../shared/api/push';
import type { CurrencyCode } from '../../../shared/geo';
import { formatMoney } from '../../../shared/intl';
import { buildPath, jobPath } from '../../../shared/routes';
import { notFound, validationFailed } from '../../errors';
import { translator, type Translate } from '../../i18n';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import type { PushRepo, PushSubscriptionRow } from './push.repo';
import type { VapidKeys } from './vapid';

/** At most one push per conversation per person in this time (issue #24). */
export const PUSH_CONVERSATION_GAP_MS = 2 * 60_000;
/** A device added now gets matches from this long ago on, never a backlog. */
const ALERT_PUSH_WINDOW_MS = 60 * 60_000;
const ALERT_BATCH = 50;
/** A push the phone has not received in a day is not worth showing any more (seconds). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const MESSAGE_PREVIEW_CHARS = 120;
const PUSH_TIMEOUT_MS = 10_000;

export const PUSH_SUBSCRIBE_LIMIT: RateLimitRule = {
  name: 'push-subscribe:user',
  limit: 20,
  windowMs: 60 * 60_000,
};

export interface PushServiceDeps {
  repo: PushRepo;
  vapid: VapidKeys;
  limiter: RateLimiter;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Which endpoints the server may send to: the known push services (tests allow their stand-in). */
  endpointAllowed: (url: URL) => boolean;
}

/** A new message for someone away (messaging's AwayPush: the names are read only for a push). */
export interface MessagePush {
  recipientId: string;
  conversationId: number;
  content: string;
  details: () => Promise<{ senderName: string; jobTitle: string }>;
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MESSAGE_PREVIEW_CHARS ? `${flat.slice(0, MESSAGE_PREVIEW_CHARS - 1)}…` : flat;
}

/**
 * Web Push (decision 0024): devices per person, and the pushes for a new message (when the person has
 * no open socket; instead of the away email) and for each new job-alert match. A subscription the push
 * service answers 404 or 410 for is deleted.
 */
export class PushService {
  constructor(private readonly deps: PushServiceDeps) {}

  get publicKey(): string {
    return this.deps.vapid.publicKey;
  }

  async subscribe(userId: string, input: PushSubscribeInput): Promise<PushDevice> {
    const { repo, limiter, now } = this.deps;
    if (!this.deps.endpointAllowed(new URL(input.endpoint))) {
      throw validationFailed({ endpoint: 'Not a push service address' });
    }
    await limiter.consume(PUSH_SUBSCRIBE_LIMIT, userId);
    const row = await repo.upsert({
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      label: input.label,
      now: now(),
    });
    await repo.trim(userId, PUSH_DEVICES_MAX);
    return toDevice(row);
  }

  async devices(userId: string): Promise<PushDevice[]> {
    return (await this.deps.repo.list(userId)).map(toDevice);
  }

  async remove(userId: string, id: number): Promise<void> {
    if (!(await this.deps.repo.remove(userId, id))) throw notFound('This device is not on your list.');
  }

  /** Whether the person chose push on some device (then push replaces the away email). */
  hasDevices(userId: string): Promise<boolean> {
    return this.deps.repo.hasDevices(userId);
  }

  /**
   * A new message for someone with no open socket: one push per conversation per 2 minutes. Returns
   * whether the person has devices at all (true: no email, even when this push was within the gap).
   */
  async messageWhileAway(input: MessagePush): Promise<boolean> {
    const { repo, now } = this.deps;
    if (!(await repo.hasDevices(input.recipientId))) return false;
    const slot = await repo.claimConversationSlot(
      input.conversationId,
      input.recipientId,
      now(),
      PUSH_CONVERSATION_GAP_MS,
    );
    if (!slot) return true;
    const { senderName, jobTitle } = await input.details();
    await this.pushToUser(input.recipientId, (t) => ({
      title: t('push.notification.message', { name: senderName }),
      body: t('push.notification.messageBody', { job: jobTitle, text: preview(input.content) }),
      url: `${buildPath('messages')}?conversation=${input.conversationId}`,
      tag: `conversation-${input.conversationId}`,
    }));
    return true;
  }

  /** Pushes every new job-alert match of people with devices (claimed, so once across instances). */
  async pushAlerts(): Promise<void> {
    const { repo, now } = this.deps;
    for (;;) {
      const at = now();
      const claimed = await repo.claimAlertPushes(
        ALERT_BATCH,
        at,
        new Date(at.getTime() - ALERT_PUSH_WINDOW_MS),
      );
      for (const item of claimed) {
        await this.pushToUser(
          item.userId,
          (t, locale) => ({
            title: t('push.notification.job', { title: item.title }),
            body: t('push.notification.jobBody', {
              pay: t('alerts.page.perDay', {
                pay: formatMoney(item.dailySalary, item.currency as CurrencyCode, locale),
              }),
              location: item.location,
            }),
            url: jobPath(item.jobId),
            tag: `job-${item.jobId}`,
          }),
          item.locale,
        );
      }
      if (claimed.length < ALERT_BATCH) return;
    }
  }

  /** Sends one payload, in the person's language, to each of their devices. */
  private async pushToUser(
    userId: string,
    build: (t: Translate, locale: string) => PushPayload,
    knownLocale?: string,
  ): Promise<void> {
    const { repo } = this.deps;
    const locale = knownLocale ?? (await repo.localeOf(userId)) ?? 'en';
    const payload = JSON.stringify(build(translator(locale), locale));
    const devices = await repo.list(userId);
    const delivered: number[] = [];
    for (const device of devices) {
      if (await this.send(device, payload)) delivered.push(device.id);
    }
    await repo.touch(delivered, this.deps.now());
  }

  /** One push; a subscription the service says is gone is deleted; other failures are logged. */
  private async send(device: PushSubscriptionRow, payload: string): Promise<boolean> {
    if (!this.deps.endpointAllowed(new URL(device.endpoint))) return false;
    // web-push builds the request (aes128gcm payload, VAPID header); fetch sends it, so a push service
    // stand-in can be a plain local HTTP server in tests.
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      { vapidDetails: this.deps.vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        // web-push leaves the body null for a push without a payload (its types say a Buffer).
        body: (request.body as Buffer | null) ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      if (response.status === 404 || response.status === 410) await this.deps.repo.forget(device.id);
      else this.deps.log.warn({ status: response.status }, 'push refused');
    } catch (error) {
      this.deps.log.warn({ err: error }, 'push failed');
    }
    return false;
  }
}

function toDevice(row: PushSubscriptionRow): PushDevice {
  return { id: row.id, label: row.label, createdAt: row.createdAt.toISOString() };
}
