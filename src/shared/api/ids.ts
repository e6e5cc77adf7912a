import { z } from 'zod';
import { parseId, USER_ID } from '../ids';

/**
 * Ids in route schemas (issue #21), by the one rule of ../ids.ts: in paths and queries a positive integer
 * in its one decimal spelling, in JSON bodies and socket frames a number (never its text or a boolean).
 */

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

/** A user id from the path; anything else is no one's (404 with `message`). */
export const userIdParam = (message: string) => z.string(message).regex(USER_ID, message);
