import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after a response has gone (emails about new messages, ...). A failure is logged, never
 * thrown; shutdown and tests wait for what is in flight with settled().
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, work: () => Promise<void>): void {
    const task: Promise<void> = work()
      .catch((error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves when every task started so far (and any they started) has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
