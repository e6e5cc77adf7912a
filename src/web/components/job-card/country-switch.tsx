import { LocateFixed } from '../icons';
import { useId } from 'react';
import type { CountryCode } from '../../../shared/geo';
import { cn } from '../../lib/cn';
import { useCountry } from '../../lib/country';
import { useTranslation } from '../../lib/i18n';
import { Button } from '../ui/button';
import { useLocate } from './use-locate';

const OPTIONS: { code: CountryCode; key: string }[] = [
  { code: 'IN', key: 'jobs.country.india' },
  { code: 'US', key: 'jobs.country.usa' },
];

/**
 * India ₹ / USA $: the visitor's country for listings and the post form (remembered), plus
 * "Use my location", which asks the browser only when tapped and falls back silently (left out with
 * `locate={false}` where another "Use my location" already sits, as in the post form's Location).
 */
export function CountrySwitch({
  className,
  locate: withLocate = true,
}: {
  className?: string;
  locate?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const { country, setCountry } = useCountry();
  const { locate, locating, supported } = useLocate();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <span id={labelId} className="sr-only">
        {t('jobs.country.label')}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex rounded-xl border border-input bg-card p-0.5"
      >
        {OPTIONS.map((option) => {
          const selected = option.code === country;
          return (
            <button
              key={option.code}
              type="button"
              aria-pressed={selected}
              onClick={() => setCountry(option.code)}
              className={cn(
                'inline-flex min-h-11 items-center rounded-[0.6rem] px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                selected ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
              )}
            >
              {t(option.key)}
            </button>
          );
        })}
      </div>
      {withLocate && supported ? (
        <Button
          variant="ghost"
          size="sm"
          loading={locating}
          loadingText={t('jobs.country.locating')}
          onClick={() => {
            void locate().then((found) => {
              // Spec 4: the USA gives dollars, any other country rupees; a failure changes nothing.
              if (found) setCountry(found.country ?? 'IN');
            });
          }}
        >
          <LocateFixed aria-hidden="true" className="size-4" />
          {t('jobs.country.useMyLocation')}
        </Button>
      ) : null}
    </div>
  );
}
