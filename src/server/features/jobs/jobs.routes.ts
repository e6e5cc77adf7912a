import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../errors';
import {
  jobListQuerySchema,
  POST_SIGNED_OUT_MESSAGE,
  type JobGoneResponse,
  type JobPhoneResponse,
} from '../../../shared/api/jobs';
import { JobsRepo } from './jobs.repo';
import { JobsService } from './jobs.service';

/** How often active jobs past their expiry are marked expired. */
const EXPIRY_SWEEP_MS = 10 * 60_000;

export function createJobsService(app: FastifyInstance): JobsService {
  return new JobsService(new JobsRepo(app.deps.database.db), app.services.now, app.services.rateLimiter, () =>
    app.services.alerts.jobsWentLive(),
  );
}

/** A job id from the path: a positive integer, else 404 (there is no such job page). */
export function parseJobId(value: string | undefined): number | undefined {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : undefined;
}

function idParam(request: FastifyRequest): number {
  const id = parseJobId((request.params as { id?: string }).id);
  if (id === undefined) throw notFound('This job does not exist.');
  return id;
}

/** A tel: URL: digits and a leading plus only. */
export function telUrl(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** Who is looking (for isOwner); without any cookie there is no session to look up. */
async function viewerId(request: FastifyRequest): Promise<string | null> {
  if (!request.headers.cookie) return null;
  const session = await request.getSession();
  return session?.user.id ?? null;
}

/** The jobs API (contract: src/shared/api/jobs.ts). */
export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  const service = createJobsService(app);

  const sweep = setInterval(() => {
    service.expireDue().catch((error: unknown) => app.log.warn({ err: error }, 'job expiry sweep failed'));
  }, EXPIRY_SWEEP_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get('/api/jobs', async (request) => {
    const query = jobListQuerySchema.parse(request.query);
    return service.list(query, await viewerId(request));
  });

  app.get('/api/jobs/:id', async (request, reply) => {
    const { job } = await service.get(idParam(request), await viewerId(request));
    if (job.status !== 'active') {
      const body: JobGoneResponse = {
        error: { code: 'gone', message: 'This job is no longer available.' },
        job,
        requestId: request.id,
      };
      return reply.status(410).send(body);
    }
    return job;
  });

  app.post('/api/jobs', async (request, reply) => {
    const session = await request.requireSession(POST_SIGNED_OUT_MESSAGE);
    const job = await service.create(session.user.id, request.body);
    return reply.status(201).send(job);
  });

  app.patch('/api/jobs/:id', async (request) => {
    const session = await request.requireSession();
    return service.update(session.user.id, idParam(request), request.body);
  });

  app.post('/api/jobs/:id/close', async (request) => {
    const session = await request.requireSession();
    return service.close(session.user.id, idParam(request));
  });

  app.post('/api/jobs/:id/reopen', async (request) => {
    const session = await request.requireSession();
    return service.reopen(session.user.id, idParam(request));
  });

  app.post('/api/jobs/:id/renew', async (request) => {
    const session = await request.requireSession();
    return service.renew(session.user.id, idParam(request));
  });

  // Call: the number on tap, signed in or not (contract: src/shared/api/jobs.ts).
  app.post('/api/jobs/:id/phone', async (request, reply) => {
    const phone = await service.revealPhone(idParam(request), request.ip, await viewerId(request));
    const body: JobPhoneResponse = { phone };
    return reply.header('cache-control', 'private, no-store').send(body);
  });

  // The Call link of a page without JavaScript (or before it loads): the same reveal, then the dialer.
  // A more specific route than the page catch-all (plugins/html.ts), so it wins.
  app.get('/job/:id/call', async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');
    try {
      const phone = await service.revealPhone(idParam(request), request.ip, await viewerId(request));
      return await reply.redirect(telUrl(phone), 302);
    } catch (error) {
      if (!(error instanceof AppError) || (error.statusCode !== 404 && error.statusCode !== 429)) throw error;
      const seconds = error.extra.params?.seconds;
      if (error.statusCode === 429 && seconds !== undefined) reply.header('retry-after', String(seconds));
      const text =
        error.statusCode === 404
          ? 'This job is not available any more. Find other work at /jobs/all'
          : error.message;
      return reply.status(error.statusCode).type('text/plain; charset=utf-8').send(text);
    }
  });

  app.get('/api/me/jobs', async (request) => {
    const session = await request.requireSession();
    return { jobs: await service.mine(session.user.id) };
  });
}
