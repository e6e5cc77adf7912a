import { z } from 'zod';

/**
 * Ids as requests carry them (issue #21). One rule for every path, query and body, so `1e3`, `0x10`,
 * `" 1"`, `01`, `1.0` and `true` are never an id.
 */

/** A database id in a path or a query string: a positive integer in its one decimal spelling. */
const ID_TEXT = /^[1-9]\d{0,15}$/;

/** The id a path segment names, or undefined when it is not a canonical positive integer. */
export function parseId(text: string | undefined): number | undefined {
  if (text === undefined || !ID_TEXT.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}

/**
 * A numeric id from the path. A path that names no such thing is not found: the route answers 404 with
 * `message` (the one error handler sends a failed `params` schema as 404, never 400).
 */
export const idParam = (message: string) =>
  z
    .string(message)
    .refine((text) => parseId(text) !== undefined, message)
    .transform(Number);

/** Params of a `/:id` route. */
export const idParams = (message: string) => z.object({ id: idParam(message) });

/** An id in a query string (`?before=12`): the same spelling as in a path. */
export const idQuery = z
  .string()
  .refine((text) => parseId(text) !== undefined, 'Must be a positive whole number')
  .transform(Number);

/** An id in a JSON body or a socket frame: a number, never its text or a boolean. */
export const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A user id (better-auth's generated ids: letters, digits, "-" and "_"). */
const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function isUserId(text: string | undefined): text is string {
  return text !== undefined && USER_ID.test(text);
}

/** A user id from the path; anything else is no one's (404 with `message`). */
export const userIdParam = (message: string) => z.string(message).regex(USER_ID, message);
