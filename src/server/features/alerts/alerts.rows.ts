import { sql } from 'drizzle-orm';
import type { AlertSearch } from '../../../shared/alerts';
import { isCategorySlug, type CategorySlug } from '../../../shared/categories';
import type { CountryCode } from '../../../shared/geo';
import type { JobStatus } from '../../../shared/jobs';
import type { jobAlerts } from '../../db/schema';
import { jobs } from '../../db/schema';

/** What the alerts repos share: the alert and job row shapes and how rows become them. */

export interface AlertRecord extends AlertSearch {
  id: number;
  userId: string;
  createdAt: string;
}

/** A job_alerts row as the typed query builder returns it. */
export type AlertRow = typeof jobAlerts.$inferSelect;

export function toAlertRecord(row: AlertRow): AlertRecord {
  return {
    id: row.id,
    userId: row.userId,
    country: row.country,
    city: row.city,
    category: row.category,
    minPay: row.minPay,
    words: row.words,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A job as a notification or an email shows it. */
export interface NotifiedJob {
  id: number;
  title: string;
  category: CategorySlug;
  location: string;
  city: string;
  country: CountryCode;
  dailySalary: number;
  currency: 'INR' | 'USD';
  status: JobStatus;
  expiresAt: string;
  createdAt: string;
}

/** The jobs columns a notification or an email reads (a typed select), read back by toNotifiedJob. */
export const notifiedJobColumns = {
  id: jobs.id,
  title: jobs.title,
  category: jobs.category,
  location: jobs.location,
  city: jobs.city,
  country: jobs.country,
  dailySalary: jobs.dailySalary,
  currency: jobs.currency,
  status: jobs.status,
  expiresAt: jobs.expiresAt,
  createdAt: jobs.createdAt,
};

type NotifiedJobRow = { [K in keyof typeof notifiedJobColumns]: (typeof notifiedJobColumns)[K]['_']['data'] };

export function toNotifiedJob(row: NotifiedJobRow): NotifiedJob {
  const { category } = row;
  // Jobs are written through the jobs contract, whose categories are the known slugs.
  if (!isCategorySlug(category))
    throw new Error(`job ${row.id} has an unknown category: ${String(category)}`);
  return {
    ...row,
    category,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** `a, b, c` of SQL parameters, for `in (…)`. */
export const sqlList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
