import { z } from 'zod';
import { REPORT_DETAILS_MAX } from '../limits';
import { validationKey } from './validation';

/**
 * Reports and blocks (issue #11). Every call needs a session; the session says who reports or blocks.
 *
 *  POST /api/jobs/:id/report                 reportInputSchema -> reportResponseSchema
 *                                            404 when the job is missing or not public; 400 own_item for
 *                                            one's own job. A job reported by REPORTS_TO_HOLD different users
 *                                            is held (hidden) until a moderator looks.
 *  POST /api/messages/:id/report             a message of a conversation the user is in, sent by the other
 *                                            person (404 otherwise; 400 own_item for one's own message)
 *  POST /api/conversations/:id/report        the other person in a conversation the user is in
 *                                            Reports: one per user per item; reporting again answers
 *                                            `already: true` and changes nothing; 429 rate_limited.
 *  POST /api/conversations/:id/block         blocks the other person in it -> blockResponseSchema
 *                                            Neither can message the other while the block stands
 *                                            (403 blocked on send or on starting a conversation).
 *  GET  /api/me/blocks                       blockListResponseSchema, newest first
 *  DELETE /api/me/blocks/:userId             unblocks -> blockResponseSchema (blocked: false; idempotent)
 */

export const REPORT_REASONS = ['money', 'fake', 'abuse', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

const REPORT_REASON_MISSING = validationKey('reportReason');
const REPORT_DETAILS_MISSING = validationKey('reportDetails');
const REPORT_DETAILS_TOO_LONG = validationKey('reportDetailsTooLong');

export const reportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, REPORT_REASON_MISSING),
    /** Required with "other"; optional otherwise. */
    details: z.string().trim().max(REPORT_DETAILS_MAX, REPORT_DETAILS_TOO_LONG).default(''),
  })
  .refine((input) => input.reason !== 'other' || input.details.length > 0, {
    message: REPORT_DETAILS_MISSING,
    path: ['details'],
  });
export type ReportInput = z.input<typeof reportInputSchema>;
export type ParsedReportInput = z.output<typeof reportInputSchema>;

/** `already`: this user had reported the item before (nothing changed). Never says who else reported. */
export const reportResponseSchema = z.object({ reported: z.literal(true), already: z.boolean() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

export const blockResponseSchema = z.object({ userId: z.string(), blocked: z.boolean() });
export type BlockResponse = z.infer<typeof blockResponseSchema>;

export const blockedUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  createdAt: z.string(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const blockListResponseSchema = z.object({ blocks: z.array(blockedUserSchema) });
export type BlockListResponse = z.infer<typeof blockListResponseSchema>;
