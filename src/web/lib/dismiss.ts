import { useEffect, useId, useRef } from 'react';

/**
 * A pop-up menu's closing rules: a pointer down outside `rootRef` closes it; Escape closes it and gives
 * focus back to `buttonRef` (the button that opened it).
 */
export function useDismiss<
  Root extends HTMLElement = HTMLDivElement,
  Opener extends HTMLElement = HTMLButtonElement,
>(open: boolean, close: () => void) {
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<Opener>(null);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeRef.current();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  return { rootRef, buttonRef };
}

/**
 * A menu button and the panel it opens: `useDismiss`'s closing rules, the button's props that say whether
 * the panel is open and which it is (`aria-expanded`, `aria-controls`), and the panel's, hidden while closed.
 */
export function useMenuDisclosure(open: boolean, close: () => void) {
  const panelId = useId();
  const { rootRef, buttonRef } = useDismiss(open, close);
  return {
    rootRef,
    buttonProps: { ref: buttonRef, type: 'button', 'aria-expanded': open, 'aria-controls': panelId } as const,
    panelProps: { id: panelId, hidden: !open },
  };
}
