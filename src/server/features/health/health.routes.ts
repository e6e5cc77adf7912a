import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** GET /api/health: the app answers and reports whether the database does. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    const { database } = app.deps;
    const started = performance.now();
    try {
      await database.db.execute(sql`select 1`);
      return {
        status: 'ok',
        database: {
          status: 'ok',
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
  });
}
