import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Star } from '../../components/icons';
import { useCallback, useState } from 'react';
import type { Conversation } from '../../../shared/api/messages';
import type { RatingStatus } from '../../../shared/api/ratings';
import { RATINGS_QUERY_KEY } from '../../components/rating/rating-api';
import { Stars } from '../../components/rating/stars';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatDate, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { ratingStatusQueryOptions } from './rating-api';
import { RatingForm } from './rating-form';

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
