import { useEffect } from 'react';
import { getConfig } from './config';

/**
 * Sets document.title on client-side navigation ("{title} | {siteName}"). The server renders the head of
 * the first page; this keeps the tab title true after in-app navigation. `full` uses the title as it is.
 */
export function usePageTitle(title: string | undefined, options: { full?: boolean } = {}): void {
  const full = options.full ?? false;
  useEffect(() => {
    if (!title) return;
    document.title = full ? title : `${title} | ${getConfig().brand.siteName}`;
  }, [title, full]);
}
