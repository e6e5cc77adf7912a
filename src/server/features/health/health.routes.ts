import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema, type HealthResponse } from '../../../shared/api/health';
import { outageReason } from '../../plugins/errors';
import type { EventBus } from '../../realtime/bus';

export interface HealthRoutesOptions {
  /** The database: its driver, and a round trip (`select 1`, db/client.ts's pingDatabase). */
  database: { driver: 'pglite' | 'postgres'; ping: () => Promise<void> };
  /** The realtime bus: up while it listens (LISTEN/NOTIFY on PostgreSQL). */
  bus: Pick<EventBus, 'listening'>;
  /** This instance's open sockets. */
  sockets: () => number;
}

/** How long the database may take to answer `select 1` before it counts as down. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/**
 * GET /api/health: 200 when the database answers and the realtime listener is up, else 503 naming
 * what is down (a load balancer takes the instance out of rotation). Never cached.
 */
export async function healthRoutes(
  instance: FastifyInstance,
  { database, bus, sockets }: HealthRoutesOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      const started = performance.now();
      let databaseUp = true;
      try {
        await withTimeout(database.ping(), DATABASE_CHECK_TIMEOUT_MS);
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
        realtime: { status: realtimeUp ? 'ok' : 'down', sockets: sockets() },
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
