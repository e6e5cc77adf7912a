import { z } from 'zod';
import { OTP_LENGTH } from '../limits';
import { countrySchema } from './jobs';
import { validationKey } from './validation';

/**
 * Verifying a job's Call number by SMS (issue #24 item 3). Signed in only (401 otherwise); the session
 * decides whose number it becomes.
 *  GET  /api/me/phones                     the numbers the person verified -> verifiedPhonesResponseSchema
 *                                          (the account's own phone first, then the newest)
 *  POST /api/phones/verification           phoneVerificationInputSchema: texts a 6-digit code to the
 *                                          number (purpose job-phone) -> phoneVerificationResponseSchema
 *                                          (`sent: false, verified: true` when it is verified already);
 *                                          400 validation_failed (fields.phone) for a number that is
 *                                          not one; 403 phone_banned (a banned account's number: shown to
 *                                          moderators as a repeat); 429 rate_limited (one SMS a minute and
 *                                          5 an hour per number, a cap per network); 503 sms_failed
 *  POST /api/phones/verification/check     phoneCodeCheckInputSchema -> phoneVerificationResponseSchema
 *                                          (`verified: true`); 400 invalid_code (wrong, expired or used;
 *                                          5 wrong tries end a code); 403 phone_banned; 429 rate_limited
 * `phone` is read like the post form's number: "+" keeps its country code, else `country` (IN by default)
 * says which; the answers carry it in E.164.
 */
const PHONE = validationKey('jobPhone');
const PHONE_CODE = validationKey('phoneCode');

const phoneField = z
  .string(PHONE)
  .trim()
  .min(1, PHONE)
  .max(30, PHONE)
  .regex(/^[\d\s\-+()]+$/, PHONE);

export const phoneVerificationInputSchema = z.object({
  phone: phoneField,
  country: countrySchema.default('IN'),
});
export type PhoneVerificationInput = z.input<typeof phoneVerificationInputSchema>;

export const phoneCodeCheckInputSchema = phoneVerificationInputSchema.extend({
  code: z
    .string(PHONE_CODE)
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), PHONE_CODE),
});
export type PhoneCodeCheckInput = z.input<typeof phoneCodeCheckInputSchema>;

export const phoneVerificationResponseSchema = z.object({
  /** The number in E.164. */
  phone: z.string(),
  /** A code was texted now. */
  sent: z.boolean(),
  /** The person has verified this number. */
  verified: z.boolean(),
});
export type PhoneVerificationResponse = z.infer<typeof phoneVerificationResponseSchema>;

export const verifiedPhonesResponseSchema = z.object({
  phones: z.array(z.object({ phone: z.string(), verifiedAt: z.string() })),
});
export type VerifiedPhonesResponse = z.infer<typeof verifiedPhonesResponseSchema>;
