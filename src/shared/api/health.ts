import { z } from 'zod';

/**
 * GET /api/health -> 200 healthResponseSchema (status ok), or 503 with status degraded and the database
 * down. For load balancers and monitors.
 */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    status: z.enum(['ok', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latencyMs: z.number().optional(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
