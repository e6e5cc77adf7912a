import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { emailOTP, genericOAuth } from 'better-auth/plugins';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import { SOCIAL_ERROR_PATH } from '../../shared/api/accounts';
import { socialPlaceholderEmail } from '../../shared/identifiers';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../shared/limits';

/** What a banned user is told when signing in (accounts.errors.account_suspended in the catalogue). */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended for breaking our rules.';

export interface AuthOptions {
  db: Database;
  env: Env;
  secret: string;
  /** Called after better-auth ended a session (sign-out, password reset): live sockets are rechecked. */
  onSessionEnded?: (userId: string) => Promise<void>;
}

/** Google sign-in: OpenID Connect driven by discovery from GOOGLE_ISSUER (a local provider in tests). */
function googleConfig(env: Env) {
  if (!env.socialProviders.includes('google') || !env.GOOGLE_CLIENT_ID) return [];
  return [
    {
      providerId: 'google',
      name: 'Google',
      discoveryUrl: `${env.GOOGLE_ISSUER}/.well-known/openid-configuration`,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      requireIdTokenVerification: true,
      mapProfileToUser: (profile: { email?: unknown; sub?: unknown }) =>
        typeof profile.email === 'string' && profile.email
          ? {}
          : { email: socialPlaceholderEmail('google', String(profile.sub)), emailVerified: false },
    },
  ];
}

/** Facebook and X through better-auth's built-in providers, when their keys are set. */
function socialProvidersConfig(env: Env) {
  const facebook =
    env.socialProviders.includes('facebook') && env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
      ? {
          clientId: env.FACEBOOK_CLIENT_ID,
          clientSecret: env.FACEBOOK_CLIENT_SECRET,
          // A Facebook account without an email gets a never-shown placeholder (better-auth needs one).
          mapProfileToUser: (profile: { email?: string; id?: string; sub?: string }) =>
            profile.email
              ? {}
              : { email: socialPlaceholderEmail('facebook', String(profile.id ?? profile.sub)) },
        }
      : undefined;
  const twitter =
    env.socialProviders.includes('twitter') && env.X_CLIENT_ID && env.X_CLIENT_SECRET
      ? { clientId: env.X_CLIENT_ID, clientSecret: env.X_CLIENT_SECRET }
      : undefined;
  return { ...(facebook ? { facebook } : {}), ...(twitter ? { twitter } : {}) };
}

/** Signing out ends every session of the user (the spec's global scope), not only this one. */
const globalSignOut = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/sign-out') return;
  const current = await getSessionFromCtx(ctx);
  if (current) await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
});

/**
 * The better-auth instance. Sessions live in the database (shared by every instance) in an
 * httpOnly, SameSite=Lax cookie (Secure on https) that survives a browser restart and refreshes
 * while it is used. Rate limiting is ours (the database-backed limiter), not better-auth's in-memory one.
 *
 * Only a few of its HTTP endpoints are mounted (see session.ts): the accounts feature drives sign-up,
 * sign-in, codes and passwords through `auth.api` under /api/accounts with its own rules.
 */
export function createAuth({ db, env, secret, onSessionEnded }: AuthOptions) {
  return betterAuth({
    appName: env.brand.siteName,
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: env.allowedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: { autoSignInAfterVerification: true },
    socialProviders: socialProvidersConfig(env),
    account: {
      // Link a provider to an existing user only when the provider says the email is verified
      // and the local account verified it too.
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
    },
    plugins: [
      emailOTP({
        otpLength: OTP_LENGTH,
        expiresIn: OTP_TTL_MINUTES * 60,
        allowedAttempts: OTP_MAX_ATTEMPTS,
        storeOTP: 'hashed',
        // Codes are created with auth.api.createVerificationOTP and mailed by the accounts feature;
        // the plugin's own sending endpoints are not mounted.
        sendVerificationOTP: async () => {
          throw new Error('Verification codes are sent by the accounts feature');
        },
      }),
      genericOAuth({ config: googleConfig(env) }),
    ],
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
    hooks: { before: globalSignOut },
    onAPIError: { errorURL: `${env.PUBLIC_URL}${SOCIAL_ERROR_PATH}` },
    logger: { disabled: env.LOG_LEVEL === 'silent', level: 'error' },
    advanced: {
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      session: {
        // A banned user gets no session, whichever way they sign in (password, code, social).
        create: {
          before: async (created) => {
            const [ban] = await db
              .select({ userId: schema.userBans.userId })
              .from(schema.userBans)
              .where(eq(schema.userBans.userId, created.userId));
            if (ban) {
              throw new APIError('FORBIDDEN', {
                message: ACCOUNT_SUSPENDED_MESSAGE,
                code: 'ACCOUNT_SUSPENDED',
              });
            }
          },
        },
        delete: {
          after: async (ended) => {
            await onSessionEnded?.(ended.userId);
          },
        },
      },
      user: {
        create: {
          // Users created by social sign-in get their profile row here; password sign-ups create
          // user, credential and profile in one transaction (accounts.repo.ts).
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
