import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '../../../shared/api/contact';
import type { ContactService } from './contact.service';

/** POST /api/contact (contract: src/shared/api/contact.ts). The Origin check applies (plugins/security). */
export async function contactRoutes(
  instance: FastifyInstance,
  options: { contact: ContactService },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = options.contact;

  app.post(
    '/api/contact',
    { schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } } },
    async (request, reply) => {
      const session = await request.getSession();
      const result = await service.send(request.body, {
        ip: request.ip,
        userId: session?.user.id ?? null,
      });
      return reply.status(201).send(result);
    },
  );
}
