import { ZodError } from 'zod';
import { AppError, validationFailed } from '../errors';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/outage';
import { SERVICE_UNAVAILABLE_MESSAGE, zodFields } from '../plugins/errors';
import { findBadInput, inputProblemError } from '../plugins/input-guard';
import { clientFrameSchema, type ClientFrame, type ServerFrame } from '../../shared/api/messages';

/** What a client may send over the socket, how it is checked, and how a refusal is answered. */

export type ParsedClientFrame = ReturnType<typeof clientFrameSchema.parse>;
export type FrameType = Exclude<ClientFrame['type'], 'ping'>;
type FrameOf<T extends FrameType> = Extract<ParsedClientFrame, { type: T }>;
export type FrameHandler<T extends FrameType> = (userId: string, frame: FrameOf<T>) => Promise<ServerFrame>;

/**
 * A frame for a refused request: the AppError's code and message (429s say when to retry), and the
 * per-field messages of a refused frame, as HTTP answers carry them.
 */
export function errorFrame(error: unknown, clientId?: string): ServerFrame {
  const base = clientId ? { clientId } : {};
  if (error instanceof ZodError) return errorFrame(validationFailed(zodFields(error)), clientId);
  if (error instanceof AppError) {
    const seconds = error.extra.params?.seconds;
    const { fields, fieldKeys } = error.extra;
    return {
      type: 'error',
      code: error.code,
      message: error.message,
      ...base,
      ...(typeof seconds === 'number' ? { retryAfterSeconds: seconds } : {}),
      ...(fields ? { fields } : {}),
      ...(fieldKeys ? { fieldKeys } : {}),
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      type: 'error',
      code: 'service_unavailable',
      message: SERVICE_UNAVAILABLE_MESSAGE,
      ...base,
      retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
    };
  }
  return { type: 'error', code: 'internal', message: 'An unexpected error occurred', ...base };
}

/**
 * Reads a client frame with the same input guard as every HTTP request (plugins/input-guard.ts) and
 * the frame schema; a frame that is refused gets an error frame to send back instead.
 */
export function readClientFrame(
  text: string | null,
): { frame: ParsedClientFrame; clientId: string | undefined } | { refusal: ServerFrame } {
  let clientId: string | undefined;
  try {
    const raw: unknown = text === null ? null : JSON.parse(text);
    clientId = clientIdOf(raw);
    const problem = findBadInput(raw);
    if (problem) throw inputProblemError(problem);
    return { frame: clientFrameSchema.parse(raw), clientId };
  } catch (error) {
    const refused =
      error instanceof ZodError || error instanceof AppError
        ? error
        : new AppError(400, 'bad_request', 'A frame must be a JSON object.');
    return { refusal: errorFrame(refused, clientId) };
  }
}

function clientIdOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const value = (raw as { clientId?: unknown }).clientId;
  return typeof value === 'string' && value.length <= 64 ? value : undefined;
}
