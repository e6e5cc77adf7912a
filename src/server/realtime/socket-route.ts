import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';
import type { RateLimiter, RateLimitRule } from '../plugins/rate-limit';
import { SOCKET_CLOSE } from '../../shared/api/messages';
import type { RealtimeHub } from './hub';

/** New sockets per user per minute (every instance together): stops reconnect storms and scripts. */
export const SOCKET_CONNECT_LIMIT: RateLimitRule = {
  name: 'realtime-connect:user',
  limit: 60,
  windowMs: 60_000,
};
/** The largest client frame: a 2,000-character message in any script, JSON-encoded, fits. */
export const MAX_FRAME_BYTES = 32 * 1024;

/**
 * GET /api/realtime: upgrades a same-origin request with a session to a socket. Refused before the
 * upgrade: another site's Origin (403), no session (401), too many new sockets (429).
 */
export function registerRealtimeRoute(
  app: FastifyInstance,
  hub: RealtimeHub,
  options: { allowedOrigins: readonly string[]; limiter: RateLimiter },
): void {
  app.get(
    '/api/realtime',
    {
      websocket: true,
      // The upgrade takes no input: no query string, no body.
      schema: { querystring: z.strictObject({}) },
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (!origin || !options.allowedOrigins.includes(origin)) {
          throw new AppError(403, 'origin_rejected', 'This request came from another site and was refused.');
        }
        const session = await request.requireSession();
        await options.limiter.consume(SOCKET_CONNECT_LIMIT, session.user.id);
      },
    },
    async (socket, request) => {
      const session = await request.getSession();
      if (!session) {
        socket.close(SOCKET_CLOSE.sessionEnded, 'session ended');
        return;
      }
      // The socket is the ws instance @fastify/websocket created; the rule cannot trace its type (ws's
      // namespace alias) back to the class.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
      hub.accept(socket, session.user.id, request.headers.cookie ?? '');
    },
  );
}
