import { PREFERENCE_MAX_AGE_SECONDS } from '../../shared/preferences';

/** Tells the server a choice (country, language) so the next page it renders uses it. */
export function setPreferenceCookie(name: string, value: string): void {
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_MAX_AGE_SECONDS}; samesite=lax`;
  } catch {
    // cookies unavailable: the server renders the default and the page corrects itself after loading
  }
}
