import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';

export interface AuthOptions {
  db: Database;
  env: Env;
  secret: string;
}

/**
 * The better-auth instance. Sessions live in the database (shared by every instance) in an
 * httpOnly, SameSite=Lax cookie (Secure on https) that survives a browser restart and refreshes
 * while it is used. Rate limiting is ours (the database-backed limiter), not better-auth's in-memory one.
 */
export function createAuth({ db, env, secret }: AuthOptions) {
  return betterAuth({
    appName: env.brand.siteName,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: env.allowedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: false },
        locale: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await db.insert(schema.profiles).values({ userId: created.id }).onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type SessionData = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
