import { Injectable, Logger } from '@nestjs/common';
import { loggedError } from '../../../platform/logging/provider-error';

/** Messages handled at once in this process; the rest wait their turn in arrival order. */
const CONCURRENCY = 4;

/**
 * The work behind an answered webhook. Twilio has its empty TwiML already; handling every message
 * at once would interleave hundreds of reads and appends on the one event loop and hold up the
 * next webhooks' answers, so a few run at a time and the others wait here, in order.
 */
@Injectable()
export class InboundQueue {
  private readonly logger = new Logger('Assistant');
  private readonly waiting: (() => Promise<unknown>)[] = [];
  private running = 0;

  push(work: () => Promise<unknown>): void {
    this.waiting.push(work);
    // After the answer has gone: the webhook's reply is written before any of this work begins.
    setImmediate(() => this.next());
  }

  get backlog(): number {
    return this.waiting.length + this.running;
  }

  private next(): void {
    while (this.running < CONCURRENCY && this.waiting.length > 0) {
      const work = this.waiting.shift() as () => Promise<unknown>;
      this.running += 1;
      void work()
        .catch((error: unknown) => this.logger.error({ err: loggedError(error) }, 'An inbound message could not be handled'))
        .finally(() => {
          this.running -= 1;
          this.next();
        });
    }
  }
}
