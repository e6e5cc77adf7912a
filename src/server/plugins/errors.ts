import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorCode } from '../../shared/api/errors';
import { AppError, errorBody, validationFailed } from '../errors';
import { causeChain, isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/outage';

interface PgLikeError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** Finds a PostgreSQL error (PGlite and node-postgres both carry a SQLSTATE `code`), also when wrapped. */
function findPgError(error: unknown): PgLikeError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

const PG_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  '23505': { status: 409, code: 'conflict', message: 'That already exists.' },
  '23503': { status: 409, code: 'conflict', message: 'That refers to something that does not exist.' },
  '23502': { status: 400, code: 'bad_request', message: 'A required value is missing.' },
  '23514': { status: 400, code: 'bad_request', message: 'A value is out of range.' },
  '22P02': { status: 400, code: 'bad_request', message: 'A value has the wrong format.' },
  '22001': { status: 400, code: 'bad_request', message: 'A value is too long.' },
  '22003': { status: 400, code: 'bad_request', message: 'A number is out of range.' },
};

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';

/** The innermost message of a wrapped error: what the driver said. */
export function outageReason(error: unknown): string {
  let reason = '';
  for (const { message, code } of causeChain(error)) {
    if (typeof message === 'string' && message)
      reason = typeof code === 'string' ? `${code}: ${message}` : message;
  }
  return reason;
}

/** Each bad field's first message (a catalogue key for the contracts' checks; see validationFailed). */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The same per-field messages from the route schemas' failed checks (`/a/0/b` is field `a.0.b`). */
function schemaFields(issues: readonly ZodFastifySchemaValidationError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.split('/').filter(Boolean).join('.') || '_';
    fields[key] ??= issue.message ?? 'Invalid input';
  }
  return fields;
}

/**
 * The one error handler: `{ error: { code, message, params?, fields? }, requestId }`.
 * 4xx messages are for people; 5xx never leak internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody('not_found', 'Not found.', request.id)),
  );
  app.setErrorHandler((error: FastifyError | AppError | ZodError | Error, request, reply) => {
    const requestId = request.id;
    if (error instanceof AppError) {
      const retryAfter = error.extra.params?.seconds;
      if (error.statusCode === 429 && retryAfter !== undefined)
        reply.header('retry-after', String(retryAfter));
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, requestId, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error instanceof ZodError) {
      const refused = validationFailed(
        error instanceof ZodError ? zodFields(error) : schemaFields(error.validation),
      );
      // A path that names no such thing (a bad id) is not found, as it always was.
      if (!(error instanceof ZodError) && error.validationContext === 'params') {
        return reply.status(404).send(errorBody('not_found', refused.message, requestId));
      }
      return reply.status(400).send(errorBody(refused.code, refused.message, requestId, refused.extra));
    }
    const pgError = findPgError(error);
    const mapped = pgError?.code ? PG_ERRORS[pgError.code] : undefined;
    if (mapped) {
      request.log.info({ err: error }, 'database constraint error');
      return reply.status(mapped.status).send(errorBody(mapped.code, mapped.message, requestId));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage or restart of the database: a clear, retryable answer, and one log line without a stack.
      request.log.warn({ reason: outageReason(error) }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS))
        .send(errorBody('service_unavailable', SERVICE_UNAVAILABLE_MESSAGE, requestId));
    }
    const statusCode = (error as FastifyError).statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const code: ErrorCode =
        statusCode === 413 ? 'payload_too_large' : statusCode === 404 ? 'not_found' : 'bad_request';
      return reply.status(statusCode).send(errorBody(code, error.message, requestId));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'An unexpected error occurred', requestId));
  });
}
