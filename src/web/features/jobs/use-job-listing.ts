import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { AlertInput } from '../../../shared/api/alerts';
import { PAY_BANDS } from '../../../shared/categories';
import { COUNTRIES } from '../../../shared/geo/countries';
import { localCityName } from '../../../shared/i18n/place-names';
import { ApiError } from '../../lib/api';
import { useCountry } from '../../lib/country';
import { formatNumber, useIntlLocale } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useBrowserToday } from '../../lib/today';
import { jobListQueryOptions } from './api';
import {
  countFilters,
  NO_FILTERS,
  writeFilters,
  writeSort,
  type ListFilters,
  type Sort,
} from './list-params';
import { builtInCity, listingParams } from './page-data';

/**
 * A listing's state, all of it in the URL: the search, city, category, filters and sort it asks the API
 * for (the pages of one infinite query), and what the page says about them (the count line, the empty
 * state, the search an "Alert me" saves).
 */
export function useJobListing({ citySlug, category }: { citySlug?: string; category?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const { country: visitorCountry } = useCountry();
  const locale = useIntlLocale();
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
  // "Alert me" saves what an alert can hold: the city, one category (the page's, or a single job type),
  // pay at least (the lowest chosen pay band) and the search words.
  const lowestPay = Math.min(
    ...PAY_BANDS[currency].filter((band) => filters.pay.includes(band.id)).map((band) => band.min),
  );
  const alertSearch: AlertInput = {
    country,
    city: cityText ?? null,
    category: category ?? (filters.types.length === 1 ? filters.types[0] : null),
    minPay: Number.isFinite(lowestPay) && lowestPay > 0 ? lowestPay : null,
    words: search || null,
  };
  const options = jobListQueryOptions(params);
  const query = useInfiniteQuery(options);
  const { data, error } = query;

  useEffect(() => {
    // Spec 8: a failed fetch is logged only and the list stays as it was.
    if (error) console.error('Could not load jobs:', error);
  }, [error]);

  const applyFilters = (next: ListFilters) => setSearchParams(writeFilters(searchParams, next));

  const jobs = data?.pages.flatMap((page) => page.jobs) ?? [];
  const first = data?.pages[0];
  const listedCity = first?.city ?? knownCity;
  const cityName = listedCity ? localCityName(t, listedCity.slug, listedCity.name) : (cityText ?? '');

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

  /** After a failed "Load more": a cursor the server no longer takes starts the list again. */
  const retryMore = () => {
    if (error instanceof ApiError && error.code === 'invalid_cursor') {
      void queryClient.resetQueries({ queryKey: options.queryKey });
    } else {
      void query.fetchNextPage();
    }
  };

  return {
    query,
    sort,
    changeSort: (next: Sort) => setSearchParams(writeSort(searchParams, next)),
    filters,
    filterCount: countFilters(filters),
    applyFilters,
    clearFilters: () => applyFilters(NO_FILTERS),
    /** Remounts the filter form when the applied filters change, so it starts again from the URL. */
    filterKey: `${currency}|${filters.types.join()}|${filters.pay.join()}|${filters.timing.join()}|${filters.when ?? ''}|${filters.sameDayPay}`,
    currency,
    knownCity,
    alertSearch,
    countLine,
    empty,
    ownJobs: jobs.filter((job) => !job.nearby),
    nearbyJobs: jobs.filter((job) => job.nearby),
    stateGroup: first?.city?.stateGroup ?? knownCity?.stateGroup ?? '',
    retryMore,
  };
}

export type JobListing = ReturnType<typeof useJobListing>;
