/**
 * Long-lived connections (WebSockets, event streams). On shutdown each is asked to finish
 * (a close frame, a final event) before the server and the database close.
 */
export class LiveConnections {
  private readonly closers = new Set<() => void | Promise<void>>();

  track(close: () => void | Promise<void>): () => void {
    this.closers.add(close);
    return () => this.closers.delete(close);
  }

  get size(): number {
    return this.closers.size;
  }

  async drain(): Promise<void> {
    const closers = [...this.closers];
    this.closers.clear();
    await Promise.allSettled(closers.map((close) => Promise.resolve(close())));
  }
}
