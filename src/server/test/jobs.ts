import type { Database } from '../db/client';
import { derivedJobColumns } from '../db/job-columns';
import { jobs } from '../db/schema';
import type { CategorySlug, Timing, Urgency } from '../../shared/categories';
import { findCityBySlug } from '../../shared/geo';
import { normalizePhone } from '../../shared/identifiers';
import { jobExpiry } from '../../shared/jobs';

export interface TestJobSpec {
  /** A built-in city slug. */
  city: string;
  title?: string;
  description?: string;
  category?: CategorySlug;
  dailySalary?: number;
  timing?: Timing | null;
  urgency?: Urgency;
  status?: 'active' | 'closed' | 'expired';
  createdAt: Date;
  expiresAt?: Date;
  userId?: string | null;
  isDemo?: boolean;
}

/** Inserts jobs straight into the database (normalised like the API does); returns their ids in order. */
export async function insertJobs(db: Database, specs: readonly TestJobSpec[]): Promise<number[]> {
  if (specs.length === 0) return [];
  const rows = specs.map((spec) => {
    const city = findCityBySlug(spec.city);
    if (!city) throw new Error(`not a built-in city: ${spec.city}`);
    const category = spec.category ?? 'other';
    const title = spec.title ?? `Helper needed in ${city.name}`;
    const description = spec.description ?? 'General help for a day, payment in cash every evening.';
    const urgency = spec.urgency ?? 'normal';
    return {
      ...derivedJobColumns(city, { title, description, category, urgency }),
      userId: spec.userId ?? null,
      title,
      category,
      dailySalary: spec.dailySalary ?? 600,
      description,
      phone: '98765 43210',
      phoneE164: normalizePhone('98765 43210', city.country),
      timing: spec.timing ?? null,
      urgency,
      status: spec.status ?? 'active',
      isDemo: spec.isDemo ?? false,
      createdAt: spec.createdAt,
      updatedAt: spec.createdAt,
      expiresAt: spec.expiresAt ?? jobExpiry(spec.createdAt),
    };
  });
  const inserted: number[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const batch = await db
      .insert(jobs)
      .values(rows.slice(start, start + 500))
      .returning({ id: jobs.id });
    inserted.push(...batch.map((row) => row.id));
  }
  return inserted;
}
