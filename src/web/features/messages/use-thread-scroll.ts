import { useEffect, useLayoutEffect, useRef, type UIEvent } from 'react';
import { isMine, itemKey, type ThreadItem } from './bubble';

/**
 * Scroll anchoring: start at the bottom, stay there as messages arrive (unless reading older ones, or
 * the new one is mine), keep the place when older messages are added above.
 */
export function useScrollAnchor(items: readonly ThreadItem[]) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstKey?: string; lastKey?: string; height: number }>({ height: 0 });
  const firstKey = items[0] ? itemKey(items[0]) : undefined;
  const lastItem = items.at(-1);
  const lastKey = lastItem ? itemKey(lastItem) : undefined;
  const lastIsMine = lastItem ? isMine(lastItem) : false;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.lastKey === undefined || (lastKey !== before.lastKey && (atBottom.current || lastIsMine))) {
      element.scrollTop = element.scrollHeight;
    } else if (firstKey !== before.firstKey && lastKey === before.lastKey) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    previous.current = { firstKey, lastKey, height: element.scrollHeight };
  }, [firstKey, lastKey, lastIsMine]);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 120;
  };
  return { scroller, onScroll };
}

/** The thread's older pages, as the infinite query gives them. */
export interface OlderPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Paging: older messages load when the returned sentinel (the top of the thread) comes into view. */
export function useLoadOlderInView({ hasNextPage, isFetchingNextPage, fetchNextPage }: OlderPages) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return sentinel;
}
