import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../auth/signed-in';
import { AppError } from '../../errors';
import type { HeadResolver, PageHead } from '../../plugins/html';
import { buildPath } from '../../../shared/routes';
import { idParams, userIdParam } from '../../../shared/api/ids';
import { isUserId } from '../../../shared/ids';
import {
  publicProfileSchema,
  publicRatingSchema,
  ratingInputSchema,
  ratingReplyInputSchema,
  ratingStatusSchema,
  ratingSummarySchema,
} from '../../../shared/api/ratings';
import type { RatingsService } from './ratings.service';

const conversationIdParams = idParams('Conversation not found');
const ratingIdParams = idParams('Rating not found');
const userParams = z.object({ id: userIdParam('This person is not on DailyWork.') });

/** Ratings after a job and public profiles (contract: src/shared/api/ratings.ts). */
export async function ratingsRoutes(
  instance: FastifyInstance,
  options: { ratings: RatingsService },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const service = options.ratings;
  const session = signedIn();

  app.get(
    '/api/conversations/:id/rating',
    {
      preValidation: session,
      schema: { params: conversationIdParams, response: { 200: ratingStatusSchema } },
    },
    async (request) => {
      const { user } = await request.requireSession();
      return service.status(user.id, request.params.id);
    },
  );

  app.put(
    '/api/conversations/:id/rating',
    {
      preValidation: session,
      schema: {
        params: conversationIdParams,
        body: ratingInputSchema,
        response: { 200: ratingStatusSchema, 201: ratingStatusSchema },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireSession();
      const { status, created } = await service.save(user.id, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(status);
    },
  );

  app.post(
    '/api/ratings/:id/reply',
    {
      preValidation: session,
      schema: { params: ratingIdParams, body: ratingReplyInputSchema, response: { 200: publicRatingSchema } },
    },
    async (request) => {
      const { user } = await request.requireSession();
      return service.reply(user.id, request.params.id, request.body.text);
    },
  );

  app.get(
    '/api/users/:id/profile',
    { schema: { params: userParams, response: { 200: publicProfileSchema } } },
    async (request) => service.profile(request.params.id),
  );

  app.get(
    '/api/users/:id/rating-summary',
    { schema: { params: userParams, response: { 200: ratingSummarySchema } } },
    async (request) => service.summary(request.params.id),
  );
}

/**
 * The head of /u/{id}: the person's name and rating; 404 for an unknown or banned user. Profiles are
 * people, not jobs: kept out of search results (noindex), links followed.
 */
export function ratingsPageHeads(service: RatingsService, siteName: string): { publicProfile: HeadResolver } {
  return {
    publicProfile: async (match, _request, t): Promise<PageHead> => {
      const missing: PageHead = { status: 404, title: t('heads.notFound', { siteName }), robots: 'noindex' };
      const id = match.params.id;
      if (!isUserId(id)) return missing;
      try {
        const profile = await service.profile(id);
        const { average, count } = profile.rating;
        const rated =
          average === null ? t('heads.profile.unrated') : t('heads.profile.rated', { average, count });
        return {
          // The name is the person's own: never translated (the head is escaped).
          title: t('heads.pageTitle', { page: profile.name, siteName }),
          description: t('heads.profile.description', { name: profile.name, siteName, rated }),
          canonicalPath: buildPath('publicProfile', { id }),
          robots: 'noindex, follow',
        };
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return missing;
        throw error;
      }
    },
  };
}
