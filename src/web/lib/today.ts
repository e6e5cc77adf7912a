import { useBrowserValue } from './browser-value';

const pad = (value: number) => String(value).padStart(2, '0');

/** The browser's own calendar date "YYYY-MM-DD" (its time zone), e.g. for work dates and day filters. */
export function browserToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Today in the browser's time zone, or '' on the server and while a server-rendered page hydrates (the
 * server does not know the visitor's zone), so labels such as "Tomorrow" never mismatch on hydration.
 */
export function useBrowserToday(): string {
  return useBrowserValue(browserToday, '');
}
