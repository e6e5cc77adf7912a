import { MessageSquareReply, Send } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import type { PublicRating } from '../../../shared/api/ratings';
import { RATING_REPLY_MAX } from '../../../shared/ratings';
import { Button } from '../../components/ui/button';
import { FieldFrame, inputClasses } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { usePageAddress } from '../../lib/form-post';
import { useTranslation } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useReply } from './api';

/** The rated person's one public reply, written under the rating. */
export function ReplyForm({ profileId, rating }: { profileId: string; rating: PublicRating }) {
  const pageAddress = usePageAddress();
  const { t } = useTranslation();
  const reply = useReply(profileId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();

  if (!open) {
    return (
      <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        <MessageSquareReply aria-hidden="true" className="size-4" />
        {t('ratings.profile.replyButton')}
      </Button>
    );
  }
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(t('ratings.profile.replyRequired'));
      return;
    }
    if (trimmed.length > RATING_REPLY_MAX) {
      setError(t('ratings.profile.replyTooLong', { max: RATING_REPLY_MAX }));
      return;
    }
    setError(undefined);
    reply.mutate(
      { ratingId: rating.id, text: trimmed },
      {
        onSuccess: () => toastSuccess(t('ratings.profile.replied')),
        onError: (caught) => setError(`${t('ratings.profile.replyFailed')} ${errorMessage(caught, t)}`),
      },
    );
  };
  return (
    <form method="post" action={pageAddress} onSubmit={submit} noValidate className="mt-3 space-y-2">
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
            value={text}
            maxLength={RATING_REPLY_MAX + 50}
            onChange={(event) => setText(event.target.value)}
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
    </form>
  );
}
