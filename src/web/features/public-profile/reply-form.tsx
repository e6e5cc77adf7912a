import { MessageSquareReply, Send } from '../../components/icons';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ratingReplyInputSchema,
  type PublicRating,
  type RatingReplyInput,
} from '../../../shared/api/ratings';
import { RATING_REPLY_MAX } from '../../../shared/ratings';
import { PageForm } from '../../components/page-form';
import { Button } from '../../components/ui/button';
import { FieldFrame } from '../../components/ui/input';
import { inputClasses } from '../../components/ui/input-classes';
import { errorMessage, fieldMessage } from '../../lib/api';
import '../../lib/texts/validation';
import { cn } from '../../lib/cn';
import { firstProblemResolver } from '../../lib/form-rules';
import { useTranslation } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useReply } from './api';

/** The rated person's one public reply, written under the rating. */
export function ReplyForm({ profileId, rating }: { profileId: string; rating: PublicRating }) {
  const { t } = useTranslation();
  const reply = useReply(profileId);
  const [open, setOpen] = useState(false);
  const inputId = useId();
  // The reply contract's rules (written, not too long), one problem at a time until sent again.
  const { register, handleSubmit, setError, formState } = useForm<RatingReplyInput>({
    defaultValues: { text: '' },
    resolver: firstProblemResolver<RatingReplyInput>(ratingReplyInputSchema, (issue) =>
      fieldMessage(issue.message, t),
    ),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = formState.errors.text?.message;

  if (!open) {
    return (
      <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        <MessageSquareReply aria-hidden="true" className="size-4" />
        {t('ratings.profile.replyButton')}
      </Button>
    );
  }
  const submit = handleSubmit(({ text }) =>
    reply.mutate(
      { ratingId: rating.id, text },
      {
        onSuccess: () => toastSuccess(t('ratings.profile.replied')),
        onError: (caught) =>
          setError('text', {
            type: 'server',
            message: `${t('ratings.profile.replyFailed')} ${errorMessage(caught, t)}`,
          }),
      },
    ),
  );
  return (
    <PageForm onSubmit={submit} className="mt-3 space-y-2">
      <FieldFrame
        inputId={inputId}
        label={t('ratings.profile.replyLabel')}
        hint={t('ratings.profile.replyHint')}
        error={error}
      >
        {(aria) => (
          <textarea
            id={inputId}
            rows={3}
            maxLength={RATING_REPLY_MAX + 50}
            {...register('text')}
            className={cn(inputClasses, 'py-2')}
            {...aria}
          />
        )}
      </FieldFrame>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          loading={reply.isPending}
          loadingText={t('ratings.profile.sendingReply')}
        >
          <Send aria-hidden="true" className="size-4" />
          {t('ratings.profile.sendReply')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('ratings.profile.cancel')}
        </Button>
      </div>
    </PageForm>
  );
}
