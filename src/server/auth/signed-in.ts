import type { FastifyRequest } from 'fastify';

/**
 * A route's `preValidation`: a signed-out request gets its 401 (with `message`) before its input is
 * checked, so signing in comes first whatever the body holds. The handler's own `requireSession()` reads
 * the same session again from the per-request cache.
 */
export function signedIn(message?: string): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    await request.requireSession(message);
  };
}
