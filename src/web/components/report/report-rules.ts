import { validationKey, type ValidationKey } from '../../../shared/api/validation';
import { REPORT_DETAILS_MAX } from '../../../shared/limits';

/** The reasons of a report, in the order the dialog lists them (REPORT_REASONS in shared/api/safety.ts). */
export const REPORT_REASON_OPTIONS = ['money', 'fake', 'abuse', 'other'] as const;
export type ReportReasonOption = (typeof REPORT_REASON_OPTIONS)[number];

/** A refusal's message: the contract's own catalogue key. */
export type ReportErrorKey = ValidationKey;

export interface ReportDraft {
  reason: ReportReasonOption | '';
  details: string;
}

/**
 * The rules of `reportInputSchema` (shared/api/safety.ts), hand-written so the job cards that offer
 * Report do not carry zod into the first download; report-dialog.test.tsx keeps them in step with the
 * schema. A reason is required; details are trimmed, required with "other", at most REPORT_DETAILS_MAX.
 */
export function reportErrors(draft: ReportDraft): { reason?: ReportErrorKey; details?: ReportErrorKey } {
  const details = draft.details.trim();
  const errors: { reason?: ReportErrorKey; details?: ReportErrorKey } = {};
  if (!REPORT_REASON_OPTIONS.some((reason) => reason === draft.reason))
    errors.reason = validationKey('reportReason');
  if (details.length > REPORT_DETAILS_MAX) errors.details = validationKey('reportDetailsTooLong');
  else if (draft.reason === 'other' && details.length === 0) errors.details = validationKey('reportDetails');
  return errors;
}
