import { SEARCH_WORD_MIN_LENGTH } from './limits';

/**
 * The words of a free-text search (spec 5): split on whitespace, lower-cased, words of 2 or fewer
 * characters ignored, duplicates removed. A job matches if ANY word appears in its search text.
 */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= SEARCH_WORD_MIN_LENGTH);
  return [...new Set(words)];
}

/** The precomputed, lower-cased text a job is searched by: title, description, location, category label. */
export function jobSearchText(job: {
  title: string;
  description: string;
  location: string;
  categoryLabel: string;
}): string {
  return [job.title, job.description, job.location, job.categoryLabel].join('\n').toLowerCase();
}
