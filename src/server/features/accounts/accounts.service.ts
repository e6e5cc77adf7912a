import type { z } from 'zod';
import type { Locale } from '../../../shared/i18n';
import { readPreferences } from '../../../shared/preferences';
import { t } from '../../i18n';
import {
  SOCIAL_ERROR_PATH,
  safeReturnPath,
  type AccountUser,
  type MessageResponse,
  type passwordResetConfirmSchema,
  type passwordResetRequestSchema,
  type signInRequestSchema,
  type signUpRequestSchema,
  type SignUpResponse,
  type SocialProvider,
} from '../../../shared/api/accounts';
import type { CountryCode } from '../../../shared/geo';
import { isPseudoEmail, parseIdentifier, phonePseudoEmail } from '../../../shared/identifiers';
import { isValidEmailAddress } from '../../../shared/email-address';
import { ipSubject } from '../../plugins/rate-limit';
import { accountErrors } from './accounts.errors';
import { ACCOUNT_LIMITS as L } from './accounts.limits';
import {
  limit,
  recipientOf,
  toAccountUser,
  type AccountsDeps,
  type RequestContext,
  type WithCookies,
} from './accounts.deps';
import type { UserRow } from './accounts.repo';
import { phoneBannedError } from './phone-codes';

type SignUpInput = z.output<typeof signUpRequestSchema>;
type SignInInput = z.output<typeof signInRequestSchema>;
type ResetRequestInput = z.output<typeof passwordResetRequestSchema>;
type ResetConfirmInput = z.output<typeof passwordResetConfirmSchema>;

type Identifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/** Email or E.164 phone, or null when the input is neither (spec 5, plus a real address check). */
function identifierOf(input: string, country: CountryCode): Identifier | null {
  const parsed = parseIdentifier(input, country);
  if (parsed.kind === 'email') {
    return isValidEmailAddress(parsed.email) && !isPseudoEmail(parsed.email) ? parsed : null;
  }
  return parsed.kind === 'phone' ? parsed : null;
}

/** The key an identifier's rate limits count under: every spelling of one phone counts together. */
function limitKeyOf(input: string, identifier: Identifier | null): string {
  if (!identifier) return `raw:${input.trim().toLowerCase()}`;
  return identifier.kind === 'email' ? `email:${identifier.email}` : `phone:${identifier.phone}`;
}

