import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponseSchema } from '../../../shared/api/health';

/** GET /api/health: the app answers and reports whether the database does. */
export async function healthRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      const { database } = app.deps;
      const started = performance.now();
      try {
        await database.db.execute(sql`select 1`);
        return {
          status: 'ok' as const,
          database: {
            status: 'ok' as const,
            driver: database.driver,
            latencyMs: Math.round(performance.now() - started),
          },
        };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply
          .status(503)
          .send({ status: 'degraded', database: { status: 'down', driver: database.driver } });
      }
    },
  );
}
