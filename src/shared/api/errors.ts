import { z } from 'zod';

/**
 * Stable error codes of the API: every code the server sends, a closed list. The web app translates
 * them through the i18n catalogue (`errors.<code>`), falling back to the server's English message.
 */
export const ERROR_CODES = [
  // Any route
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'gone',
  'conflict',
  'rate_limited',
  'origin_rejected',
  'payload_too_large',
  'internal',
  'service_unavailable',
  // Jobs, holds and reports
  'job_not_found',
  'under_review',
  'job_removed',
  'own_item',
  'invalid_cursor',
  'payment_required',
  'account_suspended',
  // Verified employers (issue #24)
  'new_account_job_limit',
  // Messaging and hiring
  'own_job',
  'job_closed',
  'job_full',
  'not_messaged',
  'client_id_taken',
  'too_many_connections',
  'invalid_token',
  'blocked',
  // Ratings
  'not_eligible_yet',
  'rating_locked',
  'already_replied',
  // Alerts
  'empty_alert',
  'too_many_alerts',
  // Places and the assistant
  'geocoder_timeout',
  'geocoder_unavailable',
  'ai_unavailable',
] as const;

/**
 * The accounts routes' own codes, translated from `accounts.errors.<code>` (their catalogue also
 * words `unauthorized`, `account_suspended` and `rate_limited` for the sign-in pages).
 */
export const ACCOUNT_ERROR_CODES = [
  'invalid_identifier',
  'invalid_email',
  'invalid_phone',
  'login_failed',
  'email_not_verified',
  'invalid_code',
  'email_taken',
  'phone_taken',
  'password_required',
  'wrong_password',
  'no_email',
  'provider_not_configured',
  'phone_not_verified',
  'phone_banned',
  'sms_failed',
] as const;

export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];
export type ErrorCode = (typeof ERROR_CODES)[number] | AccountErrorCode;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    fields: z.record(z.string(), z.string()).optional(),
    /** The catalogue key (`validation.*`) of each field message that has one (decision 0032). */
    fieldKeys: z.record(z.string(), z.string()).optional(),
  }),
  requestId: z.string().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
