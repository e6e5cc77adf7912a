import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, LayoutGrid, List, PlusCircle, SearchX } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAY_BANDS } from '../../../shared/categories';
import { COUNTRIES } from '../../../shared/geo';
import { buildPath } from '../../../shared/routes';
import { AlertMeButton } from '../../components/alert-me-button';
import { CategoryIcon } from '../../components/category-icon';
import type { Job } from '../../components/job-card/job-api';
import { JobCard, type JobCardView } from '../../components/job-card/job-card';
import { CountrySwitch } from '../../components/job-card/country-switch';
import { Button, buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { inputClasses } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useCountry } from '../../lib/country';
import { formatNumber, useIntlLocale } from '../../lib/format';
import { usePageTitle } from '../../lib/head';
import { useTranslation } from '../../lib/i18n';
import { useBrowserToday } from '../../lib/today';
import { useIsMobile } from '../../lib/media';
import { jobListQueryOptions } from './api';
import { FilterForm, FilterSheet } from './filter-panel';
import {
  countFilters,
  NO_FILTERS,
  SORTS,
  writeFilters,
  writeSort,
  type ListFilters,
  type Sort,
} from './list-params';
import { builtInCity, listingParams } from './page-data';

export interface Crumb {
  label: string;
  to?: string;
  /** Left out on phones (a long job title that the h1 repeats right below). */
  wideOnly?: boolean;
}

/** A breadcrumb trail; the last item is the current page. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('jobs.list.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        {items.map((item, index) => (
          <li
            key={`${item.label}-${index}`}
            className={cn('flex min-w-0 items-center gap-1', item.wideOnly && 'hidden sm:flex')}
          >
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
            {item.to ? (
              <Link
                to={item.to}
                className="inline-flex min-h-11 min-w-11 items-center justify-center hover:text-foreground hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                className="inline-flex min-h-11 items-center font-semibold text-foreground"
              >
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Cards in the first row of the widest grid: in view when the page opens. */
const FIRST_ROW = 3;

const SORT_KEYS: Record<Sort, string> = {
  newest: 'jobs.list.sortNewest',
  'pay-desc': 'jobs.list.sortPayDesc',
  'pay-asc': 'jobs.list.sortPayAsc',
};

function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
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

