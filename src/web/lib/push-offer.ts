/**
 * The one-time offer of notifications (issue #24 item 1): after a person sends their first message or
 * saves their first alert, never on page load, once per browser, and only while the browser has not been
 * asked yet. This module is tiny; the offer itself is its own chunk.
 */
const OFFERED_KEY = 'dw-push-offered';

export function offerPushOnce(): void {
  try {
    if (!('PushManager' in window) || !('Notification' in window)) return;
    if (Notification.permission !== 'default' || localStorage.getItem(OFFERED_KEY)) return;
    localStorage.setItem(OFFERED_KEY, new Date().toISOString());
  } catch {
    return; // storage unavailable: no offer rather than one on every send
  }
  void import('./push-offer-toast').then(
    (module) => module.showPushOffer(),
    () => localStorage.removeItem(OFFERED_KEY),
  );
}
