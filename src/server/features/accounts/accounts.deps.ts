import type { Env } from '../../env';
import type { RateLimiter, RateLimitRule } from '../../plugins/rate-limit';
import { toLocale } from '../../i18n';
import type { AccountUser } from '../../../shared/api/accounts';
import { visibleEmail } from '../../../shared/identifiers';
import type { AccountCodes } from './account-codes';
import type { AccountMail, Recipient } from './accounts.mail';
import type { AccountsRepo, UserRow } from './accounts.repo';
import type { AuthGateway, SetCookies } from './auth-gateway';
import type { PhoneCodes } from './phone-codes';

/** What the accounts services work with (built once per app in accounts.routes.ts). */
export interface AccountsDeps {
  repo: AccountsRepo;
  gateway: AuthGateway;
  mail: AccountMail;
  codes: AccountCodes;
  /** SMS codes (app.services.phoneCodes). */
  phoneCodes: PhoneCodes;
  limiter: RateLimiter;
  env: Env;
  now: () => Date;
  newId: () => string;
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
