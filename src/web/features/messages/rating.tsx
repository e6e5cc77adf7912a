import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CircleCheck, CircleX, Pencil, Star } from 'lucide-react';
import { useCallback, useId, useState, type FormEvent } from 'react';
import type { Conversation } from '../../../shared/api/messages';
import type { RatingStatus } from '../../../shared/api/ratings';
import { RATING_COMMENT_MAX } from '../../../shared/ratings';
import { RATINGS_QUERY_KEY } from '../../components/rating/rating-api';
import { Stars } from '../../components/rating/stars';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { inputClasses } from '../../components/ui/input';
import { apiFetch, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDate, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { usePageAddress } from '../../lib/form-post';

/**
 * GET /api/conversations/:id/rating. The key carries what decides eligibility as the thread knows it
 * (hired, the job's status, both wrote), so a hire or a first answer asks the server again.
 */
export function ratingStatusQueryOptions(conversationId: number, facts: readonly unknown[] = []) {
  return queryOptions({
    queryKey: [...RATINGS_QUERY_KEY, 'conversation', conversationId, ...facts] as const,
    queryFn: ({ signal }) =>
      apiFetch<RatingStatus>(`/api/conversations/${conversationId}/rating`, { signal }),
  });
}

const choiceClasses = cn(
  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-input px-4 font-semibold',
  'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
);

/** 1 to 5 stars, optional text and, for a worker rating the employer, "Were you paid in full and on time?" */
function RatingForm({
  conversationId,
  status,
  onSaved,
  onCancel,
}: {
  conversationId: number;
  status: RatingStatus;
  onSaved: (status: RatingStatus) => void;
  onCancel: () => void;
}) {
  const pageAddress = usePageAddress();
  const { t } = useTranslation();
  const mine = status.mine;
  const asksPaid = status.role === 'worker';
  const [stars, setStars] = useState<number | null>(mine?.stars ?? null);
  const [paid, setPaid] = useState<boolean | null>(mine?.paidOnTime ?? null);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [errors, setErrors] = useState<{ stars?: string; paid?: string; comment?: string; form?: string }>(
    {},
  );
  const [saving, setSaving] = useState(false);
  const commentId = useId();
  const starsErrorId = useId();
  const paidErrorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    const found = {
      stars: stars === null ? t('ratings.dialog.starsRequired') : undefined,
      paid: asksPaid && paid === null ? t('ratings.dialog.paidRequired') : undefined,
      comment:
        text.length > RATING_COMMENT_MAX
          ? t('ratings.dialog.commentTooLong', { max: RATING_COMMENT_MAX })
          : undefined,
    };
    setErrors(found);
    if (found.stars || found.paid || found.comment) return;
    setSaving(true);
    try {
      const saved = await apiFetch<RatingStatus>(`/api/conversations/${conversationId}/rating`, {
        method: 'PUT',
        json: { stars, comment: text || null, ...(asksPaid ? { paidOnTime: paid } : {}) },
      });
      onSaved(saved);
    } catch (caught) {
      setErrors({ form: `${t('ratings.dialog.failed')} ${errorMessage(caught, t)}` });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      method="post"
      action={pageAddress}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-5"
    >
      <fieldset aria-describedby={errors.stars ? starsErrorId : undefined}>
        <legend className="text-sm font-semibold">{t('ratings.dialog.starsLegend')}</legend>
        <div className="mt-2 flex gap-1" role="radiogroup" aria-label={t('ratings.dialog.starsLegend')}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label
              key={value}
              className="relative inline-flex size-12 cursor-pointer items-center justify-center rounded-xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name="stars"
                value={value}
                checked={stars === value}
                onChange={() => setStars(value)}
                aria-label={t('ratings.stars', { count: value })}
                className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
              />
              <Star
                aria-hidden="true"
                strokeWidth={1.5}
                className={cn(
                  'size-9',
                  stars !== null && value <= stars
                    ? 'fill-amber-500 text-amber-600 dark:fill-amber-400 dark:text-amber-400'
                    : 'text-muted-foreground',
                )}
              />
            </label>
          ))}
        </div>
        {errors.stars ? (
          <p id={starsErrorId} role="alert" className="mt-1 text-sm font-medium text-danger">
            {errors.stars}
          </p>
        ) : null}
      </fieldset>

      {asksPaid ? (
        <fieldset aria-describedby={errors.paid ? paidErrorId : undefined}>
          <legend className="font-semibold">{t('ratings.dialog.paidQuestion')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            <label className={choiceClasses}>
              <input
                type="radio"
                name="paid"
                checked={paid === true}
                onChange={() => setPaid(true)}
                className="size-5 accent-[var(--primary)]"
              />
              <CircleCheck aria-hidden="true" className="size-5 text-success" />
              {t('ratings.dialog.paidYes')}
            </label>
            <label className={choiceClasses}>
              <input
                type="radio"
                name="paid"
                checked={paid === false}
                onChange={() => setPaid(false)}
                className="size-5 accent-[var(--primary)]"
              />
              <CircleX aria-hidden="true" className="size-5 text-danger" />
              {t('ratings.dialog.paidNo')}
            </label>
          </div>
          {errors.paid ? (
            <p id={paidErrorId} role="alert" className="mt-1 text-sm font-medium text-danger">
              {errors.paid}
            </p>
          ) : null}
        </fieldset>
      ) : null}

      <div className="space-y-1.5">
        <label htmlFor={commentId} className="block text-sm font-semibold">
          {t('ratings.dialog.comment')}
        </label>
        <textarea
          id={commentId}
          rows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${commentId}-hint`}
          className={cn(inputClasses, 'py-2')}
        />
        <p id={`${commentId}-hint`} className="text-sm text-muted-foreground">
          {errors.comment ?? t('ratings.dialog.commentHint', { max: RATING_COMMENT_MAX })}
        </p>
      </div>

      {errors.form ? (
        <p role="alert" className="flex items-start gap-1.5 text-sm font-semibold text-danger">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {errors.form}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('ratings.dialog.cancel')}
        </Button>
        <Button type="submit" loading={saving} loadingText={t('ratings.dialog.saving')}>
          <Star aria-hidden="true" className="size-5" />
          {t('ratings.dialog.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * After the work (hired, or both wrote and the day passed or the job closed; the server decides):
 * "Rate {name}", then "Edit your rating" for 7 days, then the rating as it stands.
 */
export function RateBar({
  conversation,
  name,
  bothWrote,
}: {
  conversation: Conversation;
  name: string;
  bothWrote: boolean;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const client = useQueryClient();
  const options = ratingStatusQueryOptions(conversation.id, [
    conversation.hired,
    conversation.job.status,
    bothWrote,
  ]);
  const { data: status } = useQuery({ ...options, enabled: conversation.other.id !== null });
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  if (!status) return null;
  const mine = status.mine;
  if (!status.canRate && !mine) return null;

  const saved = (next: RatingStatus) => {
    client.setQueryData(options.queryKey, next);
    void client.invalidateQueries({ queryKey: RATINGS_QUERY_KEY, refetchType: 'none' });
    setOpen(false);
    toastSuccess(t('ratings.dialog.savedTitle'), t('ratings.dialog.savedBody', { name }));
  };

  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-border px-3 py-2">
      {mine ? (
        <span className="inline-flex min-w-0 flex-1 flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <Stars value={mine.stars} className="text-base" />
          {status.canRate && status.editableUntil
            ? t('ratings.dialog.editableUntil', { date: formatDate(status.editableUntil, locale) })
            : t('ratings.dialog.locked', { stars: t('ratings.stars', { count: mine.stars }) })}
        </span>
      ) : null}
      {status.canRate ? (
        <Button
          variant={mine ? 'outline' : 'primary'}
          size="sm"
          className={mine ? undefined : 'w-full sm:w-auto'}
          onClick={() => setOpen(true)}
        >
          {mine ? (
            <Pencil aria-hidden="true" className="size-4" />
          ) : (
            <Star aria-hidden="true" className="size-5" />
          )}
          {mine ? t('ratings.dialog.edit') : t('ratings.dialog.rate', { name })}
        </Button>
      ) : null}
      <Dialog
        open={open}
        onClose={close}
        title={mine ? t('ratings.dialog.editTitle', { name }) : t('ratings.dialog.title', { name })}
        description={t('ratings.dialog.lead', { name })}
        closeLabel={t('dialog.close')}
      >
        <RatingForm conversationId={conversation.id} status={status} onSaved={saved} onCancel={close} />
      </Dialog>
    </div>
  );
}
