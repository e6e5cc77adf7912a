import { X } from '../../components/icons';
import { useId, useState } from 'react';
import { FILTER_JOB_TYPES, PAY_BANDS, TIMING_OPTIONS, type Timing } from '../../../shared/categories';
import type { CurrencyCode } from '../../../shared/geo';
import { CategoryIcon } from '../../components/category-icon';
import { Button } from '../../components/ui/button';
import { useModalDialog } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import type { WorkWhen } from '../../../shared/shifts';
import { countFilters, NO_FILTERS, type ListFilters } from './list-params';
import { usePageAddress } from '../../lib/form-post';
import { ChoiceRow, FilterGroup, toggle } from './filter-choices';

const WHEN_OPTIONS: { value: WorkWhen | null; labelKey: string }[] = [
  { value: null, labelKey: 'jobs.filters.whenAny' },
  { value: 'today', labelKey: 'jobs.filters.whenToday' },
  { value: 'tomorrow', labelKey: 'jobs.filters.whenTomorrow' },
  { value: 'week', labelKey: 'jobs.filters.whenWeek' },
];

/**
 * The filter form (spec: Job Type, Daily Salary, Work Timing, Apply Filters; issue #12: When, same-day pay). Choices are pending until
 * Apply Filters; the parent keys this form by the applied filters, so it starts again from the URL.
 */
export function FilterForm({
  applied,
  currency,
  onApply,
  stickyActions = false,
}: {
  applied: ListFilters;
  currency: CurrencyCode;
  onApply: (filters: ListFilters) => void;
  /** In the phone sheet: Apply Filters stays in view at the bottom while the options scroll. */
  stickyActions?: boolean;
}) {
  const pageAddress = usePageAddress();
  const { t } = useTranslation();
  const [pending, setPending] = useState<ListFilters>(applied);
  const whenName = useId();
  return (
    <form
      method="post"
      action={pageAddress}
      aria-label={t('jobs.filters.title')}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(pending);
      }}
    >
      <FilterGroup legend={t('jobs.filters.jobType')}>
        {FILTER_JOB_TYPES.map((type) => (
          <ChoiceRow
            key={type.id}
            checked={pending.types.includes(type.id)}
            onChange={(on) =>
              setPending((current) => ({ ...current, types: toggle(current.types, type.id, on) }))
            }
          >
            <CategoryIcon name={type.icon} className="size-5 shrink-0 text-primary" />
            {t(type.labelKey, { defaultValue: type.label })}
          </ChoiceRow>
        ))}
      </FilterGroup>
      <FilterGroup legend={t('jobs.filters.dailySalary')}>
        {PAY_BANDS[currency].map((band) => (
          <ChoiceRow
            key={band.id}
            checked={pending.pay.includes(band.id)}
            onChange={(on) =>
              setPending((current) => ({ ...current, pay: toggle(current.pay, band.id, on) }))
            }
          >
            {t(`payBands.${band.id}`, { defaultValue: band.label })}
          </ChoiceRow>
        ))}
      </FilterGroup>
      <FilterGroup legend={t('jobs.filters.workTiming')}>
        {TIMING_OPTIONS.map((option) => (
          <ChoiceRow
            key={option.value}
            checked={pending.timing.includes(option.value)}
            onChange={(on) =>
              setPending((current) => ({
                ...current,
                timing: toggle<Timing>(current.timing, option.value, on),
              }))
            }
          >
            {t(option.labelKey, { defaultValue: option.label })}
          </ChoiceRow>
        ))}
      </FilterGroup>
      <FilterGroup legend={t('jobs.filters.when')}>
        {WHEN_OPTIONS.map((option) => (
          <ChoiceRow
            key={option.labelKey}
            type="radio"
            name={whenName}
            checked={pending.when === option.value}
            onChange={() => setPending((current) => ({ ...current, when: option.value }))}
          >
            {t(option.labelKey)}
          </ChoiceRow>
        ))}
      </FilterGroup>
      <FilterGroup legend={t('jobs.filters.payment')}>
        <ChoiceRow
          checked={pending.sameDayPay}
          onChange={(on) => setPending((current) => ({ ...current, sameDayPay: on }))}
        >
          {t('jobs.filters.sameDayPay')}
        </ChoiceRow>
      </FilterGroup>
      <div
        className={cn(
          'flex flex-col gap-2 pt-1',
          stickyActions && 'sticky bottom-0 -mx-4 border-t border-border bg-card px-4 pt-3 pb-4',
        )}
      >
        <Button type="submit" className="w-full">
          {t('jobs.filters.apply')}
        </Button>
        {countFilters(pending) > 0 || countFilters(applied) > 0 ? (
          <Button
            variant="ghost"
            className="w-full"
            onClick={() => {
              setPending(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            {t('jobs.filters.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The phone's Filters sheet: the same form in a dialog from the bottom of the screen. */
export function FilterSheetDialog({
  open,
  onClose,
  applied,
  currency,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  applied: ListFilters;
  currency: CurrencyCode;
  onApply: (filters: ListFilters) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { ref, onClick } = useModalDialog(open, onClose);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onClick}
      className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none rounded-t-3xl border border-border bg-card p-0 text-card-foreground shadow-xl"
    >
      {open ? (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-center justify-between border-b border-border px-4 py-2">
            <h2 id={titleId} className="text-lg font-bold">
              {t('jobs.filters.title')}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('jobs.filters.close')}
              className="inline-flex size-11 items-center justify-center rounded-xl hover:bg-muted"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="overflow-y-auto px-4 pt-4">
            <FilterForm stickyActions applied={applied} currency={currency} onApply={onApply} />
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
