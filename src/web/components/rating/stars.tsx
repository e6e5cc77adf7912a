import { Star } from '../icons';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/ratings';

/** Five stars, filled up to the value (rounded to the nearest half-star); one accessible name. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(value * 2) / 2;
  return (
    <span
      role="img"
      aria-label={t('ratings.outOfFive', { value })}
      className={cn('inline-flex shrink-0 items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = rounded >= position ? 'full' : rounded >= position - 0.5 ? 'half' : 'none';
        return (
          <span key={position} aria-hidden="true" className="relative inline-flex">
            <Star className="size-[1em] text-muted-foreground" strokeWidth={1.5} />
            {fill === 'none' ? null : (
              <span className={cn('absolute inset-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}>
                <Star
                  className="size-[1em] fill-amber-500 text-amber-600 dark:fill-amber-400 dark:text-amber-400"
                  strokeWidth={1.5}
                />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
