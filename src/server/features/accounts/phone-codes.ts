import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import { t, translator } from '../../i18n';
import type { RateLimiter } from '../../plugins/rate-limit';
import type { SmsSender } from '../../sms/sms';
import { OTP_MAX_ATTEMPTS, PHONE_CODE_TTL_MINUTES } from '../../../shared/limits';
import { ROUTES } from '../../../shared/routes';
import { ACCOUNT_LIMITS as L } from './accounts.limits';
import { accountErrors } from './accounts.errors';
import { codeHash, newCode, sameHash } from './one-time-codes';
import type { PhoneCodesRepo, PhonePurpose } from './phone-codes.repo';

export type { PhonePurpose } from './phone-codes.repo';

export interface PhoneCodeRequest {
  /** The client's address: the per-network limits count under it. */
  ip: string;
}

export interface SendPhoneCodeInput {
  userId: string;
  /** E.164 (normalizePhone from shared/identifiers). */
  phone: string;
  purpose: PhonePurpose;
  /** The language of the SMS: the person's (user.locale), English when unknown. */
  locale?: string | null;
}

export interface CheckPhoneCodeInput {
  userId: string;
  phone: string;
  purpose: PhonePurpose;
  code: string;
}

export interface PhoneCodesDeps {
  repo: PhoneCodesRepo;
  sms: SmsSender;
  limiter: RateLimiter;
  now: () => Date;
  siteName: string;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

function hashOf(input: Omit<CheckPhoneCodeInput, 'code'>, code: string): string {
  return codeHash(input.purpose, input.userId, input.phone, code);
}

/** 403 `phone_banned`: the number belongs to an account that was banned (issue #24). */
export function phoneBannedError(): AppError {
  return new AppError(403, 'phone_banned', t('accounts.errors.phone_banned'));
}

/**
 * SMS codes that prove a person holds a phone number (issue #24): 6 random digits sent by SMS, only
 * their hash kept, valid 15 minutes, void after 5 wrong tries, single use; a new code for the same
 * account and purpose replaces the old one. The right code records (account, number) in
 * verified_phones. Limits as for email codes: one SMS a minute per number and purpose, 5 an hour
 * per number, codeSendPerIp per network; checks codeCheckPerIp and codeCheckPerIdentifier (the number).
 * A number a banned account holds (verified, or as its account phone) is refused to every other account.
 *
 * Built once per app: `app.services.phoneCodes`.
 */
export class PhoneCodes {
  constructor(private readonly deps: PhoneCodesDeps) {}

  /**
   * Sends a fresh code. Strict (default): a 429 when a limit is reached, a 503 when the provider
   * fails. `quiet` (sign-up and sign-in, whose routes have their own per-network limits): nothing is
   * sent past the resend gap or the per-number cap, and false is returned; provider failures are
   * logged. A banned number is a 403 `phone_banned` either way.
   */
  async sendPhoneCode(
    input: SendPhoneCodeInput,
    request: PhoneCodeRequest,
    options: { quiet?: boolean } = {},
  ): Promise<boolean> {
    const { limiter } = this.deps;
    if (!options.quiet) await limiter.consume(L.codeSendPerIp, request.ip);
    await this.assertNotBanned(input.userId, input.phone);
    if (!(await this.countSms(input.phone, `${input.purpose}:${input.phone}`, !options.quiet))) return false;
    const code = await this.issue(input);
    const text = translator(input.locale)('accounts.sms.code', {
      code,
      siteName: this.deps.siteName,
      minutes: PHONE_CODE_TTL_MINUTES,
    });
    return this.deliver(input.phone, text, !options.quiet);
  }

  /**
   * Checks a code: right, it is used up and (userId, phone) is verified; wrong, missing or expired,
   * a 400 `invalid_code` (a wrong one counts a try; the fifth ends the code).
   */
  async checkPhoneCode(input: CheckPhoneCodeInput, request: PhoneCodeRequest): Promise<void> {
    const { repo, limiter, now } = this.deps;
    await limiter.consume(L.codeCheckPerIp, request.ip);
    await limiter.consume(L.codeCheckPerIdentifier, `phone:${input.phone}`);
    const row = await repo.takeCode(input);
    if (!row || row.expiresAt <= now()) throw accountErrors.invalidCode();
    if (!sameHash(row.codeHash, hashOf(input, input.code.trim()))) {
      const wrongTries = row.wrongTries + 1;
      if (wrongTries < OTP_MAX_ATTEMPTS) await repo.restoreCode({ ...row, wrongTries });
      throw accountErrors.invalidCode();
    }
    await this.assertNotBanned(input.userId, input.phone);
    await repo.addVerified(input.userId, input.phone, now());
  }

  /** Whether the person proved they hold this number. */
  isPhoneVerified(userId: string, phone: string): Promise<boolean> {
    return this.deps.repo.isVerified(userId, phone);
  }

  /** The number a live code of this purpose waits for (e.g. the new phone in Settings), or null. */
  pendingPhone(userId: string, purpose: PhonePurpose): Promise<string | null> {
    return this.deps.repo.pendingPhone(userId, purpose, this.deps.now());
  }

  /** Whether a banned account other than `userId` holds this number (verified, or as its phone). */
  isBannedNumber(phone: string, userId: string | null): Promise<boolean> {
    return this.deps.repo.isBannedNumber(phone, userId);
  }

  /**
   * To the owner of a number someone tried to sign up with: no code, a hint to sign in. Counts under
   * the same per-number limits as a code, so both answers cost the same.
   */
  async sendSignUpNotice(phone: string, locale: string | null | undefined): Promise<boolean> {
    if (!(await this.countSms(phone, `sign-up:${phone}`, false))) return false;
    const text = translator(locale)('accounts.sms.existingAccount', {
      siteName: this.deps.siteName,
      signInUrl: `${this.deps.publicUrl}${ROUTES.login}`,
    });
    return this.deliver(phone, text, false);
  }

  private async assertNotBanned(userId: string, phone: string): Promise<void> {
    if (await this.isBannedNumber(phone, userId)) throw phoneBannedError();
  }

  /** Counts one SMS to a number (resend gap, hourly cap): throws 429 when strict, else returns false. */
  private async countSms(phone: string, gapKey: string, strict: boolean): Promise<boolean> {
    const { limiter } = this.deps;
    if (strict) {
      await limiter.consume(L.codeGap, `sms:${gapKey}`);
      await limiter.consume(L.smsPerNumber, phone);
      return true;
    }
    if (!(await limiter.hit(L.codeGap, `sms:${gapKey}`)).allowed) return false;
    return (await limiter.hit(L.smsPerNumber, phone)).allowed;
  }

  private async issue(input: SendPhoneCodeInput): Promise<string> {
    const { repo, now } = this.deps;
    const code = newCode();
    const at = now();
    await repo.replaceCode({
      userId: input.userId,
      phone: input.phone,
      purpose: input.purpose,
      codeHash: hashOf(input, code),
      wrongTries: 0,
      expiresAt: new Date(at.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
      createdAt: at,
    });
    return code;
  }

  private async deliver(to: string, text: string, strict: boolean): Promise<boolean> {
    try {
      await this.deps.sms.send({ to, text });
      return true;
    } catch (error) {
      this.deps.log.error({ err: error }, 'could not send an SMS');
      if (strict) throw new AppError(503, 'sms_failed', t('accounts.errors.sms_failed'));
      return false;
    }
  }
}
