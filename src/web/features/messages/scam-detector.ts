import { useSyncExternalStore } from 'react';
import type * as ScamDetectorModule from '../../../shared/safety/scam-detector';

type DetectScam = typeof ScamDetectorModule.detectScam;

/**
 * The scam detector (its patterns and model, most of the messages page's code) loads beside the thread
 * instead of with the page: a conversation opens without waiting for it, and a warning appears under
 * a message as soon as it is here. Once loaded it stays.
 */
let detectScam: DetectScam | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadDetector(): void {
  loading ??= import('../../../shared/safety/scam-detector').then(
    (module) => {
      detectScam = module.detectScam;
      for (const listener of listeners) listener();
    },
    // Offline: no warnings this time; the next thread tries again.
    () => {
      loading = undefined;
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadDetector();
  return () => listeners.delete(listener);
}

/** Whether a message asks for money or to go elsewhere; undefined until the detector is here. */
export function useScamCheck(): ((text: string) => boolean) | undefined {
  const detect = useSyncExternalStore(
    subscribe,
    () => detectScam,
    () => undefined,
  );
  return detect ? (text) => detect({ kind: 'message', text }).level !== 'none' : undefined;
}
