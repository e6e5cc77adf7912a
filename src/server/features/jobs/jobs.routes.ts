import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import { jobListQuerySchema, POST_SIGNED_OUT_MESSAGE, type JobGoneResponse } from '../../../shared/api/jobs';
import { JobsRepo } from './jobs.repo';
import { JobsService } from './jobs.service';

/** How often active jobs past their expiry are marked expired. */
const EXPIRY_SWEEP_MS = 10 * 60_000;

export function createJobsService(app: FastifyInstance): JobsService {
  return new JobsService(new JobsRepo(app.deps.database.db), app.services.now, app.services.rateLimiter);
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

  app.get('/api/me/jobs', async (request) => {
    const session = await request.requireSession();
    return { jobs: await service.mine(session.user.id) };
  });
}
