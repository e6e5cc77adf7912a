import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import type { HeadResolver, PageHead } from '../../plugins/html';
import { buildPath } from '../../../shared/routes';
import { ratingInputSchema, ratingReplyInputSchema } from '../../../shared/api/ratings';
import { AppError } from '../../errors';
import { RatingsRepo } from './ratings.repo';
import { RatingsService } from './ratings.service';

/** A numeric id from the path (a conversation, a rating), else 404. */
function numericId(request: FastifyRequest, what: string): number {
  const value = (request.params as { id?: string }).id ?? '';
  if (!/^[1-9]\d{0,15}$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw notFound(`${what} not found`);
  return Number(value);
}

/** A user id from the path; an implausibly long one is no one's. */
export function userIdOf(value: string | undefined): string | null {
  return value && value.length <= 100 && /^[A-Za-z0-9_-]+$/.test(value) ? value : null;
}

function createRatingsService(app: FastifyInstance): RatingsService {
  return new RatingsService(
    new RatingsRepo(app.deps.database.db),
    app.services.rateLimiter,
    app.services.now,
  );
}

/** Ratings after a job and public profiles (contract: src/shared/api/ratings.ts). */
export async function ratingsRoutes(app: FastifyInstance): Promise<void> {
  const service = createRatingsService(app);

  app.get('/api/conversations/:id/rating', async (request) => {
    const session = await request.requireSession();
    return service.status(session.user.id, numericId(request, 'Conversation'));
  });

  app.put('/api/conversations/:id/rating', async (request, reply) => {
    const session = await request.requireSession();
    const id = numericId(request, 'Conversation');
    const input = ratingInputSchema.parse(request.body);
    const { status, created } = await service.save(session.user.id, id, input);
    return reply.status(created ? 201 : 200).send(status);
  });

  app.post('/api/ratings/:id/reply', async (request) => {
    const session = await request.requireSession();
    const id = numericId(request, 'Rating');
    const { text } = ratingReplyInputSchema.parse(request.body);
    return service.reply(session.user.id, id, text);
  });

  app.get('/api/users/:id/profile', async (request) => {
    const id = userIdOf((request.params as { id?: string }).id);
    if (!id) throw notFound('This person is not on DailyWork.');
    return service.profile(id);
  });

  app.get('/api/users/:id/rating-summary', async (request) => {
    const id = userIdOf((request.params as { id?: string }).id);
    if (!id) throw notFound('This person is not on DailyWork.');
    return service.summary(id);
  });
}

/**
 * The head of /u/{id}: the person's name and rating; 404 for an unknown or banned user. Profiles are
 * people, not jobs: kept out of search results (noindex), links followed.
 */
export function ratingsPageHeads(app: FastifyInstance): { publicProfile: HeadResolver } {
  const service = createRatingsService(app);
  const siteName = app.deps.env.brand.siteName;
  return {
    publicProfile: async (match, _request, t): Promise<PageHead> => {
      const missing: PageHead = { status: 404, title: t('heads.notFound', { siteName }), robots: 'noindex' };
      const id = userIdOf(match.params.id);
      if (!id) return missing;
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
