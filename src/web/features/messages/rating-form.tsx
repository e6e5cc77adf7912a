import { AlertCircle, CircleCheck, CircleX, Star } from 'lucide-react';
import { useId, useState, type SubmitEvent, type ReactNode } from 'react';
import type { RatingStatus } from '../../../shared/api/ratings';
import { RATING_COMMENT_MAX } from '../../../shared/ratings';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { usePageAddress } from '../../lib/form-post';
import { useTranslation } from '../../lib/i18n';
import { useSaveRating } from './rating-api';

const choiceClasses = cn(
  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-input px-4 font-semibold',
  'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
);

/** One answer to "Were you paid in full and on time?" */
function PaidChoice({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className={choiceClasses}>
      <input
        type="radio"
        name="paid"
        checked={checked}
        onChange={onChange}
        className="size-5 accent-[var(--primary)]"
      />
      {children}
    </label>
  );
}

/** 1 to 5 stars, optional text and, for a worker rating the employer, "Were you paid in full and on time?" */
export function RatingForm({
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
  const save = useSaveRating(conversationId);
  const commentId = useId();
  const starsErrorId = useId();
  const paidErrorId = useId();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
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
    if (found.stars || found.paid || found.comment || stars === null) return;
    save.mutate(
      { stars, comment: text || null, ...(asksPaid ? { paidOnTime: paid } : {}) },
      {
        onSuccess: onSaved,
        onError: (caught) => setErrors({ form: `${t('ratings.dialog.failed')} ${errorMessage(caught, t)}` }),
      },
    );
  };

  return (
    <form method="post" action={pageAddress} onSubmit={submit} noValidate className="space-y-5">
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
            <PaidChoice checked={paid === true} onChange={() => setPaid(true)}>
              <CircleCheck aria-hidden="true" className="size-5 text-success" />
              {t('ratings.dialog.paidYes')}
            </PaidChoice>
            <PaidChoice checked={paid === false} onChange={() => setPaid(false)}>
              <CircleX aria-hidden="true" className="size-5 text-danger" />
              {t('ratings.dialog.paidNo')}
            </PaidChoice>
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
        <Button type="submit" loading={save.isPending} loadingText={t('ratings.dialog.saving')}>
          <Star aria-hidden="true" className="size-5" />
          {t('ratings.dialog.save')}
        </Button>
      </div>
    </form>
  );
}
