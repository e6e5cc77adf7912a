import { z } from 'zod';

/**
 * Stable error codes of the API. The web app translates them through the i18n catalogue
 * (`errors.<code>`), falling back to the server's English message.
 */
export const ERROR_CODES = [
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
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
  requestId: z.string().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
