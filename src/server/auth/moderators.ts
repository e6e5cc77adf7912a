import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { notFound } from '../errors';
import type { SessionData } from './auth';

/** A moderator is a user whose verified email is listed in MODERATOR_EMAILS (issue #11). */
export function isModerator(
  env: Pick<Env, 'MODERATOR_EMAILS'>,
  user: { email: string; emailVerified: boolean },
): boolean {
  return user.emailVerified && env.MODERATOR_EMAILS.includes(user.email.toLowerCase());
}

/** The signed-in moderator of a request; anyone else gets a 404, as if the page were not there. */
export async function requireModerator(
  env: Pick<Env, 'MODERATOR_EMAILS'>,
  request: FastifyRequest,
): Promise<SessionData['user']> {
  const session = await request.getSession();
  if (!session || !isModerator(env, session.user)) throw notFound();
  return session.user;
}
