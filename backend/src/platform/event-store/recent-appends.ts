import type { RecordedEvent } from './event-envelope';

/** Enough for a subscription that is a few batches behind; one further back reads the file. */
const KEPT_EVENTS = 2000;

/**
 * The events this process has just written, in position order with no gap, so that a subscription
 * following the log live reads them from memory instead of reading back what it wrote a moment ago.
 * Positions that came from another process, or a gap of any kind, start the run afresh; a read that
 * does not begin inside the run answers nothing, and the caller reads the file.
 *
 * Subscribers of one store share the event objects handed out here, as they are frozen nowhere:
 * consumers treat events as read-only (a projection's evolve builds its own rows).
 */
export class RecentAppends {
  private run: RecordedEvent[] = [];

  /** Events written together, positions ascending. */
  add(events: readonly RecordedEvent[]): void {
    for (const event of events) {
      const tail = this.run[this.run.length - 1];
      if (tail !== undefined && event.position !== tail.position + 1) this.run = [];
      this.run.push(event);
    }
    if (this.run.length > 2 * KEPT_EVENTS) this.run = this.run.slice(-KEPT_EVENTS);
  }

  /** Forgets the run: a write was made that it does not hold. */
  clear(): void {
    this.run = [];
  }

  /** The position of the last event written here, if any is held. */
  lastPosition(): number | undefined {
    return this.run[this.run.length - 1]?.position;
  }

  /** Up to `maxCount` events after `after`, or undefined when the run does not hold the very next one. */
  after(after: number, maxCount: number): RecordedEvent[] | undefined {
    const first = this.run[0];
    if (first === undefined) return undefined;
    const start = after + 1 - first.position;
    if (start < 0 || start >= this.run.length) return undefined;
    return this.run.slice(start, start + maxCount);
  }
}
