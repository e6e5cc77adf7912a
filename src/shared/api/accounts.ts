import { z } from 'zod';
import {
  ACCOUNT_NAME_MAX,
  EMAIL_OR_PHONE_MAX,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../limits';
import { SUPPORTED_LOCALES } from '../i18n';
import { validationKey, type ValidationName } from './validation';

const FILL_ALL_FIELDS = validationKey('fillAllFields');
const PASSWORD_RULE = validationKey('passwordRule');
const EMAIL_REQUIRED = validationKey('emailRequired');

/**
 * The accounts API contract (server routes under /api/accounts; better-auth's own handler stays
 * mounted under /api/auth for sessions and OAuth callbacks). Messages are the spec's texts.
 */
export const countrySchema = z.enum(['IN', 'US']);

/** A missing field says the spec's "Please fill all fields"; other problems keep their own message. */
const missingIsUnfilled = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? FILL_ALL_FIELDS : undefined),
};

export const newPasswordSchema = z
  .string(missingIsUnfilled)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_RULE);

export const codeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), validationKey('codeFormat'));

const requiredText = (max: number, tooLong: ValidationName) =>
  z.string(missingIsUnfilled).trim().min(1, FILL_ALL_FIELDS).max(max, validationKey(tooLong));

export const signUpRequestSchema = z.object({
  name: requiredText(ACCOUNT_NAME_MAX, 'nameTooLong'),
  emailOrPhone: requiredText(EMAIL_OR_PHONE_MAX, 'emailOrPhoneTooLong'),
  password: newPasswordSchema,
  /** The visitor's country: decides the default calling code of a phone without "+". */
  country: countrySchema.default('IN'),
  /** Where to return after verification (a same-site path). */
  returnTo: z.string().max(500).optional(),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signUpResponseSchema = z.discriminatedUnion('kind', [
  /** Email sign-up: a code was sent (or, for an existing address, a notice): go to /verify-email. */
  z.object({ kind: z.literal('email'), email: z.string(), message: z.string() }),
  /**
   * Phone sign-up (issue #24): a code was texted to the number (or, for a number that has an account,
   * a notice to its owner); no session yet. Sign in with the number, the password and the code.
   */
  z.object({ kind: z.literal('phone'), phone: z.string(), message: z.string() }),
]);
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const signInRequestSchema = z.object({
  emailOrPhone: z.string(missingIsUnfilled).trim().min(1, FILL_ALL_FIELDS).max(EMAIL_OR_PHONE_MAX),
  password: z.string(missingIsUnfilled).min(1, FILL_ALL_FIELDS).max(PASSWORD_MAX_LENGTH),
  country: countrySchema.default('IN'),
  /**
   * The SMS code, for a phone account whose number is not verified yet (issue #24): without it such
   * a sign-in is a 403 'phone_not_verified' (params.phone) and a code is texted, at most one a minute.
   */
  code: codeSchema.optional(),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const accountUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for phone-only accounts (their pseudo-email is never shown). */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  locale: z.enum(SUPPORTED_LOCALES),
  createdAt: z.string(),
  /** False for accounts created through Google/Facebook/X that never set a password. */
  hasPassword: z.boolean(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const profileSchema = z.object({
  bio: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export const meResponseSchema = z.object({
  user: accountUserSchema,
  profile: profileSchema,
  /** An email change waiting for its code. */
  pendingEmail: z.string().nullable(),
  /** Whether the account's phone is verified by SMS code (false without a phone). */
  phoneVerified: z.boolean(),
  /** A phone change (or the current phone's verification) waiting for its SMS code. */
  pendingPhone: z.string().nullable(),
  settings: z.object({
    /** Email about new messages while away (issue #8); on by default. */
    messageEmails: z.boolean(),
  }),
  /** Listed in MODERATOR_EMAILS: the header links to /moderation (issue #11). */
  moderator: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * Sign-in answer: 200 { user } with the cookie set. 403 code 'email_not_verified' carries params.email,
 * 403 'phone_not_verified' params.phone.
 */
export const signInResponseSchema = z.object({ user: accountUserSchema });

export const verifyEmailRequestSchema = z.object({
  email: z.email(EMAIL_REQUIRED),
  code: codeSchema,
});
export const resendCodeRequestSchema = z.object({ email: z.email(EMAIL_REQUIRED) });

export const passwordResetRequestSchema = z.object({
  emailOrPhone: z.string(missingIsUnfilled).trim().min(1, FILL_ALL_FIELDS).max(EMAIL_OR_PHONE_MAX),
  country: countrySchema.default('IN'),
});
export const passwordResetConfirmSchema = z.object({
  emailOrPhone: z.string(missingIsUnfilled).trim().min(1, FILL_ALL_FIELDS).max(EMAIL_OR_PHONE_MAX),
  country: countrySchema.default('IN'),
  code: codeSchema,
  newPassword: newPasswordSchema,
});

export const updateProfileRequestSchema = z.object({
  name: requiredText(ACCOUNT_NAME_MAX, 'nameTooLong'),
  /** Empty string removes an optional address; a new address takes effect after its code. */
  email: z.string().trim().max(254),
  phone: z.string().trim().max(30),
  bio: z.string().trim().max(1000).optional(),
  location: z.string().trim().max(200).optional(),
  skills: z.string().trim().max(500).optional(),
  /** Required when the phone changes. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  country: countrySchema.default('IN'),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const confirmEmailChangeSchema = z.object({ code: codeSchema });
export const confirmPhoneSchema = z.object({ code: codeSchema });

export const changePasswordRequestSchema = z.object({
  /** Absent only when the account has no password yet (social sign-up): then this sets one. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  newPassword: newPasswordSchema,
});

export const preferencesRequestSchema = z
  .object({ locale: z.enum(SUPPORTED_LOCALES).optional(), messageEmails: z.boolean().optional() })
  .refine((value) => value.locale !== undefined || value.messageEmails !== undefined, {
    message: validationKey('nothingToChange'),
  });
export type PreferencesRequest = z.input<typeof preferencesRequestSchema>;

export const deleteAccountRequestSchema = z
  .object({ password: z.string().max(PASSWORD_MAX_LENGTH).optional(), code: codeSchema.optional() })
  .refine((value) => value.password || value.code, { message: validationKey('passwordOrCode') });

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'X',
};
export const socialSignInRequestSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  /** Same-site path to come back to. */
  returnTo: z.string().max(500).default('/'),
});
export const socialSignInResponseSchema = z.object({ url: z.string() });

/** Only same-site paths are accepted as places to return to. */
export function safeReturnPath(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  return path;
}

/** Answers that only carry a message for people (resend, reset, sign-out, password, deletion). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * Where a failed social sign-in lands: this path with `?error=<code>` (for example
 * `account_not_linked` when the provider did not confirm the email of an existing account).
 */
export const SOCIAL_ERROR_PATH = '/login';
