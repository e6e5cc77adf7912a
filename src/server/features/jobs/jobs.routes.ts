import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../auth/signed-in';
import { AppError } from '../../errors';
import { telHref } from '../../../shared/tel';
import {
  jobGoneResponseSchema,
  jobIdParams,
  jobInputSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobPhoneResponseSchema,
  jobSchema,
  myJobsResponseSchema,
  POST_SIGNED_OUT_MESSAGE,
  type JobGoneResponse,
} from '../../../shared/api/jobs';
import type { JobsService } from './jobs.service';

/** How often active jobs past their expiry are marked expired. */
const EXPIRY_SWEEP_MS = 10 * 60_000;

/** Who is looking (for isOwner); without any cookie there is no session to look up. */
async function viewerId(request: FastifyRequest): Promise<string | null> {
  if (!request.headers.cookie) return null;
  const session = await request.getSession();
  return session?.user.id ?? null;
}

/**
 * The Call link's refusals as a short text (the link opens in the browser, not in the app): no such job
 * (a bad id in the path too) and the reveal budget spent. Anything else goes to the app's error handler.
 */
function callLinkError(error: FastifyError | AppError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  const notFound = status === 404 || (error as FastifyError).validationContext === 'params';
  if (!notFound && status !== 429) throw error;
  const seconds = error instanceof AppError ? error.extra.params?.seconds : undefined;
  if (status === 429 && seconds !== undefined) reply.header('retry-after', String(seconds));
  const text = notFound ? 'This job is not available any more. Find other work at /jobs/all' : error.message;
  reply
    .status(notFound ? 404 : 429)
    .type('text/plain; charset=utf-8')
    .send(text);
}

/** The jobs API (contract: src/shared/api/jobs.ts). */
export async function jobsRoutes(instance: FastifyInstance, options: { jobs: JobsService }): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = options.jobs;

  const sweep = setInterval(() => {
    service.expireDue().catch((error: unknown) => app.log.warn({ err: error }, 'job expiry sweep failed'));
  }, EXPIRY_SWEEP_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get(
    '/api/jobs',
    { schema: { querystring: jobListQuerySchema, response: { 200: jobListResponseSchema } } },
    async (request) => service.list(request.query, await viewerId(request)),
  );

  app.get(
    '/api/jobs/:id',
    { schema: { params: jobIdParams, response: { 200: jobSchema, 410: jobGoneResponseSchema } } },
    async (request, reply) => {
      const { job } = await service.get(request.params.id, await viewerId(request));
      if (job.status !== 'active') {
        const body: JobGoneResponse = {
          error: { code: 'gone', message: 'This job is no longer available.' },
          job,
          requestId: request.id,
        };
        return reply.status(410).send(body);
      }
      return job;
    },
  );

  app.post(
    '/api/jobs',
    {
      preValidation: signedIn(POST_SIGNED_OUT_MESSAGE),
      schema: { body: jobInputSchema, response: { 201: jobSchema } },
    },
    async (request, reply) => {
      const session = await request.requireSession(POST_SIGNED_OUT_MESSAGE);
      const job = await service.create(session.user.id, request.body);
      return reply.status(201).send(job);
    },
  );

  app.patch(
    '/api/jobs/:id',
    {
      preValidation: signedIn(),
      schema: { params: jobIdParams, body: jobInputSchema, response: { 200: jobSchema } },
    },
    async (request) => {
      const session = await request.requireSession();
      return service.update(session.user.id, request.params.id, request.body);
    },
  );

  const statusChange = {
    preValidation: signedIn(),
    schema: { params: jobIdParams, response: { 200: jobSchema } },
  };
  app.post('/api/jobs/:id/close', statusChange, async (request) => {
    const session = await request.requireSession();
    return service.close(session.user.id, request.params.id);
  });

  app.post('/api/jobs/:id/reopen', statusChange, async (request) => {
    const session = await request.requireSession();
    return service.reopen(session.user.id, request.params.id);
  });

  app.post('/api/jobs/:id/renew', statusChange, async (request) => {
    const session = await request.requireSession();
    return service.renew(session.user.id, request.params.id);
  });

  // Call: the number on tap, signed in or not (contract: src/shared/api/jobs.ts).
  app.post(
    '/api/jobs/:id/phone',
    { schema: { params: jobIdParams, response: { 200: jobPhoneResponseSchema } } },
    async (request, reply) => {
      const phone = await service.revealPhone(request.params.id, request.ip, await viewerId(request));
      return reply.header('cache-control', 'private, no-store').send({ phone });
    },
  );

  // The Call link of a page without JavaScript (or before it loads): the same reveal, then the dialer.
  // A more specific route than the page catch-all (plugins/html.ts), so it wins.
  app.get(
    '/job/:id/call',
    {
      schema: { params: jobIdParams },
      errorHandler: callLinkError,
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
      },
    },
    async (request, reply) => {
      const phone = await service.revealPhone(request.params.id, request.ip, await viewerId(request));
      return reply.redirect(telHref(phone), 302);
    },
  );

  app.get(
    '/api/me/jobs',
    { preValidation: signedIn(), schema: { response: { 200: myJobsResponseSchema } } },
    async (request) => {
      const session = await request.requireSession();
      return { jobs: await service.mine(session.user.id) };
    },
  );
}
