import type { FastifyInstance } from 'fastify';
import { validationFailed, type AppError } from '../errors';
import { validationKey } from '../../shared/api/validation';

/**
 * The input guard (issue #21, docs/decisions/0020): every request's params, query string and body, and
 * every socket frame, before any route sees them. Refused with a 400 `validation_failed` naming the field:
 * - control characters: U+0000-U+001F except tab, line feed and carriage return (text areas send
 *   "\r\n"), and U+007F-U+009F. PostgreSQL cannot store U+0000 (it answered 500) and none of them is text
 *   a person means to send;
 * - nesting deeper than INPUT_MAX_DEPTH arrays and objects: the deepest request the app makes (the
 *   assistant's `state`) has 4; 20,000 levels overflowed the stack of the size check that followed.
 */
export const INPUT_MAX_DEPTH = 16;

/** C0 controls but \t \n \r, DEL, C1 controls: finding them is the point. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export interface InputProblem {
  /** The field as the per-field messages name it: `title`, `messages.0.content`; `_` for the whole input. */
  field: string;
  problem: 'characters' | 'depth';
}

const fieldOf = (path: readonly string[]) => path.join('.') || '_';

/**
 * The first problem in a parsed input (strings, object keys included), or null. A walk with its own
 * stack, never recursion, so no nesting can overflow it; it stops at the first problem.
 */
export function findBadInput(input: unknown): InputProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTERS.test(value)) return { field: fieldOf(path), problem: 'characters' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    // The whole top-level field is refused: its deep inside means nothing to the person who sent it.
    if (path.length >= INPUT_MAX_DEPTH) return { field: fieldOf(path.slice(0, 1)), problem: 'depth' };
    for (const [key, item] of Object.entries(value)) {
      const itemPath = [...path, key];
      if (CONTROL_CHARACTERS.test(key)) return { field: fieldOf(itemPath), problem: 'characters' };
      stack.push({ value: item, path: itemPath });
    }
  }
  return null;
}

/** The 400 for a problem: the field's message is the catalogue's (the web app says it in its language). */
export function inputProblemError({ field, problem }: InputProblem): AppError {
  const key = validationKey(problem === 'characters' ? 'unusualCharacters' : 'tooDeeplyNested');
  return validationFailed({ [field]: key });
}

/**
 * Checks every request before validation: an app-wide `preValidation` hook, registered before any route,
 * so every route has it, schemas or not (pages, sitemaps, better-auth's routes, the socket upgrade).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const input of [request.params, request.query, request.body]) {
      const problem = findBadInput(input);
      if (problem) throw inputProblemError(problem);
    }
  });
}
