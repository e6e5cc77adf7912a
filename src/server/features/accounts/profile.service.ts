import { isModerator } from '../../auth/moderators';
import type { z } from 'zod';
import { t } from '../../i18n';
import type {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  MeResponse,
  MessageResponse,
  updateProfileRequestSchema,
} from '../../../shared/api/accounts';
import type { Locale } from '../../../shared/i18n';
import {
  isPhonePseudoEmail,
  isPseudoEmail,
  normalizePhone,
  phonePseudoEmail,
  visibleEmail,
} from '../../../shared/identifiers';
import { isValidEmailAddress } from '../../../shared/email-address';
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
import type { ProfileChanges, UserChanges, UserRow } from './accounts.repo';

type UpdateInput = z.output<typeof updateProfileRequestSchema>;
type ChangePasswordInput = z.output<typeof changePasswordRequestSchema>;
type DeleteInput = z.output<typeof deleteAccountRequestSchema>;

/** What a profile update does to the sign-in identifiers. */
interface IdentifierPlan {
  /** The phone after the update (E.164) and whether it differs from the current one. */
  phone: string | null;
  phoneChanged: boolean;
  /** A new address that takes effect once the code sent to it is entered. */
  newEmail: string | null;
  /** Columns written now (phone; the pseudo-email follows the phone; a removed email). */
  userChanges: UserChanges;
}

function profileChangesOf(input: UpdateInput): ProfileChanges {
  const changes: ProfileChanges = {};
  if (input.bio !== undefined) changes.bio = input.bio || null;
  if (input.location !== undefined) changes.location = input.location || null;
  if (input.skills !== undefined) changes.skills = input.skills || null;
  return changes;
}

/**
 * The signed-in user's own account: profile, email and phone changes, password, preferences and
 * deletion. The user id always comes from the session, never from the request body.
 */
export class ProfileService {
  constructor(private readonly deps: AccountsDeps) {}

  async me(userId: string): Promise<MeResponse> {
    const { repo, codes } = this.deps;
    const user = await this.requireUser(userId);
    const profile = await repo.findProfile(userId);
    const hasPassword = (await repo.passwordHash(userId)) !== null;
    const pending = await codes.pending('change-email', userId);
    const { phoneCodes } = this.deps;
    return {
      user: toAccountUser(user, hasPassword),
      profile: {
        bio: profile?.bio ?? null,
        location: profile?.location ?? null,
        skills: profile?.skills ?? null,
        avatarUrl: profile?.avatarUrl ?? null,
      },
      pendingEmail: pending?.email ?? null,
      phoneVerified: user.phone !== null && (await phoneCodes.isPhoneVerified(userId, user.phone)),
      pendingPhone: await phoneCodes.pendingPhone(userId, 'change-phone'),
      settings: { messageEmails: profile?.messageEmails ?? true },
      moderator: isModerator(this.deps.env, user),
    };
  }

  /**
   * Name and the sign-in identifier are required, the other of email/phone optional. A new email
   * takes effect after its code; a new phone needs the current password (when the account has one)
   * and takes effect after its SMS code (issue #24), unless the person verified it before.
   */
  async updateProfile(userId: string, input: UpdateInput, request: RequestContext): Promise<MeResponse> {
    const { repo, limiter, now, phoneCodes } = this.deps;
    const user = await this.requireUser(userId);
    const plan = await this.planIdentifiers(user, input);
    if (plan.phoneChanged) await this.confirmPassword(user.id, input.currentPassword);
    await this.assertPhoneFree(user.id, plan);
    if (plan.phoneChanged && plan.phone && !(await phoneCodes.isPhoneVerified(user.id, plan.phone))) {
      // The number waits for its code: the rest of the form is saved now, the phone on confirm.
      await phoneCodes.sendPhoneCode(
        { userId: user.id, phone: plan.phone, purpose: 'change-phone', locale: user.locale },
        request,
      );
      delete plan.userChanges.phone;
      delete plan.userChanges.email;
      delete plan.userChanges.emailVerified;
    }
    if (plan.newEmail) {
      await limit(
        limiter,
        [L.codeSendPerIp, request.ip],
        [L.codeGap, `change-email:${user.id}`],
        [L.emailChangePerUser, user.id],
      );
    }
    await repo.updateUserAndProfile(
      user.id,
      { user: { name: input.name, ...plan.userChanges }, profile: profileChangesOf(input) },
      now(),
    );
    if (plan.newEmail) await this.startEmailChange(user, input.name, plan.newEmail);
    return this.me(user.id);
  }

