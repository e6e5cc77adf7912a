/**
 * A tel: address for a phone number: digits and a leading plus only. On its own, without zod: the job
 * card (on every first page) uses it, and src/shared/identifiers.ts would bring zod's 25 KB along.
 */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
