import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '../../../shared/api/contact';
import { ContactRepo } from './contact.repo';
import { ContactService } from './contact.service';

/** POST /api/contact (contract: src/shared/api/contact.ts). The Origin check applies (plugins/security). */
export async function contactRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = new ContactService(
    new ContactRepo(app.deps.database.db),
    app.deps.mailer,
    app.services.rateLimiter,
    app.deps.env.brand,
    app.services.now,
    app.log,
  );

  app.post(
    '/api/contact',
    { schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } } },
    async (request, reply) => {
      const session = await request.getSession();
      const result = await service.send(request.body, {
        ip: request.ip ?? null,
        userId: session?.user.id ?? null,
      });
      return reply.status(201).send(result);
    },
  );
}
