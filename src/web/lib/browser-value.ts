import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A fixed fact only the browser knows (a feature check such as navigator.share): `serverValue` on the
 * server and while a server-rendered page hydrates, then the browser's answer, without a hydration mismatch.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
