import { isCategorySlug } from '../../shared/categories';
import type { ScamSample } from '../../shared/safety/scam-samples';
import type { Database } from './client';
import { scamExamples } from './schema';

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
  const rows = await db
    .select({
      text: scamExamples.text,
      scam: scamExamples.scam,
      dailySalary: scamExamples.dailySalary,
      currency: scamExamples.currency,
      category: scamExamples.category,
      citySlug: scamExamples.citySlug,
    })
    .from(scamExamples)
    .orderBy(scamExamples.decidedAt, scamExamples.id);
  return rows.map((row) => ({
    kind: 'job',
    language: guessSampleLanguage(row.text),
    text: row.text,
    ...(row.dailySalary !== null && row.currency !== null
      ? { pay: { amount: row.dailySalary, currency: row.currency } }
      : {}),
    ...(row.category !== null && isCategorySlug(row.category) ? { category: row.category } : {}),
    ...(row.citySlug !== null ? { city: row.citySlug } : {}),
    scam: row.scam,
  }));
}
