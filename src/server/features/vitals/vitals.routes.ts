import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireModerator } from '../../auth/moderators';
import { AppError } from '../../errors';
import { vitalsReportSchema, vitalsSummarySchema } from '../../../shared/api/vitals';
import { VITALS_ENDPOINT } from '../../../shared/vitals';
import type { Env } from '../../env';
import type { VitalsService } from './vitals.service';

/** A report is a page type and five numbers: a few hundred bytes. */
const REPORT_BODY_LIMIT = 2048;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Field data (contract: src/shared/api/vitals.ts, decision 0022): POST /api/vitals from sampled page
 * views, GET /api/moderation/vitals for moderators (404 for everyone else).
 */
export async function vitalsRoutes(
  instance: FastifyInstance,
  options: { vitals: VitalsService; env: Env },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { env } = options;
  const service = options.vitals;

  // navigator.sendBeacon sends a string as text/plain (a simple request: no preflight, nothing in the way
  // of a page being left). In this scope only, such a body is read as JSON; the rest of the API is JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new AppError(400, 'bad_request', 'The report is not JSON.'), undefined);
      }
    },
  );

  app.post(
    VITALS_ENDPOINT,
    { bodyLimit: REPORT_BODY_LIMIT, schema: { body: vitalsReportSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await service.record(request.body, request.ip);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/moderation/vitals',
    { schema: { response: { 200: vitalsSummarySchema } } },
    async (request) => {
      await requireModerator(env, request);
      return service.summary();
    },
  );

  const pruneTimer = setInterval(
    () => void service.prune().catch((error: unknown) => app.log.warn({ err: error }, 'vitals prune failed')),
    PRUNE_EVERY_MS,
  ).unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));
}
