import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../env';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import { reverseGeocodeQuerySchema, reverseGeocodeResponseSchema } from '../../../shared/api/jobs';
import { ReverseGeocoder } from './geo.service';

/** Per client IP: "Use my location" is pressed now and then, not in a loop. */
export const GEO_REVERSE_LIMIT: RateLimitRule = { name: 'geo-reverse:ip', limit: 30, windowMs: 60_000 };

/** GET /api/geo/reverse?lat&lon: the visitor's country and nearest built-in "City, State". */
export async function geoRoutes(
  instance: FastifyInstance,
  options: { env: Env; limiter: RateLimiter; now: () => Date },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { env, limiter } = options;
  const geocoder = new ReverseGeocoder({
    baseUrl: env.GEOCODER_URL,
    userAgent: env.GEOCODER_USER_AGENT,
    timeoutMs: env.GEOCODER_TIMEOUT_MS,
    now: options.now,
  });

  app.get(
    '/api/geo/reverse',
    { schema: { querystring: reverseGeocodeQuerySchema, response: { 200: reverseGeocodeResponseSchema } } },
    async (request, reply) => {
      const { lat, lon } = request.query;
      await limiter.consume(GEO_REVERSE_LIMIT, request.ip);
      reply.header('cache-control', 'private, max-age=3600');
      return geocoder.reverse(lat, lon);
    },
  );
}
