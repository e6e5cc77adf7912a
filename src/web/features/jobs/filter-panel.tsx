import { SlidersHorizontal } from '../../components/icons';
import { Suspense, useState } from 'react';
import type { CurrencyCode } from '../../../shared/geo';
import { Button } from '../../components/ui/button';
import { LoadingStatus } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n';
import { lazyPart, preloadOnWideScreens } from '../../lib/lazy-part';
import { countFilters, type ListFilters } from './list-params';

/**
 * The filter form: beside the jobs on a wide screen, where its code is fetched with the page; on a phone
 * in the Filters sheet, so a phone downloads it (and the sheet) when the sheet first opens.
 */
export const FilterForm = lazyPart(async () => (await import('./filter-form')).FilterForm);
const FilterSheetDialog = lazyPart(async () => (await import('./filter-form')).FilterSheetDialog);
preloadOnWideScreens(FilterForm);

/** On phones: a "Filters" button that opens the same form in a sheet from the bottom of the screen. */
export function FilterSheet({
  applied,
  currency,
  onApply,
  className,
}: {
  applied: ListFilters;
  currency: CurrencyCode;
  onApply: (filters: ListFilters) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: closing is the dialog's own close (the browser gives the focus back).
  const [opened, setOpened] = useState(false);
  const active = countFilters(applied);

  return (
    <>
      <Button
        variant="outline"
        className={className}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {active > 0 ? t('jobs.filters.openWithCount', { count: active }) : t('jobs.filters.open')}
      </Button>
      {opened ? (
        <Suspense
          fallback={
            <LoadingStatus className="fixed inset-x-0 bottom-0 z-50 min-h-24 justify-center rounded-t-3xl border border-border bg-card shadow-xl" />
          }
        >
          <FilterSheetDialog
            open={open}
            onClose={() => setOpen(false)}
            applied={applied}
            currency={currency}
            onApply={(filters) => {
              setOpen(false);
              onApply(filters);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
