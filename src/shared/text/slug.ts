/** City slug per spec: the lower-cased city with spaces turned into hyphens. */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Turns a slug back into a title-cased name (hyphens become spaces). */
export function titleCaseSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
