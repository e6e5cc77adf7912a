import type { ApiErrorBody, ErrorCode } from '../shared/api/errors';
import type { ValidationKey } from '../shared/api/validation';
import { fieldsWithKeys } from '../shared/api/validation-texts';

/** An error with a stable code, an HTTP status and a message meant for people. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly extra: {
      params?: Record<string, string | number>;
      fields?: Record<string, string>;
      fieldKeys?: Record<string, ValidationKey>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * A 400 `validation_failed` with a message per bad field (the first one is the error's message). Messages
 * that are catalogue keys (`validation.*`, the contracts' checks) are answered in English in `fields`,
 * with their keys in `fieldKeys` for the web app, which says them in the person's language.
 */
export function validationFailed(messages: Record<string, string>): AppError {
  const extra = fieldsWithKeys(messages);
  return new AppError(400, 'validation_failed', Object.values(extra.fields)[0] ?? 'Invalid input', extra);
}
export const unauthorized = (message = 'Please sign in first.') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);

/** The body of every error answer (`apiErrorSchema`): a code from the closed list and a message for people. */
export function errorBody(
  code: ErrorCode,
  message: string,
  requestId: string,
  extra: AppError['extra'] = {},
): ApiErrorBody {
  return { error: { code, message, ...extra }, requestId };
}
