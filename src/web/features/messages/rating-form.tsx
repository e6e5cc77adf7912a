import { CircleAlert, CircleCheck, CircleX, Star } from '../../components/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ratingInputSchema, type RatingStatus } from '../../../shared/api/ratings';
import { validationKey } from '../../../shared/api/validation';
import { RATING_COMMENT_MAX } from '../../../shared/ratings';
import { PageForm } from '../../components/page-form';
import { Button } from '../../components/ui/button';
import { inputClasses } from '../../components/ui/input-classes';
import { errorMessage, fieldMessage } from '../../lib/api';
import '../../lib/texts/validation';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { useSaveRating } from './rating-api';

const choiceClasses = cn(
  'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-input px-4 font-semibold',
  'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
);

type RatingOutput = z.output<ReturnType<typeof ratingRules>>;

interface RatingValues {
  stars: number | null;
  paidOnTime: boolean | null;
  comment: string;
}

/**
 * The rating contract as the form checks it, every problem at once: stars chosen, the comment not too
 * long and, for a worker rating the employer, "paid on time" answered (the server asks the same).
 */
const ratingRules = (asksPaid: boolean) =>
  ratingInputSchema.extend({
    comment: z.string().trim().max(RATING_COMMENT_MAX, validationKey('ratingCommentTooLong')),
    paidOnTime: asksPaid ? z.boolean(validationKey('paidOnTimeRequired')) : z.boolean().nullable(),
  });

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
  const { t } = useTranslation();
  const mine = status.mine;
  const asksPaid = status.role === 'worker';
  // The form holds null before a choice is made, where the contract's input says a number or a boolean.
  const resolver = useMemo(
    () => zodResolver(ratingRules(asksPaid)) as unknown as Resolver<RatingValues, unknown, RatingOutput>,
    [asksPaid],
  );
  const { control, handleSubmit, register, setError, formState } = useForm<
    RatingValues,
    unknown,
    RatingOutput
  >({
    defaultValues: {
      stars: mine?.stars ?? null,
      paidOnTime: mine?.paidOnTime ?? null,
      comment: mine?.comment ?? '',
    },
    resolver,
    // Said until the form is sent again.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const said = (message: string | undefined) => (message ? fieldMessage(message, t) : undefined);
  const errors = {
    stars: said(formState.errors.stars?.message),
    paid: said(formState.errors.paidOnTime?.message),
    comment: said(formState.errors.comment?.message),
    form: formState.errors.root?.server?.message,
  };
  const save = useSaveRating(conversationId);
  const commentId = useId();
  const starsErrorId = useId();
  const paidErrorId = useId();

  const submit = handleSubmit(({ stars, comment, paidOnTime }) =>
    save.mutate(
      { stars, comment: comment || null, ...(asksPaid ? { paidOnTime } : {}) },
      {
        onSuccess: onSaved,
        onError: (caught) =>
          setError('root.server', { message: `${t('ratings.dialog.failed')} ${errorMessage(caught, t)}` }),
      },
    ),
  );

  return (
    <PageForm onSubmit={submit} className="space-y-5">
      <fieldset aria-describedby={errors.stars ? starsErrorId : undefined}>
        <legend className="text-sm font-semibold">{t('ratings.dialog.starsLegend')}</legend>
        <Controller
          control={control}
          name="stars"
          render={({ field }) => (
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
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    aria-label={t('ratings.stars', { count: value })}
                    className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
                  />
                  <Star
                    aria-hidden="true"
                    strokeWidth={1.5}
                    className={cn(
                      'size-9',
                      field.value !== null && value <= field.value
                        ? 'fill-amber-500 text-amber-600 dark:fill-amber-400 dark:text-amber-400'
                        : 'text-muted-foreground',
                    )}
                  />
                </label>
              ))}
            </div>
          )}
        />
        {errors.stars ? (
          <p id={starsErrorId} role="alert" className="mt-1 text-sm font-medium text-danger">
            {errors.stars}
          </p>
        ) : null}
      </fieldset>

      {asksPaid ? (
        <fieldset aria-describedby={errors.paid ? paidErrorId : undefined}>
          <legend className="font-semibold">{t('ratings.dialog.paidQuestion')}</legend>
          <Controller
            control={control}
            name="paidOnTime"
            render={({ field }) => (
              <div className="mt-2 grid grid-cols-2 gap-2">
                <PaidChoice checked={field.value === true} onChange={() => field.onChange(true)}>
                  <CircleCheck aria-hidden="true" className="size-5 text-success" />
                  {t('ratings.dialog.paidYes')}
                </PaidChoice>
                <PaidChoice checked={field.value === false} onChange={() => field.onChange(false)}>
                  <CircleX aria-hidden="true" className="size-5 text-danger" />
                  {t('ratings.dialog.paidNo')}
                </PaidChoice>
              </div>
            )}
          />
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
          {...register('comment')}
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
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
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
    </PageForm>
  );
}
