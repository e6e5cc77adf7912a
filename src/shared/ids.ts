/**
 * Ids as requests carry them (issue #21): one rule for every path and query, so `1e3`, `0x10`, `" 1"`,
 * `01` and `1.0` are never an id. No zod here: the web app's page loaders import it. The schemas built
 * on it are in api/ids.ts.
 */

/** A database id in a path or a query string: a positive integer in its one decimal spelling. */
const ID_TEXT = /^[1-9]\d{0,15}$/;

/** The id a path segment names, or undefined when it is not a canonical positive integer. */
export function parseId(text: string | undefined): number | undefined {
  if (text === undefined || !ID_TEXT.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** A user id (better-auth's generated ids): letters, digits, "-" and "_". */
export const USER_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function isUserId(text: string | undefined): text is string {
  return text !== undefined && USER_ID.test(text);
}
