import { useEffect } from 'react';
import { getConfig } from './config';

/** "(3) " before the title while there are unread messages. */
const COUNT_PREFIX = /^\(\d+\+?\) /;
let titleCount = 0;

function applyTitle(title: string): void {
  const bare = title.replace(COUNT_PREFIX, '');
  document.title = titleCount > 0 ? `(${titleCount > 99 ? '99+' : titleCount}) ${bare}` : bare;
}

/** Shows the unread count in the browser tab's title ("(3) Messages | DailyWork"); 0 removes it. */
export function setTitleCount(count: number): void {
  if (typeof document === 'undefined' || count === titleCount) return;
  titleCount = count;
  applyTitle(document.title);
}

/**
 * Sets document.title on client-side navigation ("{title} | {siteName}"). The server renders the head of
 * the first page; this keeps the tab title true after in-app navigation. `full` uses the title as it is.
 */
export function usePageTitle(title: string | undefined, options: { full?: boolean } = {}): void {
  const full = options.full ?? false;
  useEffect(() => {
    if (!title) return;
    applyTitle(full ? title : `${title} | ${getConfig().brand.siteName}`);
  }, [title, full]);
}
