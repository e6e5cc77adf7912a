import type { Env } from '../env';

/** A moderator is a user whose verified email is listed in MODERATOR_EMAILS (issue #11). */
export function isModerator(
  env: Pick<Env, 'MODERATOR_EMAILS'>,
  user: { email: string; emailVerified: boolean },
): boolean {
  return user.emailVerified && env.MODERATOR_EMAILS.includes(user.email.toLowerCase());
}
