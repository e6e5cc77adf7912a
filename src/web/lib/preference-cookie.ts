import { preferenceCookie } from '../../shared/preferences';

/** Tells the server a choice (country, language) so the next page it renders uses it. */
export function setPreferenceCookie(name: string, value: string): void {
  try {
    document.cookie = preferenceCookie(name, value);
  } catch {
    // cookies unavailable: the server renders the default and the page corrects itself after loading
  }
}
