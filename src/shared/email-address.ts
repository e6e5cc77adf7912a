import { z } from 'zod';

/**
 * Apart from identifiers.ts, whose phone and email helpers the post and sign-in pages load at start: a
 * zod schema built at a module's top level keeps zod (25 KB gzip) in whatever chunk imports the module.
 */
const emailAddress = z.email();

/** A well-formed email address (the server's check; the forms only look for "@"). */
export function isValidEmailAddress(email: string): boolean {
  return emailAddress.safeParse(email).success;
}
