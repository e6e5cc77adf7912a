import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ASSISTANT_STREAM_DONE,
  assistantRequestSchema,
  type AssistantStreamItem,
} from '../../../shared/api/assistant';
import { ASSISTANT_KEEPALIVE_MS } from '../../../shared/limits';
import { countryToday } from '../../../shared/shifts';
import { AppError } from '../../errors';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import type { LiveConnections } from '../../realtime/live-connections';
import { assistantTools, type JobsForAssistant } from './assistant.tools';
import { AssistantUpstreamError, type AssistantEngine, type AssistantEvent } from './engine';

/** Per client address, and per signed-in user on top. */
export const ASSISTANT_IP_LIMIT: RateLimitRule = { name: 'assistant:ip', limit: 30, windowMs: 60_000 };
export const ASSISTANT_USER_LIMIT: RateLimitRule = { name: 'assistant:user', limit: 20, windowMs: 60_000 };

/** The spec's texts (section 8) for a model provider's refusal. */
export const UPSTREAM_ERRORS: Record<AssistantUpstreamError['kind'], AppError> = {
  busy: new AppError(429, 'rate_limited', 'AI is busy, please try again in a moment'),
  credits: new AppError(402, 'payment_required', 'AI service requires credits. Please contact support.'),
  unavailable: new AppError(503, 'ai_unavailable', 'Failed to connect to AI assistant'),
};

export interface AssistantRouteOptions {
  engine: AssistantEngine;
  jobs: JobsForAssistant;
  limiter: RateLimiter;
  /** Open event streams end when the server shuts down. */
  liveConnections: LiveConnections;
  now: () => Date;
}

function toItem(event: AssistantEvent): AssistantStreamItem {
  if (event.type === 'text') return { choices: [{ delta: { content: event.text } }] };
  if (event.type === 'tool_result') return { tool_result: event.result };
  return { state: event.state };
}

function errorItem(error: unknown): AssistantStreamItem {
  const known = error instanceof AssistantUpstreamError ? UPSTREAM_ERRORS[error.kind] : undefined;
  return known
    ? { error: known.message, code: known.code }
    : { error: UPSTREAM_ERRORS.unavailable.message, code: 'internal' };
}

/**
 * POST /api/ai-job-assistant (contract: src/shared/api/assistant.ts). Validates, applies the limits and
 * asks the engine for its first event before answering, so a provider's 429/402 becomes that HTTP
 * status; then streams server-sent events until the engine is done, the client goes away or the
 * server shuts down.
 */
export async function assistantRoutes(
  instance: FastifyInstance,
  options: AssistantRouteOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { limiter: rateLimiter, liveConnections } = options;

  // The answer is an event stream written by hand (openEventStream), so it has no response schema.
  app.post('/api/ai-job-assistant', { schema: { body: assistantRequestSchema } }, async (request, reply) => {
    const { body } = request;
    const session = request.headers.cookie ? await request.getSession() : null;
    const userId = session?.user.id ?? null;
    await rateLimiter.consume(ASSISTANT_IP_LIMIT, request.ip);
    if (userId) await rateLimiter.consume(ASSISTANT_USER_LIMIT, userId);

    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const answer = options.engine.reply({
      messages: body.messages,
      state: body.state,
      userId,
      locale: body.locale,
      country: body.country,
      today: body.today ?? countryToday(body.country, options.now()),
      signal: controller.signal,
      tools: assistantTools(options.jobs, userId),
    });
    const events = answer[Symbol.asyncIterator]();

    let first: IteratorResult<AssistantEvent>;
    try {
      first = await events.next();
    } catch (error) {
      controller.abort();
      if (error instanceof AssistantUpstreamError) throw UPSTREAM_ERRORS[error.kind];
      throw error;
    }

    const stream = openEventStream(reply);
    const untrack = liveConnections.track(() => {
      controller.abort();
      stream.end();
    });
    try {
      let next = first;
      while (!next.done && !controller.signal.aborted) {
        stream.send(toItem(next.value));
        next = await events.next();
      }
    } catch (error) {
      if (!controller.signal.aborted) {
        if (!(error instanceof AssistantUpstreamError)) request.log.error({ err: error }, 'assistant failed');
        stream.send(errorItem(error));
      }
    } finally {
      untrack();
      stream.end();
      await events.return?.();
    }
  });
}

/** Takes the response over from Fastify and writes server-sent events, with keep-alive comments. */
function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), ASSISTANT_KEEPALIVE_MS).unref();
  let ended = false;
  return {
    send(item: AssistantStreamItem) {
      if (!ended) raw.write(`data: ${JSON.stringify(item)}\n\n`);
    },
    end() {
      if (ended) return;
      ended = true;
      clearInterval(keepAlive);
      if (!raw.destroyed) raw.end(`data: ${ASSISTANT_STREAM_DONE}\n\n`);
    },
  };
}