  /**
   * The change waits for a code whether or not the address is free, and the answer is the same: a free
   * address gets the code; an address another account has gets a notice instead (no code, so the change
   * can never complete). Nobody learns from this form whether an address has an account.
   */
  private async startEmailChange(user: UserRow, name: string, email: string): Promise<void> {
    const { repo, codes, mail } = this.deps;
    const code = await codes.issue('change-email', user.id, { email });
    const owner = await repo.findUserByEmail(email);
    if (owner) await mail.emailInUse(recipientOf(owner));
    else await mail.changeEmailCode({ email, name, locale: user.locale }, code);
  }

  private async planIdentifiers(user: UserRow, input: UpdateInput): Promise<IdentifierPlan> {
    const currentEmail = visibleEmail(user.email);
    const requestedEmail = input.email.toLowerCase() || null;
    if (requestedEmail && (!isValidEmailAddress(requestedEmail) || isPseudoEmail(requestedEmail))) {
      throw accountErrors.invalidEmail();
    }
    const phone = input.phone ? normalizePhone(input.phone, input.country) : null;
    if (input.phone && !phone) throw accountErrors.invalidPhone();
    // The current email stays until a new one is confirmed; an empty field removes it.
    const keepsEmail = requestedEmail !== null && currentEmail !== null;
    if ((currentEmail || user.phone) && !keepsEmail && !phone) throw accountErrors.fillAllFields();

    const pending = await this.deps.codes.pending('change-email', user.id);
    const isNewEmail = requestedEmail !== null && requestedEmail !== currentEmail;
    const newEmail = isNewEmail && requestedEmail !== pending?.email ? requestedEmail : null;
    const phoneChanged = phone !== user.phone;
    const userChanges: UserChanges = {};
    if (phoneChanged) userChanges.phone = phone;
    if (phone && ((currentEmail && !keepsEmail) || (phoneChanged && isPhonePseudoEmail(user.email)))) {
      // A phone account signs in through the pseudo-email of its phone: it follows the phone.
      userChanges.email = phonePseudoEmail(phone);
      userChanges.emailVerified = true;
    }
    return { phone, phoneChanged, newEmail, userChanges };
  }

  /** A phone another account has is a 409 (as at sign-up: decision 0007); an email is never refused here. */
  private async assertPhoneFree(userId: string, plan: IdentifierPlan): Promise<void> {
    if (!plan.phoneChanged || !plan.phone) return;
    const owner = await this.deps.repo.findUserByPhone(plan.phone);
    if (owner && owner.id !== userId) throw accountErrors.phoneTaken();
  }

  /** Checks the current password; accounts created through a provider have none to check. */
  private async confirmPassword(userId: string, password: string | undefined): Promise<void> {
    const hash = await this.deps.repo.passwordHash(userId);
    if (!hash) return;
    if (!password) throw accountErrors.passwordRequired();
    await this.deps.limiter.consume(L.passwordCheckPerUser, userId);
    if (!(await this.deps.gateway.verifyPassword(hash, password))) throw accountErrors.wrongPassword();
  }

  /** The code sent to the new address makes it the account's (verified) email. */
  async confirmEmailChange(userId: string, code: string, request: RequestContext): Promise<MeResponse> {
    const { repo, codes, limiter, now } = this.deps;
    await limit(
      limiter,
      [L.codeCheckPerIp, request.ip],
      [L.codeCheckPerIdentifier, `change-email:${userId}`],
    );
    const data = await codes.consume('change-email', userId, code);
    if (!data?.email) throw accountErrors.invalidCode();
    const owner = await repo.findUserByEmail(data.email);
    if (owner && owner.id !== userId) throw accountErrors.emailTaken();
    await repo.updateUser(userId, { email: data.email, emailVerified: true }, now());
    return this.me(userId);
  }

  /** Texts a code to the account's own phone, to verify it (Settings: "Verify"). */
  async requestPhoneCode(userId: string, request: RequestContext): Promise<MessageResponse> {
    const user = await this.requireUser(userId);
    if (!user.phone) throw accountErrors.invalidPhone();
    await this.deps.phoneCodes.sendPhoneCode(
      { userId, phone: user.phone, purpose: 'change-phone', locale: user.locale },
      request,
    );
    return { message: t('accounts.messages.phoneCodeSent', { phone: user.phone }) };
  }

