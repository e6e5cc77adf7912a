import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from '../icons';
import { useEffect, useId, useRef, useState } from 'react';
import { REPORT_DETAILS_MAX } from '../../../shared/limits';
import { ApiError, apiFetch, errorMessage, fieldMessage } from '../../lib/api';
import '../../lib/texts/validation';
import { useAuthPrompt } from '../../lib/auth-prompt';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { inputClasses } from '../ui/input-classes';
import {
  REPORT_REASON_OPTIONS,
  reportErrors,
  type ReportDraft,
  type ReportReasonOption,
} from './report-rules';

export interface ReportDialogProps {
  open: boolean;
  /** Called however the dialog closes (Escape, Close, Cancel, the backdrop, or signed out). */
  onClose: () => void;
  /** The report endpoint to POST to, e.g. `/api/jobs/42/report` or `/api/messages/7/report`. */
  endpoint: string;
  /** The dialog's heading, e.g. "Report this job". */
  title: string;
}

/**
 * Report in one tap (issue #11): a reason (asks for money, fake or misleading job, abusive or harassing,
 * other), a text box (required for "Other"), Send. Any answer of the server, first report or not, ends in
 * the same thank-you: the reporter never learns whether others reported. Signed out, the sign-in modal
 * opens instead. POSTs `{ reason, details }` (reportInputSchema in shared/api/safety.ts) to `endpoint`.
 */
export function ReportDialog({ open, onClose, endpoint, title }: ReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('dialog.close')}>
      <ReportForm endpoint={endpoint} onClose={onClose} />
    </Dialog>
  );
}

type FieldErrors = { reason?: string; details?: string };

/** Mounted each time the dialog opens, so every report starts empty. */
function ReportForm({ endpoint, onClose }: { endpoint: string; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const openAuth = useAuthPrompt();
  const { isSignedIn, isPending } = useSession();
  const [draft, setDraft] = useState<ReportDraft>({ reason: '', details: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    // Offline it is tried and fails with its message (not paused until the connection returns).
    networkMode: 'always',
    mutationFn: (report: { reason: ReportReasonOption; details: string }) =>
      apiFetch(endpoint, { method: 'POST', json: report }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        onClose();
        openAuth('login');
      } else if (error instanceof ApiError && (error.fields.reason || error.fields.details)) {
        const said = (message: string | undefined) => (message ? fieldMessage(message, t) : undefined);
        setErrors({ reason: said(error.fields.reason), details: said(error.fields.details) });
      } else {
        setFailure(t('safety.report.failed', { reason: errorMessage(error, t) }));
      }
    },
  });

  // Reporting needs an account: signed out, the dialog gives way to the sign-in modal (once).
  const askedToSignIn = useRef(false);
  useEffect(() => {
    if (isPending || isSignedIn || askedToSignIn.current) return;
    askedToSignIn.current = true;
    onClose();
    openAuth('login');
  }, [isPending, isSignedIn, onClose, openAuth]);

  const submit = () => {
    setFailure(null);
    const found = reportErrors(draft);
    const next: FieldErrors = {
      reason: found.reason ? fieldMessage(found.reason, t) : undefined,
      details: found.details ? fieldMessage(found.details, t) : undefined,
    };
    setErrors(next);
    if (next.reason || next.details || draft.reason === '') return;
    send.mutate({ reason: draft.reason, details: draft.details.trim() });
  };

  // Any answer but a refusal ends in the same thank-you.
  if (send.isSuccess) {
    return (
      <div className="space-y-5">
        <p role="status" className="flex items-start gap-3 text-lg font-semibold">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          {t('safety.report.thanks')}
        </p>
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('safety.report.done')}</Button>
        </div>
      </div>
    );
  }

  const other = draft.reason === 'other';
  const length = draft.details.trim().length;
  const detailsIds = [`${id}-counter`, errors.details ? `${id}-details-error` : ''].filter(Boolean).join(' ');
  return (
    // Opened only by the script, so never sent by the browser itself; without an action it would post to
    // the page's own address.
    <form
      method="post"
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
      >
        <legend className="mb-2 font-semibold">{t('safety.report.reasonLegend')}</legend>
        <div className="grid gap-2">
          {REPORT_REASON_OPTIONS.map((reason: ReportReasonOption) => {
            const checked = draft.reason === reason;
            return (
              <label
                key={reason}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3 font-semibold',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  checked
                    ? 'border-primary bg-accent text-accent-foreground'
                    : 'border-border hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={reason}
                  checked={checked}
                  onChange={() => {
                    setDraft((before) => ({ ...before, reason }));
                    setErrors((before) => ({ ...before, reason: undefined }));
                  }}
                  className="size-5 shrink-0 accent-primary"
                />
                {t(`safety.report.reasons.${reason}`)}
              </label>
            );
          })}
        </div>
        {errors.reason ? (
          <p id={`${id}-reason-error`} role="alert" className="mt-1.5 text-sm font-semibold text-danger">
            {errors.reason}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-details`} className="block font-semibold">
          {other ? t('safety.report.details') : t('safety.report.detailsOptional')}
        </label>
        <textarea
          id={`${id}-details`}
          value={draft.details}
          onChange={(event) => {
            const details = event.target.value;
            setDraft((before) => ({ ...before, details }));
            setErrors((before) => ({ ...before, details: undefined }));
          }}
          rows={3}
          required={other}
          aria-required={other || undefined}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={detailsIds}
          className={cn(inputClasses, 'min-h-24 resize-y py-2.5')}
        />
        <p
          id={`${id}-counter`}
          className={cn(
            'text-right text-xs text-muted-foreground tabular-nums',
            length > REPORT_DETAILS_MAX && 'font-bold text-danger',
          )}
        >
          {t('safety.report.detailsCounter', { count: length, max: REPORT_DETAILS_MAX })}
        </p>
        {errors.details ? (
          <p id={`${id}-details-error`} role="alert" className="text-sm font-semibold text-danger">
            {errors.details}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm font-semibold">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('safety.report.cancel')}
        </Button>
        <Button type="submit" loading={send.isPending} loadingText={t('safety.report.sending')}>
          {t('safety.report.send')}
        </Button>
      </div>
    </form>
  );
}
