import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmailSwitch } from '../../email/unsubscribe';
import { notFound } from '../../errors';
import type { HeadResolver } from '../../plugins/html';
import type { RouteName } from '../../../shared/routes';
import type { UnreadNotificationsResponse } from '../../../shared/api/alerts';
import { AlertDelivery, NOTIFICATIONS_CHANNEL, type AlertDeliveryDeps } from './alerts.delivery';
import { AlertsRepo } from './alerts.repo';
import { AlertsService } from './alerts.service';

/** How often pending jobs are matched (a safety net: posting matches at once) and digests looked for. */
export const ALERTS_TICK_MS = 60_000;

/** The background side of job alerts; app.ts makes one per instance (app.services.alerts). */
export function createAlertDelivery(
  deps: Omit<AlertDeliveryDeps, 'repo'> & { db: AlertsRepoDb },
): AlertDelivery {
  const { db, ...rest } = deps;
  return new AlertDelivery({ ...rest, repo: new AlertsRepo(db) });
}
type AlertsRepoDb = ConstructorParameters<typeof AlertsRepo>[0];

function createAlertsService(app: FastifyInstance): AlertsService {
  return new AlertsService(new AlertsRepo(app.deps.database.db), app.services.rateLimiter, app.services.now);
}

/** Job alert emails for the unsubscribe links (src/server/email/unsubscribe.ts). */
export function alertEmailSwitch(app: FastifyInstance): EmailSwitch {
  const service = createAlertsService(app);
  return {
    enabled: (userId) => service.emailsEnabled(userId),
    turnOff: (userId) => service.turnEmailsOff(userId),
    doneMessage: 'Job alert emails are off.',
  };
}

function alertIdOf(request: FastifyRequest): number {
  const value = (request.params as { id?: string }).id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw notFound('This alert does not exist.');
  }
  return Number(value);
}

/** Job alerts and notifications (contract: src/shared/api/alerts.ts). */
export async function alertsRoutes(app: FastifyInstance): Promise<void> {
  const service = createAlertsService(app);
  const { alerts: delivery, background, hub } = app.services;

  // The safety net and the digests: every minute, on every instance (claims keep them apart).
  const tick = setInterval(() => background.run('job alerts tick', () => delivery.tick()), ALERTS_TICK_MS);
  tick.unref();
  app.addHook('onClose', async () => clearInterval(tick));

  // New notifications: every instance pushes to its own sockets of those users.
  const off = app.deps.bus.subscribe(NOTIFICATIONS_CHANNEL, (payload) => {
    const users = String(payload.users ?? '')
      .split(',')
      .filter((userId) => hub.hasLocalSockets(userId));
    if (users.length > 0) hub.sendToUsers(users, { type: 'notifications' });
  });
  app.addHook('onClose', async () => off());

  app.get('/api/me/alerts', async (request) => {
    const session = await request.requireSession();
    return service.list(session.user.id);
  });

  app.post('/api/me/alerts', async (request, reply) => {
    const session = await request.requireSession();
    const { alert, created } = await service.create(session.user.id, request.body);
    return reply.status(created ? 201 : 200).send(alert);
  });

  app.delete('/api/me/alerts/:id', async (request, reply) => {
    const session = await request.requireSession();
    await service.delete(session.user.id, alertIdOf(request));
    return reply.status(204).send();
  });

  app.put('/api/me/alert-emails', async (request) => {
    const session = await request.requireSession();
    return service.setEmails(session.user.id, request.body);
  });

  app.get('/api/me/notifications', async (request) => {
    const session = await request.requireSession();
    return service.notifications(session.user.id, request.query);
  });

  app.get('/api/me/notifications/unread', async (request): Promise<UnreadNotificationsResponse> => {
    const session = await request.requireSession();
    return { unread: await service.unread(session.user.id) };
  });

  app.post('/api/me/notifications/read', async (request) => {
    const session = await request.requireSession();
    return service.markRead(session.user.id, request.body);
  });
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