  /**
   * The SMS code of a pending phone change verifies the number and makes it the account's phone (a
   * phone account's pseudo-email follows it); for the current phone it only verifies it.
   */
  async confirmPhone(userId: string, code: string, request: RequestContext): Promise<MeResponse> {
    const { repo, phoneCodes, now } = this.deps;
    const user = await this.requireUser(userId);
    const phone = await phoneCodes.pendingPhone(userId, 'change-phone');
    // Without a pending number the check still counts (and fails): no free guesses.
    await phoneCodes.checkPhoneCode({ userId, phone: phone ?? '', purpose: 'change-phone', code }, request);
    if (!phone || phone === user.phone) return this.me(userId);
    const owner = await repo.findUserByPhone(phone);
    if (owner && owner.id !== userId) throw accountErrors.phoneTaken();
    const changes: UserChanges = { phone };
    if (isPhonePseudoEmail(user.email)) {
      changes.email = phonePseudoEmail(phone);
      changes.emailVerified = true;
    }
    await repo.updateUser(userId, changes, now());
    return this.me(userId);
  }

  /**
   * Changes the password (ending the user's other sessions; this one gets a fresh cookie), or sets
   * a first one for an account created through Google, Facebook or X.
   */
  async changePassword(
    userId: string,
    input: ChangePasswordInput,
    request: RequestContext,
  ): Promise<WithCookies<MessageResponse>> {
    const { repo, gateway, limiter } = this.deps;
    if ((await repo.passwordHash(userId)) === null) {
      await gateway.setPassword(request.headers, input.newPassword);
      return { body: { message: t('accounts.messages.passwordSet') }, cookies: [] };
    }
    if (!input.currentPassword) throw accountErrors.passwordRequired();
    await limiter.consume(L.passwordCheckPerUser, userId);
    const changed = await gateway.changePassword(request.headers, input.currentPassword, input.newPassword);
    if (!changed) throw accountErrors.wrongPassword();
    return { body: { message: t('accounts.messages.passwordChanged') }, cookies: changed.cookies };
  }

  async setPreferences(
    userId: string,
    changes: { locale?: Locale; messageEmails?: boolean },
  ): Promise<MeResponse> {
    const { repo, now } = this.deps;
    if (changes.locale) await repo.updateUser(userId, { locale: changes.locale }, now());
    if (changes.messageEmails !== undefined) {
      await repo.updateUserAndProfile(
        userId,
        { user: {}, profile: { messageEmails: changes.messageEmails } },
        now(),
      );
    }
    return this.me(userId);
  }

  /** Mails a deletion code (for accounts without a password, or people who prefer it). */
  async requestDeleteCode(userId: string, request: RequestContext): Promise<MessageResponse> {
    const { codes, mail, limiter } = this.deps;
    const user = await this.requireUser(userId);
    if (!visibleEmail(user.email)) throw accountErrors.noEmail();
    await limit(limiter, [L.codeSendPerIp, request.ip], [L.codeGap, `delete-account:${userId}`]);
    const code = await codes.issue('delete-account', userId);
    await mail.deleteCode(recipientOf(user), code);
    return { message: t('accounts.messages.deleteCodeSent') };
  }

  /**
   * Deletes the account at once, confirmed by the password or the emailed code: the user's jobs are
   * closed; sessions, linked accounts and profile go; sent messages stay as from "Deleted user".
   */
  async deleteAccount(
    userId: string,
    input: DeleteInput,
    request: RequestContext,
  ): Promise<WithCookies<MessageResponse>> {
    const { repo, gateway, now } = this.deps;
    if (input.password) await this.confirmDeletionPassword(userId, input.password);
    else await this.confirmDeletionCode(userId, input.code ?? '', request);
    await repo.deleteUserClosingJobs(userId, now());
    const cookies = await gateway.signOut(request.headers);
    return { body: { message: t('accounts.messages.accountDeleted') }, cookies };
  }

  private async confirmDeletionPassword(userId: string, password: string): Promise<void> {
    await this.deps.limiter.consume(L.passwordCheckPerUser, userId);
    const hash = await this.deps.repo.passwordHash(userId);
    if (!hash || !(await this.deps.gateway.verifyPassword(hash, password)))
      throw accountErrors.wrongPassword();
  }

  private async confirmDeletionCode(userId: string, code: string, request: RequestContext): Promise<void> {
    await limit(
      this.deps.limiter,
      [L.codeCheckPerIp, request.ip],
      [L.codeCheckPerIdentifier, `delete-account:${userId}`],
    );
    if (!(await this.deps.codes.consume('delete-account', userId, code))) throw accountErrors.invalidCode();
  }

  private async requireUser(userId: string): Promise<UserRow> {
    const user = await this.deps.repo.findUserById(userId);
    if (!user) throw accountErrors.notSignedIn();
    return user;
  }
}
