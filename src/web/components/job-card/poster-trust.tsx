import { BadgeCheck, UserRound } from '../icons';
import { cn } from '../../lib/cn';
import { formatMonthYear, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import type { Job } from './job-api';

/**
 * Verified employers (issue #24): "Phone verified" when the Call number is one its poster proved with
 * an SMS code, and the poster's "Member since Nov 2026" (Intl, in the page's language). On the job
 * card and the job page, rendered by the server too.
 */
export function PosterTrust({
  job,
  className,
}: {
  job: Pick<Job, 'phoneVerified' | 'posterSince'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const since = job.posterSince ? formatMonthYear(job.posterSince, locale) : '';
  if (!job.phoneVerified && !since) return null;
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}>
      {job.phoneVerified ? (
        <li className="inline-flex items-center gap-1 font-semibold text-success">
          <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('jobs.card.phoneVerified')}
        </li>
      ) : null}
      {since ? (
        <li className="inline-flex items-center gap-1 text-muted-foreground">
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          {t('jobs.card.memberSince', { date: since })}
        </li>
      ) : null}
    </ul>
  );
}
