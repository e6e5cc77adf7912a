/** Pure messaging rules shared by the web app and the server's tests. */

/**
 * A thread after `incoming` arrived (live, from a catch-up page or an older page): every message once,
 * ascending by id. The same message from two sources (the socket and a catch-up fetch) counts once.
 */
export function mergeMessages<T extends { id: number }>(thread: readonly T[], incoming: readonly T[]): T[] {
  if (incoming.length === 0) return thread as T[];
  const byId = new Map<number, T>();
  for (const message of thread) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
