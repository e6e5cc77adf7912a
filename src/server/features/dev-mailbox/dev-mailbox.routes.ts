import type { FastifyInstance } from 'fastify';
import type { DevOutbox } from '../../email/mailer';

/** The dev mailbox: the emails the dev outbox kept, newest first. Only mounted in dev mode. */
export async function devMailboxRoutes(app: FastifyInstance, options: { outbox: DevOutbox }): Promise<void> {
  app.get('/api/dev/mailbox', async () => ({
    emails: options.outbox
      .list()
      .map(({ id, to, subject, text, sentAt }) => ({ id, to, subject, text, sentAt })),
  }));
}
