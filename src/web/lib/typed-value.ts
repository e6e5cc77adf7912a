import { useLayoutEffect, useRef } from 'react';

/**
 * For a controlled input on a server-rendered page: what the person typed before the script took the
 * page over. Hydration keeps the text in the input but not in the state, which would then wipe it;
 * this hands it to `adopt` once, as the page is taken over. Returns the ref to put on the input.
 */
export function useTypedBeforeHydration<Element extends HTMLInputElement | HTMLTextAreaElement>(
  adopt: (typed: string) => void,
) {
  const ref = useRef<Element>(null);
  const adoptRef = useRef(adopt);
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed) adoptRef.current(typed);
  }, []);
  return ref;
}
