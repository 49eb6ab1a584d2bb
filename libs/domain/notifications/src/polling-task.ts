import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

/**
 * A worker's task that runs every `intervalMs` (and at start when `runAtStart`), one run at a time;
 * a failed run is logged and the next one tries again. Stopping the process waits for the run.
 */
export abstract class PollingTask implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(this.constructor.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  protected constructor(
    private readonly intervalMs: number,
    private readonly failure: string,
    private readonly runAtStart = false,
  ) {}

  protected abstract run(): Promise<unknown>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    if (this.runAtStart) void this.tick();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.run()
      .catch((error: unknown) => this.logger.error({ err: error }, this.failure))
      .finally(() => (this.running = null));
    await this.running;
  }
}
