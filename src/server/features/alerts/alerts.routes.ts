import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../auth/signed-in';
import type { EmailSwitch } from '../../email/unsubscribe';
import type { HeadResolver } from '../../plugins/html';
import type { RouteName } from '../../../shared/routes';
import {
  alertEmailsInputSchema,
  alertEmailsResponseSchema,
  alertIdParams,
  alertInputSchema,
  alertListResponseSchema,
  alertSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationsReadInputSchema,
  unreadNotificationsResponseSchema,
} from '../../../shared/api/alerts';
import { AlertDelivery, NOTIFICATIONS_CHANNEL, type AlertDeliveryDeps } from './alerts.delivery';
import { alertRepos } from './alerts.repo';
import type { AlertsService } from './alerts.service';
import type { BackgroundTasks } from '../../background-tasks';
import type { EventBus } from '../../realtime/bus';
import type { RealtimeHub } from '../../realtime/hub';

/** How often pending jobs are matched (a safety net: posting matches at once) and digests looked for. */
const ALERTS_TICK_MS = 60_000;

/** The background side of job alerts; app.ts makes one per instance (also app.services.alerts, for tests). */
export function createAlertDelivery(
  deps: Omit<AlertDeliveryDeps, 'repos'> & { db: Parameters<typeof alertRepos>[0] },
): AlertDelivery {
  const { db, ...rest } = deps;
  return new AlertDelivery({ ...rest, repos: alertRepos(db) });
}

/** Job alert emails for the unsubscribe links (src/server/email/unsubscribe.ts). */
export function alertEmailSwitch(service: AlertsService): EmailSwitch {
  return {
    enabled: (userId) => service.emailsEnabled(userId),
    turnOff: (userId) => service.turnEmailsOff(userId),
    doneMessage: 'Job alert emails are off.',
  };
}

export interface AlertsRoutesOptions {
  service: AlertsService;
  delivery: AlertDelivery;
  background: BackgroundTasks;
  hub: RealtimeHub;
  bus: EventBus;
}

/** Job alerts and notifications (contract: src/shared/api/alerts.ts). */
export async function alertsRoutes(
  instance: FastifyInstance,
  { service, delivery, background, hub, bus }: AlertsRoutesOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // The safety net and the digests: every minute, on every instance (claims keep them apart).
  const tick = setInterval(() => background.run('job alerts tick', () => delivery.tick()), ALERTS_TICK_MS);
  tick.unref();
  app.addHook('onClose', async () => clearInterval(tick));

  // New notifications: every instance pushes to its own sockets of those users.
  const off = bus.subscribe(NOTIFICATIONS_CHANNEL, (payload) => {
    const users = String(payload.users ?? '')
      .split(',')
      .filter((userId) => hub.hasLocalSockets(userId));
    if (users.length > 0) hub.sendToUsers(users, { type: 'notifications' });
  });
  app.addHook('onClose', async () => off());

  // Everything here needs a session: signed out is a 401 before any input is looked at.
  const session = signedIn();

  app.get(
    '/api/me/alerts',
    { preValidation: session, schema: { response: { 200: alertListResponseSchema } } },
    async (request) => {
      const { user } = await request.requireSession();
      return service.list(user.id);
    },
  );

  app.post(
    '/api/me/alerts',
    {
      preValidation: session,
      schema: { body: alertInputSchema, response: { 200: alertSchema, 201: alertSchema } },
    },
    async (request, reply) => {
      const { user } = await request.requireSession();
      const { alert, created } = await service.create(user.id, request.body);
      return reply.status(created ? 201 : 200).send(alert);
    },
  );

  app.delete(
    '/api/me/alerts/:id',
    { preValidation: session, schema: { params: alertIdParams, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const { user } = await request.requireSession();
      await service.delete(user.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/me/alert-emails',
    {
      preValidation: session,
      schema: { body: alertEmailsInputSchema, response: { 200: alertEmailsResponseSchema } },
    },
    async (request) => {
      const { user } = await request.requireSession();
      return service.setEmails(user.id, request.body.emails);
    },
  );

  app.get(
    '/api/me/notifications',
    {
      preValidation: session,
      schema: { querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema } },
    },
    async (request) => {
      const { user } = await request.requireSession();
      return service.notifications(user.id, request.query.before);
    },
  );

  app.get(
    '/api/me/notifications/unread',
    { preValidation: session, schema: { response: { 200: unreadNotificationsResponseSchema } } },
    async (request) => {
      const { user } = await request.requireSession();
      return { unread: await service.unread(user.id) };
    },
  );

  app.post(
    '/api/me/notifications/read',
    {
      preValidation: session,
      schema: { body: notificationsReadInputSchema, response: { 200: unreadNotificationsResponseSchema } },
    },
    async (request) => {
      const { user } = await request.requireSession();
      return service.markRead(user.id, request.body.upTo);
    },
  );
}

/** A private page: no index, a plain title. */
export function alertsPageHeads(siteName: string): Partial<Record<RouteName, HeadResolver>> {
  return {
    notifications: (_match, _request, t) => ({
      title: t('heads.notifications', { siteName }),
      robots: 'noindex',
    }),
  };
}
