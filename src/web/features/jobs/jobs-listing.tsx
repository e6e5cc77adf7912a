import { useState, type ReactNode } from 'react';
import { CategoryIcon } from '../../components/category-icon';
import type { JobCardView } from '../../components/job-card/job-card';
import { CountrySwitch } from '../../components/job-card/country-switch';
import { cardClasses } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/head';
import { HydrationRegion } from '../../lib/hydration-regions';
import { useTranslation } from '../../lib/i18n';
import { useIsMobile } from '../../lib/media';
import { AlertMeButton } from './alert-me-button';
import { Breadcrumb, type Crumb } from './breadcrumb';
import { FilterForm, FilterSheet } from './filter-panel';
import { SortSelect, ViewToggle } from './list-controls';
import { ListingResults } from './listing-results';
import { useJobListing } from './use-job-listing';

// The job page's trail is the listing's (it imports it from here).
export { Breadcrumb, type Crumb };

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
 * the URL (use-job-listing.ts). A city listing shows the city's own jobs, then the "Nearby" ones of its
 * state group.
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
  const isMobile = useIsMobile();
  const [view, setView] = useState<JobCardView>('grid');
  const listing = useJobListing({ citySlug, category });
  const filterProps = { applied: listing.filters, currency: listing.currency, onApply: listing.applyFilters };

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
            {listing.countLine}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {listing.knownCity ? null : <CountrySwitch />}
          <AlertMeButton search={listing.alertSearch} />
        </div>
      </div>
      {header}

      <div className="mt-6 flex items-center gap-2 sm:gap-3">
        {isMobile ? <FilterSheet key={listing.filterKey} {...filterProps} className="shrink-0 px-3" /> : null}
        <SortSelect value={listing.sort} onChange={listing.changeSort} />
        {/* On a phone the cards are one column either way. */}
        <div className="ml-auto hidden sm:block">
          <ViewToggle value={view} onChange={setView} />
        </div>
      </div>

      <div className="mt-4 grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[16rem_minmax(0,1fr)]">
        {isMobile ? null : (
          <aside className={cn(cardClasses, 'self-start p-4')}>
            <h2 className="mb-3 text-lg font-bold">{t('jobs.filters.title')}</h2>
            <HydrationRegion>
              <FilterForm key={listing.filterKey} {...filterProps} />
            </HydrationRegion>
          </aside>
        )}
        <ListingResults listing={listing} view={view} title={title} footer={footer} />
      </div>
    </div>
  );
}
