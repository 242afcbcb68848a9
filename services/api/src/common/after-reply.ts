import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';

/**
 * Work done once the request has been answered (a reset mail), so the answer neither waits for it
 * nor tells by its timing whether there was any; failures are logged (docs/security.md, Reset mail).
 */
@Injectable()
export class AfterReply implements OnApplicationShutdown {
  private readonly logger = new Logger('AfterReply');
  private readonly pending = new Set<Promise<void>>();

  run(what: string, task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.logger.error(`${what} failed: ${(error as Error).message}`))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves once every task queued so far has finished (at shutdown, and for the tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  onApplicationShutdown(): Promise<void> {
    return this.idle();
  }
}
