import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import type { EmailSwitch } from '../../email/unsubscribe';
import type { HeadResolver } from '../../plugins/html';
import type { RouteName } from '../../../shared/routes';
import {
  conversationListQuerySchema,
  markReadSchema,
  messagePageQuerySchema,
  sendMessageSchema,
  startConversationSchema,
} from '../../../shared/api/messages';
import { reportInputSchema } from '../../../shared/api/safety';
import { MessagingMail } from './messaging.mail';
import { MessagingRepo } from './messaging.repo';
import { CONVERSATION_CHANNEL, MESSAGE_CHANNEL, MessagingService, READ_CHANNEL } from './messaging.service';

/** A conversation id from the path: a positive integer, else 404. */
function conversationIdOf(request: FastifyRequest): number {
  const value = (request.params as { id?: string }).id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw notFound('Conversation not found');
  }
  return Number(value);
}

/** A message id from the path: a positive integer, else 404. */
function messageIdOf(request: FastifyRequest): number {
  const value = (request.params as { id?: string }).id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw notFound('Message not found');
  }
  return Number(value);
}

/** A user id from the path; an implausibly long one is no one's. */
function blockedUserIdOf(request: FastifyRequest): string {
  const value = (request.params as { userId?: string }).userId ?? '';
  if (value.length === 0 || value.length > 200) throw notFound('User not found');
  return value;
}

/** Messaging (contract: src/shared/api/messages.ts): HTTP calls, socket frames and live pushes. */
export async function messagingRoutes(app: FastifyInstance): Promise<void> {
  const { hub, rateLimiter, background, now } = app.services;
  const mail = new MessagingMail(app.deps.mailer, app.deps.env, app.services.unsubscribeTokens);
  const repo = new MessagingRepo(app.deps.database.db);
  const service = new MessagingService({
    repo,
    limiter: rateLimiter,
    bus: app.deps.bus,
    hub,
    mail,
    background,
    now,
  });

  // Live pushes: every instance hears every event and pushes to its own sockets of the participants.
  const offMessages = app.deps.bus.subscribe(MESSAGE_CHANNEL, (payload) => {
    if (
      !hub.hasLocalSockets(String(payload.employerId ?? '')) &&
      !hub.hasLocalSockets(String(payload.workerId ?? ''))
    ) {
      return;
    }
    service.pushMessage(Number(payload.messageId)).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not push a message');
    });
  });
  const offReads = app.deps.bus.subscribe(READ_CHANNEL, (payload) => {
    const conversationId = Number(payload.conversationId);
    hub.sendToUsers([String(payload.employerId ?? ''), String(payload.workerId ?? '')], {
      type: 'read',
      conversationId,
      readerId: String(payload.readerId),
      lastReadId: Number(payload.lastReadId),
    });
  });
  const offChanges = app.deps.bus.subscribe(CONVERSATION_CHANNEL, (payload) => {
    hub.sendToUsers([String(payload.employerId ?? ''), String(payload.workerId ?? '')], {
      type: 'conversation',
      conversationId: Number(payload.conversationId),
    });
  });
  app.addHook('onClose', async () => {
    offMessages();
    offReads();
    offChanges();
  });

  hub.onFrame('send', async (userId, frame) => {
    const { message } = await service.send(userId, frame.conversationId, frame);
    return { type: 'sent', clientId: frame.clientId, message };
  });
  hub.onFrame('read', async (userId, frame) => {
    const { lastReadId } = await service.markRead(userId, frame.conversationId, frame.messageId);
    return { type: 'read', conversationId: frame.conversationId, readerId: userId, lastReadId };
  });

  app.post('/api/conversations', async (request, reply) => {
    const session = await request.requireSession();
    const { jobId } = startConversationSchema.parse(request.body);
    const result = await service.start(session.user.id, jobId);
    return reply.status(result.created ? 201 : 200).send(result);
  });

  app.get('/api/conversations', async (request) => {
    const session = await request.requireSession();
    const { cursor } = conversationListQuerySchema.parse(request.query);
    return service.list(session.user.id, cursor);
  });

  app.get('/api/conversations/:id', async (request) => {
    const session = await request.requireSession();
    return service.get(session.user.id, conversationIdOf(request));
  });

  app.get('/api/conversations/:id/messages', async (request) => {
    const session = await request.requireSession();
    const id = conversationIdOf(request);
    return service.messages(session.user.id, id, messagePageQuerySchema.parse(request.query));
  });

  app.post('/api/conversations/:id/messages', async (request, reply) => {
    const session = await request.requireSession();
    const id = conversationIdOf(request);
    const input = sendMessageSchema.parse(request.body);
    const { message, created } = await service.send(session.user.id, id, input);
    return reply.status(created ? 201 : 200).send(message);
  });

  app.post('/api/conversations/:id/read', async (request) => {
    const session = await request.requireSession();
    const id = conversationIdOf(request);
    const { messageId } = markReadSchema.parse(request.body);
    return service.markRead(session.user.id, id, messageId);
  });

  app.get('/api/me/unread', async (request) => {
    const session = await request.requireSession();
    return { total: await service.unreadTotal(session.user.id) };
  });

  // Blocks and reports inside conversations (contract: src/shared/api/safety.ts).
  app.post('/api/conversations/:id/hire', async (request) => {
    const session = await request.requireSession();
    return service.setHired(session.user.id, conversationIdOf(request), true);
  });

  app.delete('/api/conversations/:id/hire', async (request) => {
    const session = await request.requireSession();
    return service.setHired(session.user.id, conversationIdOf(request), false);
  });

  app.post('/api/conversations/:id/block', async (request) => {
    const session = await request.requireSession();
    return service.block(session.user.id, conversationIdOf(request));
  });

  app.get('/api/me/blocks', async (request) => {
    const session = await request.requireSession();
    return service.blocks(session.user.id);
  });

  app.delete('/api/me/blocks/:userId', async (request) => {
    const session = await request.requireSession();
    return service.unblock(session.user.id, blockedUserIdOf(request));
  });

  app.post('/api/messages/:id/report', async (request) => {
    const session = await request.requireSession();
    const id = messageIdOf(request);
    const input = reportInputSchema.parse(request.body);
    return service.reportMessage(session.user.id, id, input);
  });

  app.post('/api/conversations/:id/report', async (request) => {
    const session = await request.requireSession();
    const id = conversationIdOf(request);
    const input = reportInputSchema.parse(request.body);
    return service.reportConversation(session.user.id, id, input);
  });
}

/** Message emails for the unsubscribe links (src/server/email/unsubscribe.ts; app.ts composes them). */
export function messageEmailSwitch(app: FastifyInstance): EmailSwitch {
  const repo = new MessagingRepo(app.deps.database.db);
  return {
    enabled: (userId) => repo.messageEmailsEnabled(userId),
    turnOff: (userId) => repo.setMessageEmails(userId, false),
    doneMessage: 'Message emails are off.',
  };
}

/** Private pages: no index, a plain title. */
export function messagingPageHeads(siteName: string): Partial<Record<RouteName, HeadResolver>> {
  return {
    messages: (_match, _request, t) => ({ title: t('heads.messages', { siteName }), robots: 'noindex' }),
    unsubscribe: (_match, _request, t) => ({
      title: t('heads.unsubscribe', { siteName }),
      robots: 'noindex',
    }),
  };
}
