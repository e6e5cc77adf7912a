import { sql } from 'drizzle-orm';
import type { AlertSearch } from '../../../shared/alerts';
import type { CategorySlug } from '../../../shared/categories';
import type { CountryCode } from '../../../shared/geo';
import type { JobStatus } from '../../../shared/jobs';

/** What the alerts repos share: the alert and job row shapes and how SQL rows become them. */

export interface AlertRecord extends AlertSearch {
  id: number;
  userId: string;
  createdAt: string;
}

export interface RawAlert {
  id: number | string;
  user_id: string;
  country: CountryCode;
  city: string | null;
  category: string | null;
  min_pay: number | null;
  words: string | null;
  created_at: string | Date;
}

export const iso = (value: string | Date) => new Date(value).toISOString();

export function toAlertRecord(row: RawAlert): AlertRecord {
  return {
    id: Number(row.id),
    userId: row.user_id,
    country: row.country,
    city: row.city,
    category: row.category,
    minPay: row.min_pay === null ? null : Number(row.min_pay),
    words: row.words,
    createdAt: iso(row.created_at),
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

/** `a, b, c` of SQL parameters, for `in (…)`. */
export const sqlList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The job columns of a jobs row aliased j, read back by toNotifiedJob. */
export const JOB_COLUMNS =
  sql.raw(`j.id as job_id, j.title, j.category, j.location, j.city, j.country, j.daily_salary,
  j.currency, j.status, j.expires_at, j.created_at as job_created_at`);

export interface RawJob {
  job_id: number | string | null;
  title: string | null;
  category: CategorySlug | null;
  location: string | null;
  city: string | null;
  country: CountryCode | null;
  daily_salary: number | string | null;
  currency: 'INR' | 'USD' | null;
  status: JobStatus | null;
  expires_at: string | Date | null;
  job_created_at: string | Date | null;
}

/** The job of a row with JOB_COLUMNS; null when the row has none (a left join found no job). */
export function toNotifiedJob(row: RawJob): NotifiedJob | null {
  if (row.job_id === null || row.status === null) return null;
  return {
    id: Number(row.job_id),
    title: row.title ?? '',
    category: row.category as CategorySlug,
    location: row.location ?? '',
    city: row.city ?? '',
    country: row.country as CountryCode,
    dailySalary: Number(row.daily_salary),
    currency: row.currency as 'INR' | 'USD',
    status: row.status,
    expiresAt: iso(row.expires_at as string),
    createdAt: iso(row.job_created_at as string),
  };
}
