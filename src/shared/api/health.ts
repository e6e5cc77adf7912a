import { z } from 'zod';

/**
 * GET /api/health -> 200 with status ok when the database answers and the realtime listener is up
 * (events from other instances arrive), else 503 with status degraded and the part that is down.
 * For load balancers and monitors: route by the status code.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['ok', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().optional(),
  }),
  realtime: z.object({
    /** The event bus: in-process on the embedded database, a LISTEN connection on PostgreSQL. */
    status: z.enum(['ok', 'down']),
    /** Live sockets on this instance. */
    sockets: z.number(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
