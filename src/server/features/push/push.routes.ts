import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../auth/signed-in';
import {
  pushDeviceIdParams,
  pushDeviceSchema,
  pushDevicesSchema,
  pushKeySchema,
  pushSubscribeSchema,
} from '../../../shared/api/push';
import type { PushService } from './push.service';

/** Web Push (contract: src/shared/api/push.ts). app.ts makes the service (messaging and alerts push through it). */
export async function pushRoutes(
  instance: FastifyInstance,
  options: { service: PushService },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { service } = options;
  const session = signedIn();

  app.get('/api/push/key', { schema: { response: { 200: pushKeySchema } } }, async () => ({
    publicKey: service.publicKey,
  }));

  app.get(
    '/api/me/push-subscriptions',
    { preValidation: session, schema: { response: { 200: pushDevicesSchema } } },
    async (request) => {
      const { user } = await request.requireSession();
      return { devices: await service.devices(user.id) };
    },
  );

  app.post(
    '/api/me/push-subscriptions',
    { preValidation: session, schema: { body: pushSubscribeSchema, response: { 201: pushDeviceSchema } } },
    async (request, reply) => {
      const { user } = await request.requireSession();
      return reply.status(201).send(await service.subscribe(user.id, request.body));
    },
  );

  app.delete(
    '/api/me/push-subscriptions/:id',
    { preValidation: session, schema: { params: pushDeviceIdParams, response: { 204: z.undefined() } } },
    async (request, reply) => {
      const { user } = await request.requireSession();
      await service.remove(user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
