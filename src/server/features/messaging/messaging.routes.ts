import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../auth/signed-in';
import type { EmailSwitch } from '../../email/unsubscribe';
import type { HeadResolver } from '../../plugins/html';
import type { RouteName } from '../../../shared/routes';
import {
  blockedUserParams,
  conversationIdParams,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationSchema,
  hireResponseSchema,
  markReadResponseSchema,
  markReadSchema,
  messageIdParams,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  sendMessageSchema,
  startConversationResponseSchema,
  startConversationSchema,
  unreadResponseSchema,
} from '../../../shared/api/messages';
import {
  blockListResponseSchema,
  blockResponseSchema,
  reportInputSchema,
  reportResponseSchema,
} from '../../../shared/api/safety';
import type { EventBus } from '../../realtime/bus';
import type { RealtimeHub } from '../../realtime/hub';
import type { MessageEmailsRepo } from './message-emails.repo';
import type { Messaging } from './messaging.compose';
import { CONVERSATION_CHANNEL, MESSAGE_CHANNEL, READ_CHANNEL } from './messaging.events';

export interface MessagingRoutesOptions extends Pick<Messaging, 'service' | 'hires' | 'safety'> {
  hub: RealtimeHub;
  bus: EventBus;
}

/** Messaging (contract: src/shared/api/messages.ts): HTTP calls, socket frames and live pushes. */
export async function messagingRoutes(
  instance: FastifyInstance,
  { service, hires, safety, hub, bus }: MessagingRoutesOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  // Live pushes: every instance hears every event and pushes to its own sockets of the participants.
  const offMessages = bus.subscribe(MESSAGE_CHANNEL, (payload) => {
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
  const offReads = bus.subscribe(READ_CHANNEL, (payload) => {
    const conversationId = Number(payload.conversationId);
    hub.sendToUsers([String(payload.employerId ?? ''), String(payload.workerId ?? '')], {
      type: 'read',
      conversationId,
      readerId: String(payload.readerId),
      lastReadId: Number(payload.lastReadId),
    });
  });
  const offChanges = bus.subscribe(CONVERSATION_CHANNEL, (payload) => {
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

  // Every call needs a session: signed out is a 401 before any input is looked at.
  const session = signedIn();
  const inConversation = { preValidation: session, schema: { params: conversationIdParams } };

  app.post(
    '/api/conversations',
    {
      preValidation: session,
      schema: {
        body: startConversationSchema,
        response: { 200: startConversationResponseSchema, 201: startConversationResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireSession();
      const result = await service.start(user.id, request.body.jobId);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/conversations',
    {
      preValidation: session,
      schema: { querystring: conversationListQuerySchema, response: { 200: conversationListResponseSchema } },
    },
    async (request) => {
      const { user } = await request.requireSession();
      return service.list(user.id, request.query.cursor);
    },
  );

  app.get(
    '/api/conversations/:id',
    { ...inConversation, schema: { ...inConversation.schema, response: { 200: conversationSchema } } },
    async (request) => {
      const { user } = await request.requireSession();
      return service.get(user.id, request.params.id);
    },
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      ...inConversation,
      schema: {
        ...inConversation.schema,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageSchema },
      },
    },
    async (request) => {
      const { user } = await request.requireSession();
      return service.messages(user.id, request.params.id, request.query);
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      ...inConversation,
      schema: {
        ...inConversation.schema,
        body: sendMessageSchema,
        response: { 200: messageSchema, 201: messageSchema },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireSession();
      const { message, created } = await service.send(user.id, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      ...inConversation,
      schema: { ...inConversation.schema, body: markReadSchema, response: { 200: markReadResponseSchema } },
    },
    async (request) => {
      const { user } = await request.requireSession();
      return service.markRead(user.id, request.params.id, request.body.messageId);
    },
  );

  app.get(
    '/api/me/unread',
    { preValidation: session, schema: { response: { 200: unreadResponseSchema } } },
    async (request) => {
      const { user } = await request.requireSession();
      return { total: await service.unreadTotal(user.id) };
    },
  );

  // Crews: the poster hires the worker of a conversation (and undoes it).
  const hire = {
    ...inConversation,
    schema: { ...inConversation.schema, response: { 200: hireResponseSchema } },
  };
  app.post('/api/conversations/:id/hire', hire, async (request) => {
    const { user } = await request.requireSession();
    return hires.setHired(user.id, request.params.id, true);
  });

  app.delete('/api/conversations/:id/hire', hire, async (request) => {
    const { user } = await request.requireSession();
    return hires.setHired(user.id, request.params.id, false);
  });

  // Blocks and reports inside conversations (contract: src/shared/api/safety.ts).
  app.post(
    '/api/conversations/:id/block',
    { ...inConversation, schema: { ...inConversation.schema, response: { 200: blockResponseSchema } } },
    async (request) => {
      const { user } = await request.requireSession();
      return safety.block(user.id, request.params.id);
    },
  );

  app.get(
    '/api/me/blocks',
    { preValidation: session, schema: { response: { 200: blockListResponseSchema } } },
    async (request) => {
      const { user } = await request.requireSession();
      return safety.blocks(user.id);
    },
  );

  app.delete(
    '/api/me/blocks/:userId',
    { preValidation: session, schema: { params: blockedUserParams, response: { 200: blockResponseSchema } } },
    async (request) => {
      const { user } = await request.requireSession();
      return safety.unblock(user.id, request.params.userId);
    },
  );

  app.post(
    '/api/messages/:id/report',
    {
      preValidation: session,
      schema: { params: messageIdParams, body: reportInputSchema, response: { 200: reportResponseSchema } },
    },
    async (request) => {
      const { user } = await request.requireSession();
      return safety.reportMessage(user.id, request.params.id, request.body);
    },
  );

  app.post(
    '/api/conversations/:id/report',
    {
      ...inConversation,
      schema: { ...inConversation.schema, body: reportInputSchema, response: { 200: reportResponseSchema } },
    },
    async (request) => {
      const { user } = await request.requireSession();
      return safety.reportConversation(user.id, request.params.id, request.body);
    },
  );
}

/** Message emails for the unsubscribe links (src/server/email/unsubscribe.ts; app.ts composes them). */
export function messageEmailSwitch(repo: MessageEmailsRepo): EmailSwitch {
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
