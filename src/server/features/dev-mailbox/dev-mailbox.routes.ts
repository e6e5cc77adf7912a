import type { FastifyInstance } from 'fastify';
import type { DevOutbox } from '../../email/mailer';
import type { DevSmsOutbox } from '../../sms/sms';
import { isLoopbackSocket } from './loopback';

/**
 * The dev mailbox: the emails the dev outbox kept, newest first, sign-up and reset codes included. Only
 * mounted in dev mode (env.ts: never in production), and only for requests from this machine: anyone
 * else gets the 404 of a path that does not exist.
 */
export async function devMailboxRoutes(
  app: FastifyInstance,
  options: { outbox: DevOutbox; smsOutbox?: DevSmsOutbox },
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackSocket(request)) {
      reply.callNotFound();
      return;
    }
  });
  // Text messages (issue #24) are listed with the emails: "SMS" as the subject, the number as the address.
  app.get('/api/dev/mailbox', async () => ({
    emails: [
      ...options.outbox
        .list()
        .map(({ id, to, subject, text, sentAt }) => ({ id, to, subject, text, sentAt })),
      ...(options.smsOutbox?.list() ?? []).map(({ id, to, text, sentAt }) => ({
        id: `sms-${id}`,
        to,
        subject: 'SMS',
        text,
        sentAt,
      })),
    ],
  }));
}
