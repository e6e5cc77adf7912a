import { PlusCircle, SearchX } from '../../components/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routes';
import type { Job } from '../../components/job-card/job-api';
import { JobCard, OFFSCREEN_CARD, type JobCardView } from '../../components/job-card/job-card';
import { Button, buttonClasses } from '../../components/ui/button';
import { cardClasses } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n';
import type { JobListing } from './use-job-listing';

/** Cards in the first row of the widest grid: in view when the page opens. */
const FIRST_ROW = 3;

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
        <li key={job.id} className={OFFSCREEN_CARD}>
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

/** The city's own jobs (or the empty state), then "Nearby", then the failed "Load more" or Load more. */
function JobPages({ listing, view, title }: { listing: JobListing; view: JobCardView; title: string }) {
  const { t } = useTranslation();
  const { query, ownJobs, nearbyJobs, stateGroup, empty } = listing;
  const { isPlaceholderData, hasNextPage, isFetchingNextPage } = query;
  return (
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
          filtered={listing.filterCount > 0}
          onClearFilters={listing.clearFilters}
        />
      )}
      {nearbyJobs.length > 0 ? (
        <section aria-labelledby="nearby-heading" className="space-y-4 pt-4">
          <div>
            <h2 id="nearby-heading" className="text-2xl font-bold">
              {t('jobs.list.nearby')}
            </h2>
            {stateGroup ? (
              <p className="text-muted-foreground">{t('jobs.list.nearbyLead', { group: stateGroup })}</p>
            ) : null}
          </div>
          <JobGrid jobs={nearbyJobs} view={view} label={t('jobs.list.nearby')} headingLevel={3} />
        </section>
      ) : null}
      {query.isFetchNextPageError ? (
        <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-muted-foreground">
          {t('jobs.list.loadMoreFailed')}
          <Button variant="outline" size="sm" onClick={listing.retryMore}>
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
  );
}

/** The results: loading, the first page failed (Try again), or the pages; then the page's footer. */
export function ListingResults({
  listing,
  view,
  title,
  footer,
}: {
  listing: JobListing;
  view: JobCardView;
  title: string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = listing;
  const { data, isPending, isError, isPlaceholderData } = query;
  return (
    <section
      aria-label={t('jobs.list.results')}
      aria-busy={isPending || isPlaceholderData}
      className="min-w-0"
    >
      {isPending ? (
        <div role="status" className="flex min-h-60 items-center justify-center gap-3 text-muted-foreground">
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
        <JobPages listing={listing} view={view} title={title} />
      )}
      {footer}
    </section>
  );
}
