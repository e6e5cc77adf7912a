import type { LightMyRequestResponse } from 'fastify';
import type { DevOutbox } from '../../email/mailer';
import type { DevSmsOutbox } from '../../sms/sms';
import { jsonHeaders, type TestApp } from '../../test/app';
import type { AccountUser } from '../../../shared/api/accounts';

/** Request options of the accounts tests: a session cookie and a client IP (rate limits count per IP). */
export interface CallOptions {
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export const PASSWORD = 'correct horse battery';

/** Injects a JSON request as the browser sends it (same origin). */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...jsonHeaders(options.cookie), origin: new URL(t.env.PUBLIC_URL).origin, ...options.headers },
    ...(method === 'GET' ? {} : { payload: payload ?? {} }),
  });
}

/** The Set-Cookie lines of a response. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The Cookie header a browser would send after this response (cleared cookies dropped). */
export function cookieOf(response: LightMyRequestResponse): string {
  return setCookies(response)
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => /=./.test(pair))
    .join('; ');
}

/** Every email sent to an address, oldest first. */
export function emailsTo(outbox: DevOutbox, to: string) {
  return outbox
    .list()
    .filter((email) => email.to === to)
    .reverse();
}

/** The 6-digit code in the latest email to an address. */
export function latestCode(outbox: DevOutbox, to: string): string {
  const latest = emailsTo(outbox, to).at(-1);
  const code = latest ? /\b(\d{6})\b/.exec(latest.text)?.[1] : undefined;
  if (!code) throw new Error(`no code was mailed to ${to}`);
  return code;
}

/** Every SMS sent to a number (E.164), oldest first. */
export function smsTo(sms: DevSmsOutbox, to: string) {
  return sms
    .list()
    .filter((text) => text.to === to)
    .reverse();
}

/** The 6-digit code in the latest SMS to a number. */
export function latestSmsCode(sms: DevSmsOutbox, to: string): string {
  const latest = smsTo(sms, to).at(-1);
  const code = latest ? /\b(\d{6})\b/.exec(latest.text)?.[1] : undefined;
  if (!code) throw new Error(`no code was texted to ${to}`);
  return code;
}

/** Signs up with an email, verifies it with the mailed code and returns the session cookie. */
export async function verifiedEmailUser(
  t: TestApp,
  email: string,
  options: { name?: string; password?: string; ip?: string } = {},
): Promise<{ cookie: string; userId: string }> {
  const password = options.password ?? PASSWORD;
  const signUp = await call(
    t,
    'POST',
    '/api/accounts/sign-up',
    { name: options.name ?? 'Asha Verma', emailOrPhone: email, password, country: 'IN' },
    { ip: options.ip },
  );
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const verify = await call(
    t,
    'POST',
    '/api/accounts/verify-email',
    { email, code: latestCode(t.outbox, email) },
    { ip: options.ip },
  );
  if (verify.statusCode !== 200) throw new Error(`verification failed: ${verify.body}`);
  return { cookie: cookieOf(verify), userId: verify.json<{ user: AccountUser }>().user.id };
}

/**
 * Signs up with a phone number, then signs in with the number, the password and the SMS code (which
 * verifies the phone), and returns the session cookie.
 */
export async function phoneUser(
  t: TestApp,
  phone: string,
  options: { name?: string; password?: string; ip?: string; country?: 'IN' | 'US' } = {},
): Promise<{ cookie: string; userId: string }> {
  const details = {
    emailOrPhone: phone,
    password: options.password ?? PASSWORD,
    country: options.country ?? 'IN',
  };
  const signUp = await call(
    t,
    'POST',
    '/api/accounts/sign-up',
    { name: options.name ?? 'Ravi Kumar', ...details },
    { ip: options.ip },
  );
  if (signUp.statusCode !== 200) throw new Error(`phone sign-up failed: ${signUp.body}`);
  const e164 = signUp.json<{ phone: string }>().phone;
  const signIn = await call(
    t,
    'POST',
    '/api/accounts/sign-in',
    { ...details, code: latestSmsCode(t.sms, e164) },
    { ip: options.ip },
  );
  if (signIn.statusCode !== 200) throw new Error(`phone sign-in failed: ${signIn.body}`);
  return { cookie: cookieOf(signIn), userId: signIn.json<{ user: AccountUser }>().user.id };
}
