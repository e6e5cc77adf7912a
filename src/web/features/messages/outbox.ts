import { useSyncExternalStore } from 'react';

/** A message on its way: shown at once, then replaced by the stored one, or kept with a Retry. */
export interface Outgoing {
  /** Whose message it is: on a shared phone, another account never sees (or sends) it. */
  userId: string;
  clientId: string;
  conversationId: number;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why it failed, for people. */
  error?: string;
}

const STORAGE_KEY = 'dailywork.outbox';

/** 16 random bytes as base64url: a clientId the server accepts (works on plain http too). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Messages not yet confirmed by the server, kept in this browser (localStorage) so a reload or a lost
 * connection never loses what someone wrote: after a reload they show as not sent, with Retry.
 */
class Outbox {
  private items: Outgoing[] = [];
  private loaded = false;
  private readonly listeners = new Set<() => void>();

  private load(): void {
    if (this.loaded) return;
    this.loaded = true;
    try {
      const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as Outgoing[];
      // Whatever was on its way when the page closed may or may not have arrived: offer a retry
      // (the same clientId is stored once).
      this.items = Array.isArray(saved) ? saved.map((item) => ({ ...item, status: 'failed' as const })) : [];
    } catch {
      this.items = [];
    }
  }

  private save(next: Outgoing[]): void {
    this.items = next;
    try {
      if (next.length > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // storage may be unavailable; the outbox still works for this visit
    }
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  all = (): Outgoing[] => {
    this.load();
    return this.items;
  };

  put(item: Outgoing): void {
    this.load();
    this.save([...this.items.filter((other) => other.clientId !== item.clientId), item]);
  }

  update(clientId: string, changes: Partial<Outgoing>): void {
    this.load();
    this.save(this.items.map((item) => (item.clientId === clientId ? { ...item, ...changes } : item)));
  }

  remove(clientIds: readonly string[]): void {
    this.load();
    if (!this.items.some((item) => clientIds.includes(item.clientId))) return;
    this.save(this.items.filter((item) => !clientIds.includes(item.clientId)));
  }
}

export const outbox = new Outbox();

const EMPTY: Outgoing[] = [];

/** The user's outgoing messages in one conversation, oldest first. */
export function useOutgoing(userId: string, conversationId: number): Outgoing[] {
  const all = useSyncExternalStore(outbox.subscribe, outbox.all, () => EMPTY);
  return all.filter((item) => item.userId === userId && item.conversationId === conversationId);
}
