import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';

/** Messages handled at once in this process; the rest wait their turn in arrival order. */
const CONCURRENCY = 4;
/** How long a graceful stop waits for the work in hand; what is left is picked up at the next start. */
const DRAIN_MS = 10_000;

/**
 * The work behind an answered webhook. Twilio has its empty TwiML already and the message is in
 * the log; handling every message at once would interleave hundreds of reads and appends on the
 * one event loop and hold up the next webhooks' answers, so a few run at a time and the others
 * wait here, in order. Work is keyed by message, so the start-up pass never queues one twice.
 */
@Injectable()
export class InboundQueue implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Assistant');
  private readonly waiting: { key: string | null; work: () => Promise<unknown> }[] = [];
  private readonly keys = new Set<string>();
  private running = 0;
  private idle: (() => void) | null = null;

  push(work: () => Promise<unknown>, key: string | null = null): void {
    if (key !== null) {
      if (this.keys.has(key)) return;
      this.keys.add(key);
    }
    this.waiting.push({ key, work });
    // After the answer has gone: the webhook's reply is written before any of this work begins.
    setImmediate(() => this.next());
  }

  /** Work for this message is waiting or running here. */
  holds(key: string): boolean {
    return this.keys.has(key);
  }

  get backlog(): number {
    return this.waiting.length + this.running;
  }

  /** A graceful stop (SIGTERM) finishes what it can before the stores close. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.backlog === 0) return;
    const drained = new Promise<void>((resolve) => (this.idle = resolve));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, DRAIN_MS)));
    await Promise.race([drained, timeout]);
    clearTimeout(timer);
    this.waiting.length = 0;
    if (this.backlog > 0) this.logger.warn({ left: this.backlog }, 'Stopped with inbound work in hand; the next start picks it up');
  }

  private next(): void {
    while (this.running < CONCURRENCY && this.waiting.length > 0) {
      const { key, work } = this.waiting.shift() as { key: string | null; work: () => Promise<unknown> };
      this.running += 1;
      void work()
        .catch((error: unknown) => this.logger.error({ err: error }, 'An inbound message could not be handled'))
        .finally(() => {
          this.running -= 1;
          if (key !== null) this.keys.delete(key);
          this.next();
          if (this.backlog === 0) this.idle?.();
        });
    }
  }
}
