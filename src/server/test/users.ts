import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user } from '../db/schema';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  /** The Cookie header value of a signed-in session: pass it to jsonHeaders(cookie). */
  cookie: string;
}

/** "name=value; name2=value2" from Set-Cookie headers (attributes dropped, cleared cookies skipped). */
function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/**
 * Creates a user with an email and password through better-auth's API on `app.services.auth` and
 * returns it with a session cookie, without going through the accounts feature's HTTP routes. When
 * sign-up does not sign in (email verification required), the email is marked verified and the
 * user signs in with the password.
 */
export async function createSignedInUser(
  app: FastifyInstance,
  options: { name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const auth = app.services.auth;
  const suffix = randomBytes(4).toString('hex');
  const email = options.email ?? `user-${suffix}@example.com`;
  const name = options.name ?? `Test User ${suffix}`;
  const password = options.password ?? `password-${suffix}`;
  const signUp = await auth.api.signUpEmail({ body: { email, password, name }, asResponse: true });
  if (!signUp.ok) throw new Error(`sign-up failed (${signUp.status}): ${await signUp.text()}`);
  let cookie = cookieHeader(signUp);
  const [row] = await app.deps.database.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  if (!row) throw new Error('sign-up created no user');
  if (!cookie) {
    await app.deps.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, row.id));
    const signIn = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
    if (!signIn.ok) throw new Error(`sign-in failed (${signIn.status}): ${await signIn.text()}`);
    cookie = cookieHeader(signIn);
  }
  if (!cookie) throw new Error('no session cookie after sign-in');
  return { id: row.id, email, name, password, cookie };
}
