import type { RateLimitRule } from '../../plugins/rate-limit';

const MINUTE = 60_000;

/**
 * Abuse limits of the accounts routes, per client network (an IPv4 address or an IPv6 /64: the limiter
 * groups addresses itself) and per identifier (email, phone or user), kept in the shared database
 * limiter so every app instance counts together. A 429 says how long to wait.
 */
export const ACCOUNT_LIMITS = {
  signInPerIp: { name: 'accounts:sign-in:ip', limit: 30, windowMs: 15 * MINUTE },
  /**
   * Sign-in attempts for one identifier from one network: someone guessing a password is slowed there,
   * while the owner, on their own network, still signs in.
   */
  signInPerIdentifierAndNetwork: { name: 'accounts:sign-in:id-net', limit: 10, windowMs: 15 * MINUTE },
  /** Attempts for one identifier from every network together: a ceiling far above anyone's own. */
  signInPerIdentifier: { name: 'accounts:sign-in:id', limit: 100, windowMs: 60 * MINUTE },
  signUpPerIp: { name: 'accounts:sign-up:ip', limit: 10, windowMs: 60 * MINUTE },
  signUpPerIdentifier: { name: 'accounts:sign-up:id', limit: 3, windowMs: 60 * MINUTE },
  /** Entering a code (verification, reset, email change, deletion). */
  codeCheckPerIp: { name: 'accounts:code-check:ip', limit: 30, windowMs: 15 * MINUTE },
  codeCheckPerIdentifier: { name: 'accounts:code-check:id', limit: 10, windowMs: 15 * MINUTE },
  /** Asking for a code to be sent (resend, reset, email change, deletion). */
  codeSendPerIp: { name: 'accounts:code-send:ip', limit: 10, windowMs: 15 * MINUTE },
  resetRequestPerIdentifier: { name: 'accounts:reset:id', limit: 5, windowMs: 60 * MINUTE },
  /** At most one code a minute to one address for one purpose (the resend gap). */
  codeGap: { name: 'accounts:code-gap', limit: 1, windowMs: MINUTE },
  /** Text messages to one number (codes and notices together): an SMS costs money and can annoy. */
  smsPerNumber: { name: 'accounts:sms:number', limit: 5, windowMs: 60 * MINUTE },
  /** Asking to change one's email (a code to a free address, a notice to one another account has). */
  emailChangePerUser: { name: 'accounts:change-email:user', limit: 5, windowMs: 60 * MINUTE },
  /** Password checks of a signed-in user (change password, change phone, delete account). */
  passwordCheckPerUser: { name: 'accounts:password-check:user', limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;
