import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../env';
import type { HeadResolver } from '../../plugins/html';
import { z } from 'zod';
import { isModerator, requireModerator } from '../../auth/moderators';
import { signedIn } from '../../auth/signed-in';
import { idParams, userIdParam } from '../../../shared/api/ids';
import { jobIdParams } from '../../../shared/api/jobs';
import {
  moderationActionResponseSchema,
  moderationLogSchema,
  moderationQueueSchema,
  removeJobInputSchema,
} from '../../../shared/api/moderation';
import { reportInputSchema, reportResponseSchema } from '../../../shared/api/safety';
import type { ModerationService, Moderator } from './moderation.service';

/** Moderation paths that name nothing are as not found as the endpoints are to non-moderators. */
const itemParams = idParams('Not found.');
const userParams = z.object({ id: userIdParam('Not found.') });
const action = { schema: { params: itemParams, response: { 200: moderationActionResponseSchema } } };

/**
 * Reports of jobs and the moderation queue (contracts: src/shared/api/safety.ts and moderation.ts).
 * Moderation endpoints answer 404 to everyone who is not a moderator, signed in or not. app.ts builds
 * the service (moderation.repo.ts's moderationRepos, with the jobs feature's JobStatuses).
 */
export async function moderationRoutes(
  instance: FastifyInstance,
  options: {
    moderation: ModerationService;
    env: Env;
    /** An approved held job went live: its saved alerts are matched now (decision 0017). */
    jobsWentLive: () => void;
  },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { env, moderation: service } = options;

  async function moderatorOf(request: FastifyRequest): Promise<Moderator> {
    const { id, email } = await requireModerator(env, request);
    return { id, email };
  }

  app.post(
    '/api/jobs/:id/report',
    {
      preValidation: signedIn(),
      schema: {
        params: jobIdParams,
        body: reportInputSchema,
        response: { 200: reportResponseSchema, 201: reportResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireSession();
      const result = await service.reportJob(user.id, request.params.id, request.body);
      return reply.status(result.already ? 200 : 201).send(result);
    },
  );

  app.get(
    '/api/moderation/queue',
    { schema: { response: { 200: moderationQueueSchema } } },
    async (request) => {
      await moderatorOf(request);
      return service.queue();
    },
  );

  app.get('/api/moderation/log', { schema: { response: { 200: moderationLogSchema } } }, async (request) => {
    await moderatorOf(request);
    return service.log();
  });

  app.post('/api/moderation/jobs/:id/approve', action, async (request) => {
    const result = await service.approveJob(await moderatorOf(request), request.params.id);
    // An approved held job goes live, for the first time: its alerts are matched now (decision 0017).
    if (result.changed) options.jobsWentLive();
    return result;
  });

  app.post(
    '/api/moderation/jobs/:id/remove',
    {
      schema: {
        params: itemParams,
        body: removeJobInputSchema,
        response: { 200: moderationActionResponseSchema },
      },
    },
    async (request) =>
      service.removeJob(await moderatorOf(request), request.params.id, request.body?.asScam ?? false),
  );

  app.post('/api/moderation/messages/:id/dismiss', action, async (request) =>
    service.dismiss(await moderatorOf(request), 'message', request.params.id),
  );

  app.post('/api/moderation/conversations/:id/dismiss', action, async (request) =>
    service.dismiss(await moderatorOf(request), 'conversation', request.params.id),
  );

  app.post(
    '/api/moderation/users/:id/ban',
    { schema: { params: userParams, response: { 200: moderationActionResponseSchema } } },
    async (request) => service.ban(await moderatorOf(request), request.params.id),
  );
}

/** /moderation: a page for moderators only; everyone else gets the not-found page's status. */
export function moderationPageHeads(env: Env): { moderation: HeadResolver } {
  return {
    moderation: async (_match, request, t) => {
      const siteName = env.brand.siteName;
      const session = request.headers.cookie ? await request.getSession() : null;
      if (session && isModerator(env, session.user)) {
        return { title: t('heads.moderation', { siteName }), robots: 'noindex' };
      }
      return { status: 404, title: t('heads.notFound', { siteName }), robots: 'noindex' };
    },
  };
}
