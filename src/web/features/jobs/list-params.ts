import { FILTER_JOB_TYPES, PAY_BANDS, TIMINGS, type Timing } from '../../../shared/categories';
import type { CurrencyCode } from '../../../shared/geo';
import { WORK_WHEN, type WorkWhen } from '../../../shared/shifts';

/** The listing's sort orders (the contract's JOB_SORTS, kept here so the list page carries no zod). */
export const SORTS = ['newest', 'pay-desc', 'pay-asc'] as const;
export type Sort = (typeof SORTS)[number];

export interface ListFilters {
  /** FILTER_JOB_TYPES ids. */
  types: string[];
  /** PAY_BANDS ids of the listing's currency. */
  pay: string[];
  timing: Timing[];
  /** Work today, tomorrow or this week (?when=), counted from the browser's today. */
  when: WorkWhen | null;
  /** Paid the same day (?payTiming=same-day). */
  sameDayPay: boolean;
}

export const NO_FILTERS: ListFilters = { types: [], pay: [], timing: [], when: null, sameDayPay: false };
export const SAME_DAY_PAY = 'same-day';

function csv(params: URLSearchParams, key: string): string[] {
  const value = params.get(key);
  return value ? [...new Set(value.split(',').map((item) => item.trim()))].filter(Boolean) : [];
}

/**
 * The filters kept in the URL (?types=&pay=&timing=&when=&payTiming=same-day), unknown ids dropped: a pay band of the other
 * currency (after the visitor switched country) is simply not applied.
 */
export function readFilters(params: URLSearchParams, currency: CurrencyCode): ListFilters {
  const typeIds = new Set(FILTER_JOB_TYPES.map((type) => type.id));
  const bandIds = new Set(PAY_BANDS[currency].map((band) => band.id));
  return {
    types: csv(params, 'types').filter((id) => typeIds.has(id)),
    pay: csv(params, 'pay').filter((id) => bandIds.has(id)),
    timing: csv(params, 'timing').filter((id): id is Timing => (TIMINGS as readonly string[]).includes(id)),
    when: WORK_WHEN.find((when) => when === params.get('when')) ?? null,
    sameDayPay: params.get('payTiming') === SAME_DAY_PAY,
  };
}

export function readSort(params: URLSearchParams): Sort {
  const value = params.get('sort');
  return SORTS.find((sort) => sort === value) ?? 'newest';
}

export function countFilters(filters: ListFilters): number {
  return (
    filters.types.length +
    filters.pay.length +
    filters.timing.length +
    (filters.when ? 1 : 0) +
    (filters.sameDayPay ? 1 : 0)
  );
}

/** A copy of `params` with the filters replaced (empty lists removed). Other parameters are kept. */
export function writeFilters(params: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['types', 'pay', 'timing'] as const) {
    if (filters[key].length > 0) next.set(key, filters[key].join(','));
    else next.delete(key);
  }
  if (filters.when) next.set('when', filters.when);
  else next.delete('when');
  if (filters.sameDayPay) next.set('payTiming', SAME_DAY_PAY);
  else next.delete('payTiming');
  return next;
}

/** A copy of `params` with the sort replaced (newest, the default, leaves the URL clean). */
export function writeSort(params: URLSearchParams, sort: Sort): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === 'newest') next.delete('sort');
  else next.set('sort', sort);
  return next;
}
