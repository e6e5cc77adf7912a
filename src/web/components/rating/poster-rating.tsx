import { Star, UserRound, Wallet } from '../icons';
import { Link } from 'react-router';
import { paidOnTimePercent } from '../../../shared/ratings';
import { buildPath } from '../../../shared/routes';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { useRatingSummary } from './rating-api';
import { Stars } from './stars';

/**
 * The job page's line about its poster: "4.5 ★ (12 ratings) · Paid on time 92%" or "No ratings yet",
 * and "See profile" (/u/{posterId}). Nothing for demo jobs (no poster) or while it loads.
 */
export function PosterRating({ posterId, className }: { posterId: string | null; className?: string }) {
  const { t } = useTranslation();
  const { data } = useRatingSummary(posterId);
  if (!posterId || !data) return null;
  const { average, count } = data.rating;
  return (
    <section
      aria-label={t('ratings.posterLabel')}
      className={cn('rounded-xl bg-muted/60 px-3 py-1.5 text-sm', className)}
    >
      <p className="pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('ratings.posterLabel')}
      </p>
      <div className="flex flex-wrap items-center gap-x-4">
        {average === null ? (
          <span className="inline-flex min-h-11 items-center gap-1.5">
            <Star aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('ratings.noRatings')}
          </span>
        ) : (
          <span className="inline-flex min-h-11 items-center gap-1.5">
            <Stars value={average} className="text-base" />
            <span className="font-bold">{average.toFixed(1)}</span>
            <span className="whitespace-nowrap text-muted-foreground">({t('ratings.count', { count })})</span>
          </span>
        )}
        {data.paidOnTime ? (
          <span className="inline-flex min-h-11 items-center gap-1.5 font-semibold">
            <Wallet aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('ratings.paidOnTimeShort', { percent: paidOnTimePercent(data.paidOnTime) })}
          </span>
        ) : null}
        <Link
          to={buildPath('publicProfile', { id: posterId })}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
        >
          <UserRound aria-hidden="true" className="size-4" />
          {t('ratings.seeProfile')}
        </Link>
      </div>
    </section>
  );
}
