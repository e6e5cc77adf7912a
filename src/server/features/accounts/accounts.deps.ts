import type { FastifyBaseLogger } from 'fastify';
import { generateId } from 'better-auth';
import type { Auth } from '../../auth/auth';
import type { Mailer } from '../../email/mailer';
import type { Env } from '../../env';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import { toLocale } from '../../i18n';
import type { AccountUser } from '../../../shared/api/accounts';
import { visibleEmail } from '../../../shared/identifiers';
import { AccountCodes } from './account-codes';
import { AccountMail, type Recipient } from './accounts.mail';
import type { AccountsRepo, UserRow } from './accounts.repo';
import { AuthGateway, type SetCookies } from './auth-gateway';
import type { PhoneCodes } from './phone-codes';

/** What the accounts services work with (built once per app by createAccountsDeps, in app.ts). */
export interface AccountsDeps {
  repo: AccountsRepo;
  gateway: AuthGateway;
  mail: AccountMail;
  codes: AccountCodes;
  /** SMS codes (the one PhoneCodes of the app). */
  phoneCodes: PhoneCodes;
  limiter: RateLimiter;
  env: Env;
  now: () => Date;
  newId: () => string;
}

export function createAccountsDeps(parts: {
  repo: AccountsRepo;
  auth: Auth;
  mailer: Mailer;
  env: Env;
  log: FastifyBaseLogger;
  phoneCodes: PhoneCodes;
  limiter: RateLimiter;
  now: () => Date;
}): AccountsDeps {
  const { repo } = parts;
  return {
    repo,
    gateway: new AuthGateway(parts.auth),
    mail: new AccountMail(parts.mailer, parts.env, parts.log),
    codes: new AccountCodes(repo, parts.now),
    phoneCodes: parts.phoneCodes,
    limiter: parts.limiter,
    env: parts.env,
    now: parts.now,
    newId: () => generateId(),
  };
}

/** The parts of a request the services need: the client IP (rate limits) and headers (session cookie). */
export interface RequestContext {
  ip: string;
  headers: Headers;
}

/** An answer plus the cookies to set on it. */
export interface WithCookies<T> {
  body: T;
  cookies: SetCookies;
}

export function toAccountUser(row: UserRow, hasPassword: boolean): AccountUser {
  return {
    id: row.id,
    name: row.name,
    email: visibleEmail(row.email),
    emailVerified: row.emailVerified,
    phone: row.phone,
    locale: toLocale(row.locale),
    createdAt: row.createdAt.toISOString(),
    hasPassword,
  };
}

export function recipientOf(row: UserRow): Recipient {
  return { email: row.email, name: row.name, locale: row.locale };
}

/** Counts a hit against every rule (throwing the 429 of the first one exceeded). */
export async function limit(limiter: RateLimiter, ...hits: [RateLimitRule, string][]): Promise<void> {
  for (const [rule, subject] of hits) await limiter.consume(rule, subject);
}
