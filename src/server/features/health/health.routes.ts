import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponseSchema, type HealthResponse } from '../../../shared/api/health';
import { outageReason } from '../../plugins/errors';

/** How long the database may take to answer `select 1` before it counts as down. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/**
 * GET /api/health: 200 when the database answers and the realtime listener is up, else 503 naming
 * what is down (a load balancer takes the instance out of rotation). Never cached.
 */
export async function healthRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      const { database, bus } = app.deps;
      const started = performance.now();
      let databaseUp = true;
      try {
        await withTimeout(database.db.execute(sql`select 1`), DATABASE_CHECK_TIMEOUT_MS);
      } catch (error) {
        databaseUp = false;
        request.log.warn({ reason: outageReason(error) }, 'health check: database unavailable');
      }
      const realtimeUp = bus.listening;
      const body: HealthResponse = {
        status: databaseUp && realtimeUp ? 'ok' : 'degraded',
        database: databaseUp
          ? { status: 'ok', driver: database.driver, latencyMs: Math.round(performance.now() - started) }
          : { status: 'down', driver: database.driver },
        realtime: { status: realtimeUp ? 'ok' : 'down', sockets: app.services.hub.socketCount },
      };
      reply.header('cache-control', 'no-store');
      return reply.status(body.status === 'ok' ? 200 : 503).send(body);
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