/** Sign-up, sign-in, email verification, password reset, sign-out and social sign-in. */
export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  async signUp(input: SignUpInput, request: RequestContext): Promise<WithCookies<SignUpResponse>> {
    const identifier = identifierOf(input.emailOrPhone, input.country);
    const key = limitKeyOf(input.emailOrPhone, identifier);
    await limit(this.deps.limiter, [L.signUpPerIp, request.ip], [L.signUpPerIdentifier, key]);
    if (!identifier) throw accountErrors.invalidIdentifier();
    // A new account speaks the language the person signed up in (the same rule as the pages').
    const { locale } = readPreferences(
      request.headers.get('cookie') ?? undefined,
      request.headers.get('accept-language') ?? undefined,
    );
    if (identifier.kind === 'phone') return this.signUpByPhone(input, identifier.phone, locale, request);
    return { body: await this.signUpByEmail(input, identifier.email, locale), cookies: [] };
  }

  /**
   * A new address gets a verification code; an address that already has an account gets a notice
   * instead, with the same answer after the same work (a password hash and one email), so sign-up
   * reveals nothing about who has an account.
   */
  private async signUpByEmail(input: SignUpInput, email: string, locale: Locale): Promise<SignUpResponse> {
    const { repo, gateway, mail, limiter } = this.deps;
    await limiter.hit(L.codeGap, `verify:${email}`);
    const existing = await repo.findUserByEmail(email);
    if (!existing && (await this.createUser(input.name, email, null, input.password, locale))) {
      const code = await gateway.createCode(email, 'email-verification');
      await mail.verificationCode({ email, name: input.name, locale }, code, safeReturnPath(input.returnTo));
    } else {
      if (existing) await gateway.hashPassword(input.password); // the work a new account costs
      const owner = existing ?? (await repo.findUserByEmail(email)); // or the winner of a race
      if (owner) await mail.existingAccount(recipientOf(owner));
    }
    return { kind: 'email', email, message: t('accounts.messages.signUpEmail') };
  }

  /**
   * Like email sign-up (issue #24): a new number gets an account that waits for its SMS code (no
   * session yet); a number that already has an account gets a notice by SMS instead, with the same
   * answer after the same work (a password hash and one SMS under the same limits). A number a
   * banned account holds is refused either way.
   */
  private async signUpByPhone(
    input: SignUpInput,
    phone: string,
    locale: Locale,
    request: RequestContext,
  ): Promise<WithCookies<SignUpResponse>> {
    const { repo, gateway, phoneCodes } = this.deps;
    if (await phoneCodes.isBannedNumber(phone, null)) throw phoneBannedError();
    const existing = await repo.findUserByPhone(phone);
    const created =
      !existing &&
      (await this.createUser(input.name, phonePseudoEmail(phone), phone, input.password, locale));
    const newUser = created ? await repo.findUserByPhone(phone) : null;
    if (newUser) {
      await phoneCodes.sendPhoneCode({ userId: newUser.id, phone, purpose: 'sign-up', locale }, request, {
        quiet: true,
      });
    } else {
      if (existing) await gateway.hashPassword(input.password); // the work a new account costs
      const owner = existing ?? (await repo.findUserByPhone(phone)); // or the winner of a race
      if (owner) await phoneCodes.sendSignUpNotice(phone, owner.locale);
    }
    return {
      body: { kind: 'phone', phone, message: t('accounts.messages.signUpPhone', { phone }) },
      cookies: [],
    };
  }

  /** User, password credential and profile in one transaction; false when the email/phone is taken. */
  private async createUser(
    name: string,
    email: string,
    phone: string | null,
    password: string,
    locale: Locale,
  ) {
    const { repo, gateway, newId, now } = this.deps;
    return repo.createPasswordUser({
      id: newId(),
      credentialId: newId(),
      name,
      email,
      emailVerified: phone !== null,
      phone,
      locale,
      passwordHash: await gateway.hashPassword(password),
      now: now(),
    });
  }

  /**
   * Any failure is the same "Login failed", whether the account exists or not. A right password on
   * an unverified email says so (403) and sends a fresh code, at most one a minute. Every attempt
   * counts, before the password is checked (so parallel guesses cannot run past a limit): per network,
   * per identifier and network, and per identifier across networks (a much higher ceiling), so guesses
   * from one network never lock the owner out of their account from theirs.
   */
  async signIn(input: SignInInput, request: RequestContext): Promise<WithCookies<{ user: AccountUser }>> {
    const identifier = identifierOf(input.emailOrPhone, input.country);
    const key = limitKeyOf(input.emailOrPhone, identifier);
    // In this order, so attempts refused on one network do not count against the identifier's ceiling.
    await limit(
      this.deps.limiter,
      [L.signInPerIp, request.ip],
      [L.signInPerIdentifierAndNetwork, `${key}@${ipSubject(request.ip)}`],
      [L.signInPerIdentifier, key],
    );
    if (!identifier) throw accountErrors.loginFailed();
    if (identifier.kind === 'phone') await this.checkPhoneVerified(identifier.phone, input, request);
    const email = await this.passwordEmailOf(identifier);
    const result = await this.deps.gateway.signIn(email, input.password, request.headers);
    if (result.kind === 'unverified') {
      await this.sendVerificationCode(email, false);
      throw accountErrors.emailNotVerified(email);
    }
    if (result.kind === 'suspended') throw accountErrors.suspended();
    if (result.kind === 'failed') throw accountErrors.loginFailed();
    const user = await this.deps.repo.findUserById(result.userId);
    if (!user) throw accountErrors.loginFailed();
    return { body: { user: toAccountUser(user, true) }, cookies: result.cookies };
  }

  /**
   * An account whose phone is not verified yet (made before SMS codes, or a sign-up that never
   * entered its code) signs in with the phone only with the code (issue #24). Right password and no
   * code: a 403 'phone_not_verified' and a code by SMS (silently at most one a minute). Right password
   * and code: the phone is verified and the sign-in goes on. A wrong password is the usual failure.
   */
  private async checkPhoneVerified(phone: string, input: SignInInput, request: RequestContext) {
    const { repo, gateway, phoneCodes } = this.deps;
    const owner = await repo.findUserByPhone(phone);
    if (!owner || (await phoneCodes.isPhoneVerified(owner.id, phone))) return;
    const hash = await repo.passwordHash(owner.id);
    if (!hash || !(await gateway.verifyPassword(hash, input.password))) throw accountErrors.loginFailed();
    if (input.code) {
      await phoneCodes.checkPhoneCode(
        { userId: owner.id, phone, purpose: 'sign-up', code: input.code },
        request,
      );
      return;
    }
    await phoneCodes.sendPhoneCode(
      { userId: owner.id, phone, purpose: 'sign-up', locale: owner.locale },
      request,
      { quiet: true },
    );
    throw accountErrors.phoneNotVerified(phone);
  }

  /** The email better-auth knows the account by: a phone maps to its owner's email or pseudo-email. */
  private async passwordEmailOf(identifier: Identifier): Promise<string> {
    if (identifier.kind === 'email') return identifier.email;
    const owner = await this.deps.repo.findUserByPhone(identifier.phone);
    return owner?.email ?? phonePseudoEmail(identifier.phone);
  }

  /**
   * Mails a new verification code to an unverified account. With `strict`, a second request within
   * the minute is a 429; otherwise it is silently skipped. Unknown or verified addresses get nothing.
   */
  private async sendVerificationCode(email: string, strict: boolean): Promise<void> {
    const { limiter, repo, gateway, mail } = this.deps;
    if (strict) await limiter.consume(L.codeGap, `verify:${email}`);
    else if (!(await limiter.hit(L.codeGap, `verify:${email}`)).allowed) return;
    const user = await repo.findUserByEmail(email);
    if (!user || user.emailVerified || isPseudoEmail(user.email)) return;
    const code = await gateway.createCode(user.email, 'email-verification');
    await mail.verificationCode(recipientOf(user), code);
  }

  /** The right code verifies the email and signs in; a welcome email follows (failure only logged). */
  async verifyEmail(
    input: { email: string; code: string },
    request: RequestContext,
  ): Promise<WithCookies<{ user: AccountUser }>> {
    const email = input.email.trim().toLowerCase();
    await this.limitCodeCheck(request, `verify:${email}`);
    const before = await this.deps.repo.findUserByEmail(email);
    const verified = await this.deps.gateway.verifyEmail(email, input.code, request.headers);
    if (!verified) throw accountErrors.invalidCode();
    const user = await this.deps.repo.findUserById(verified.userId);
    if (!user) throw accountErrors.invalidCode();
    if (before && !before.emailVerified) await this.deps.mail.welcome(recipientOf(user));
    const hasPassword = (await this.deps.repo.passwordHash(user.id)) !== null;
    return { body: { user: toAccountUser(user, hasPassword) }, cookies: verified.cookies };
  }

  /** Always the same answer, so it never tells whether the address has an account. */
  async resendCode(input: { email: string }, request: RequestContext): Promise<MessageResponse> {
    await this.deps.limiter.consume(L.codeSendPerIp, request.ip);
    await this.sendVerificationCode(input.email.trim().toLowerCase(), true);
    return { message: t('accounts.messages.codeResent') };
  }

  /**
   * Mails a reset code to the account's email (for a phone account: the email it added and verified
   * in its profile). The answer is generic and tells phone users without an email how to get help.
   */
  async requestPasswordReset(input: ResetRequestInput, request: RequestContext): Promise<MessageResponse> {
    const identifier = identifierOf(input.emailOrPhone, input.country);
    const key = limitKeyOf(input.emailOrPhone, identifier);
    await limit(
      this.deps.limiter,
      [L.codeSendPerIp, request.ip],
      [L.resetRequestPerIdentifier, key],
      [L.codeGap, `reset:${key}`],
    );
    if (!identifier) throw accountErrors.invalidIdentifier();
    const user = await this.resetAccountOf(identifier);
    if (user) {
      const code = await this.deps.gateway.createCode(user.email, 'forget-password');
      await this.deps.mail.resetCode(recipientOf(user), code);
    }
    return {
      message: t('accounts.messages.resetRequested', { supportEmail: this.deps.env.brand.supportEmail }),
    };
  }

  /** Sets the new password with the code; all of the user's sessions end. */
  async confirmPasswordReset(input: ResetConfirmInput, request: RequestContext): Promise<MessageResponse> {
    const identifier = identifierOf(input.emailOrPhone, input.country);
    await this.limitCodeCheck(request, `reset:${limitKeyOf(input.emailOrPhone, identifier)}`);
    const user = identifier ? await this.resetAccountOf(identifier) : null;
    if (!user || !(await this.deps.gateway.resetPassword(user.email, input.code, input.newPassword))) {
      throw accountErrors.invalidCode();
    }
    return { message: t('accounts.messages.passwordReset') };
  }

  /** The account a reset code can go to: one with a real email address. */
  private async resetAccountOf(identifier: Identifier): Promise<UserRow | null> {
    const { repo } = this.deps;
    const user =
      identifier.kind === 'email'
        ? await repo.findUserByEmail(identifier.email)
        : await repo.findUserByPhone(identifier.phone);
    return user && !isPseudoEmail(user.email) ? user : null;
  }

  private async limitCodeCheck(request: RequestContext, subject: string): Promise<void> {
    await limit(this.deps.limiter, [L.codeCheckPerIp, request.ip], [L.codeCheckPerIdentifier, subject]);
  }

  /** Ends every session of the user (global scope) and clears the cookie. */
  async signOut(request: RequestContext): Promise<WithCookies<MessageResponse>> {
    const cookies = await this.deps.gateway.signOut(request.headers);
    return { body: { message: t('accounts.messages.signedOut') }, cookies };
  }

  /** The provider's authorize URL; the browser comes back to `returnTo` (or /login?error=… on failure). */
  async socialSignIn(
    input: { provider: SocialProvider; returnTo: string },
    request: RequestContext,
  ): Promise<WithCookies<{ url: string }>> {
    if (!this.deps.env.socialProviders.includes(input.provider)) {
      throw accountErrors.providerNotConfigured(input.provider);
    }
    const { url, cookies } = await this.deps.gateway.socialAuthorizeUrl(
      input.provider,
      { returnTo: safeReturnPath(input.returnTo), errorUrl: SOCIAL_ERROR_PATH },
      request.headers,
    );
    return { body: { url }, cookies };
  }
}