function ViewToggle({ value, onChange }: { value: JobCardView; onChange: (view: JobCardView) => void }) {
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

/** Cards of the page's own list are headed h2 (right under the page's h1); Nearby ones h3 under its h2. */
function JobGrid({
  jobs,
  view,
  label,
  headingLevel,
}: {
  jobs: Job[];
  view: JobCardView;
  label: string;
  headingLevel: 2 | 3;
}) {
  return (
    <ul
      aria-label={label}
      className={cn('grid gap-4', view === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1')}
    >
      {jobs.map((job, index) => (
        <li key={job.id}>
          <JobCard job={job} view={view} headingLevel={headingLevel} eagerImage={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}

function EmptyState({
  title,
  hint,
  filtered,
  onClearFilters,
}: {
  title: string;
  hint: string;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={cn(cardClasses, 'flex flex-col items-center px-6 py-10 text-center')}>
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-xl font-bold">{title}</h2>
      <p className="mt-1 max-w-md text-muted-foreground">{hint}</p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        {filtered ? (
          <Button variant="outline" onClick={onClearFilters}>
            {t('jobs.list.clearFilters')}
          </Button>
        ) : null}
        <Link to={buildPath('post')} className={buttonClasses()}>
          <PlusCircle aria-hidden="true" className="size-5" />
          {t('jobs.list.postJob')}
        </Link>
      </div>
    </div>
  );
}

export interface JobsListingProps {
  /** The h1 (also the tab title). */
  title: string;
  /** A category icon name shown beside the title. */
  icon?: string;
  lead?: ReactNode;
  breadcrumb?: Crumb[];
  /** The /jobs/{city} segment (not "all"). */
  citySlug?: string;
  /** A category group id (/category/{id}, /jobs/{city}/{category}). */
  category?: string;
  /** Shown under the heading (stat tiles) and under the list (related links). */
  header?: ReactNode;
  footer?: ReactNode;
}

/**
 * A job listing on the server: search, city, category, filters, sort and pages, every choice kept in
 * the URL. A city listing shows the city's own jobs, then the "Nearby" ones of its state group.
 */
export function JobsListing({
  title,
  icon,
  lead,
  breadcrumb,
  citySlug,
  category,
  header,
  footer,
}: JobsListingProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const [searchParams, setSearchParams] = useSearchParams();
  const { country: visitorCountry } = useCountry();
  const locale = useIntlLocale();
  const [view, setView] = useState<JobCardView>('grid');
  // '' on the server and while hydrating, so a day filter's first list is the server's own.
  const today = useBrowserToday();

  // The query key is compared by value, so a new params object each render is fine.
  const params = listingParams({ citySlug, category, searchParams, visitorCountry, today });
  const { country, sort } = params;
  const search = params.search ?? '';
  const cityParam = citySlug ? '' : (params.city ?? '');
  const cityText = params.city;
  const knownCity = builtInCity(cityText);
  const currency = COUNTRIES[country].currency;
  const filters: ListFilters = {
    types: params.types,
    pay: params.pay,
    timing: params.timing,
    when: params.when,
    sameDayPay: params.sameDayPay,
  };
  const filterCount = countFilters(filters);
  // "Alert me" saves what an alert can hold: the city, one category (the page's, or a single job type),
  // pay at least (the lowest chosen pay band) and the search words.
  const lowestPay = Math.min(
    ...PAY_BANDS[currency].filter((band) => filters.pay.includes(band.id)).map((band) => band.min),
  );
  const alertSearch = {
    country,
    city: cityText ?? null,
    category: category ?? (filters.types.length === 1 ? filters.types[0] : null),
    minPay: Number.isFinite(lowestPay) && lowestPay > 0 ? lowestPay : null,
    words: search || null,
  };
  const options = jobListQueryOptions(params);
  const query = useInfiniteQuery(options);
  const { data, error, isPending, isError, isPlaceholderData, hasNextPage, isFetchingNextPage } = query;

  useEffect(() => {
    // Spec 8: a failed fetch is logged only and the list stays as it was.
    if (error) console.error('Could not load jobs:', error);
  }, [error]);

  const applyFilters = (next: ListFilters) => setSearchParams(writeFilters(searchParams, next));
  const clearFilters = () => applyFilters(NO_FILTERS);
  const changeSort = (next: Sort) => setSearchParams(writeSort(searchParams, next));

  const jobs = data?.pages.flatMap((page) => page.jobs) ?? [];
  const first = data?.pages[0];
  const ownJobs = jobs.filter((job) => !job.nearby);
  const nearbyJobs = jobs.filter((job) => job.nearby);
  const cityName = first?.city?.name ?? knownCity?.name ?? cityText ?? '';
  const stateGroup = first?.city?.stateGroup ?? knownCity?.stateGroup ?? '';

  let countLine = '';
  if (first) {
    const total = first.total;
    const n = first.totalIsCapped
      ? t('jobs.list.capped', { n: formatNumber(total, locale) })
      : formatNumber(total, locale);
    const count = first.totalIsCapped ? total + 1 : total;
    if (search) countLine = t('jobs.list.countFoundFor', { count, n, search });
    else if (citySlug) countLine = t('jobs.list.countAvailableIn', { count, n, city: cityName });
    else if (cityParam) countLine = t('jobs.list.countFound', { count, n });
    else countLine = t('jobs.list.countAvailable', { count, n });
  }

  const empty = search
    ? { title: t('jobs.list.emptySearchTitle'), hint: t('jobs.list.emptySearchHint') }
    : cityText
      ? { title: t('jobs.list.emptyTitleInCity', { city: cityName }), hint: t('jobs.list.emptyHintCity') }
      : { title: t('jobs.list.emptyTitle'), hint: t('jobs.list.emptyHintAll') };

  const retryMore = () => {
    if (error instanceof ApiError && error.code === 'invalid_cursor') {
      void queryClient.resetQueries({ queryKey: options.queryKey });
    } else {
      void query.fetchNextPage();
    }
  };

  const filterProps = { applied: filters, currency, onApply: applyFilters };
  const filterKey = `${currency}|${filters.types.join()}|${filters.pay.join()}|${filters.timing.join()}|${filters.when ?? ''}|${filters.sameDayPay}`;

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-8 sm:pt-6">
      {breadcrumb ? <Breadcrumb items={breadcrumb} /> : null}
      <div className="mt-2 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {icon ? (
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
                <CategoryIcon name={icon} className="size-7" />
              </span>
            ) : null}
            <span className="min-w-0 break-words">{title}</span>
          </h1>
          {lead ? <p className="mt-2 text-muted-foreground">{lead}</p> : null}
          {/* The line keeps its height while the count loads: nothing below it moves when it arrives. */}
          <p role="status" aria-live="polite" className="mt-2 min-h-7 text-lg font-semibold">
            {countLine}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {knownCity ? null : <CountrySwitch />}
          <AlertMeButton search={alertSearch} />
        </div>
      </div>
      {header}

      <div className="mt-6 flex items-center gap-2 sm:gap-3">
        {isMobile ? <FilterSheet key={filterKey} {...filterProps} className="shrink-0 px-3" /> : null}
        <SortSelect value={sort} onChange={changeSort} />
        {/* On a phone the cards are one column either way. */}
        <div className="ml-auto hidden sm:block">
          <ViewToggle value={view} onChange={setView} />
        </div>
      </div>

      <div className="mt-4 grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]">
        {isMobile ? null : (
          <aside className={cn(cardClasses, 'self-start p-4')}>
            <h2 className="mb-3 text-lg font-bold">{t('jobs.filters.title')}</h2>
            <FilterForm key={filterKey} {...filterProps} />
          </aside>
        )}

        <section
          aria-label={t('jobs.list.results')}
          aria-busy={isPending || isPlaceholderData}
          className="min-w-0"
        >
          {isPending ? (
            <div
              role="status"
              className="flex min-h-60 items-center justify-center gap-3 text-muted-foreground"
            >
              <Spinner className="size-6" />
              {t('jobs.list.loading')}
            </div>
          ) : isError && !data ? (
            <div className={cn(cardClasses, 'flex flex-col items-center gap-3 px-6 py-10 text-center')}>
              <p className="font-semibold">{t('jobs.list.loadFailed')}</p>
              <Button variant="outline" onClick={() => void query.refetch()}>
                {t('jobs.list.tryAgain')}
              </Button>
            </div>
          ) : (
            <div className={cn('space-y-6 transition-opacity', isPlaceholderData && 'opacity-60')}>
              {isPlaceholderData ? (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <Spinner />
                  {t('jobs.list.updating')}
                </p>
              ) : null}
              {ownJobs.length > 0 ? (
                <JobGrid jobs={ownJobs} view={view} label={title} headingLevel={2} />
              ) : (
                <EmptyState
                  title={empty.title}
                  hint={empty.hint}
                  filtered={filterCount > 0}
                  onClearFilters={clearFilters}
                />
              )}
              {nearbyJobs.length > 0 ? (
                <section aria-labelledby="nearby-heading" className="space-y-4 pt-4">
                  <div>
                    <h2 id="nearby-heading" className="text-2xl font-bold">
                      {t('jobs.list.nearby')}
                    </h2>
                    {stateGroup ? (
                      <p className="text-muted-foreground">
                        {t('jobs.list.nearbyLead', { group: stateGroup })}
                      </p>
                    ) : null}
                  </div>
                  <JobGrid jobs={nearbyJobs} view={view} label={t('jobs.list.nearby')} headingLevel={3} />
                </section>
              ) : null}
              {query.isFetchNextPageError ? (
                <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-muted-foreground">
                  {t('jobs.list.loadMoreFailed')}
                  <Button variant="outline" size="sm" onClick={retryMore}>
                    {t('jobs.list.tryAgain')}
                  </Button>
                </div>
              ) : null}
              {hasNextPage && !isPlaceholderData ? (
                <div className="flex justify-center">
                  <Button
                    variant="outline"
                    size="lg"
                    className="w-full sm:w-auto"
                    loading={isFetchingNextPage}
                    loadingText={t('jobs.list.loading')}
                    onClick={() => void query.fetchNextPage()}
                  >
                    {t('jobs.list.loadMore')}
                  </Button>
                </div>
              ) : null}
            </div>
          )}
          {footer}
        </section>
      </div>
    </div>
  );
}
