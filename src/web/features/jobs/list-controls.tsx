import { LayoutGrid, List } from '../../components/icons';
import { useId } from 'react';
import type { JobCardView } from '../../components/job-card/job-card';
import { inputClasses } from '../../components/ui/input-classes';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import { SORTS, type Sort } from './list-params';

const SORT_KEYS: Record<Sort, string> = {
  newest: 'jobs.list.sortNewest',
  'pay-desc': 'jobs.list.sortPayDesc',
  'pay-asc': 'jobs.list.sortPayAsc',
};

/** Sort by: newest, pay high to low, pay low to high. */
export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      <label htmlFor={id} className="sr-only shrink-0 text-sm font-semibold sm:not-sr-only">
        {t('jobs.list.sortLabel')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Sort)}
        className={cn(inputClasses, 'w-full min-w-0 pr-8 sm:w-auto')}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_KEYS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Cards in a grid or a list (two pressed-or-not buttons). */
export function ViewToggle({
  value,
  onChange,
}: {
  value: JobCardView;
  onChange: (view: JobCardView) => void;
}) {
  const { t } = useTranslation();
  const options: { view: JobCardView; label: string; icon: typeof List }[] = [
    { view: 'grid', label: t('jobs.list.gridView'), icon: LayoutGrid },
    { view: 'list', label: t('jobs.list.listView'), icon: List },
  ];
  return (
    <div
      role="group"
      aria-label={t('jobs.list.view')}
      className="inline-flex rounded-xl border border-input bg-card p-0.5"
    >
      {options.map(({ view, label, icon: Icon }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          aria-label={label}
          title={label}
          onClick={() => onChange(view)}
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-[0.6rem]',
            value === view ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      ))}
    </div>
  );
}
