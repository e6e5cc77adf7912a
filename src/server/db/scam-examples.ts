import { sql } from 'drizzle-orm';
import { isCategorySlug } from '../../shared/categories';
import type { ScamSample } from '../../shared/safety/scam-samples';
import { queryRows, type Database } from './client';

const DEVANAGARI = /[\u0900-\u097f]/u;
const HINGLISH_WORDS =
  /(?<![\p{L}])(?:hai|hain|ka|ki|ke|karo|karna|karein|kaam|aur|mein|se|ko|nahi|chahiye|din|roz|paise|bhejo|lagega|lagegi|hoga|hogi|milega|wala|wali|aap|aapka|kal|abhi|pehle|baad)(?![\p{L}])/giu;

/** The language of a moderated text, for the per-language figures: Devanagari, Hindi words in Latin letters, or English. */
export function guessSampleLanguage(text: string): ScamSample['language'] {
  if (DEVANAGARI.test(text)) return 'hi';
  return (text.match(HINGLISH_WORDS) ?? []).length >= 2 ? 'hinglish' : 'en';
}

/**
 * The moderators' decisions kept in `scam_examples` (decision 0023) as labelled samples, oldest first:
 * `npm run scams:export` writes them to src/shared/safety/scam-samples-moderated.json for training.
 */
export async function loadScamExamples(db: Database): Promise<ScamSample[]> {
  const rows = await queryRows<{
    text: string;
    scam: boolean;
    daily_salary: number | null;
    currency: 'INR' | 'USD' | null;
    category: string | null;
    city_slug: string | null;
  }>(
    db,
    sql`select text, scam, daily_salary, currency, category, city_slug from scam_examples order by decided_at, id`,
  );
  return rows.map((row) => ({
    kind: 'job',
    language: guessSampleLanguage(row.text),
    text: row.text,
    ...(row.daily_salary !== null && row.currency !== null
      ? { pay: { amount: Number(row.daily_salary), currency: row.currency } }
      : {}),
    ...(row.category !== null && isCategorySlug(row.category) ? { category: row.category } : {}),
    ...(row.city_slug !== null ? { city: row.city_slug } : {}),
    scam: row.scam,
  }));
}
