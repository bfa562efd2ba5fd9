import { Inject, Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';

export interface LogFilter {
  stream?: string;
  type?: string;
}

export interface LogPage {
  events: RecordedEvent[];
  total: number;
}

/** Events read per store call while scanning; small enough that other requests get a turn between pages. */
const SCAN_PAGE = 2000;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Pages through the event log itself rather than a copy of it. A projection of every event's
 * metadata would double the log's footprint in memory (embedded mode) and need a list of every
 * event type, which each new feature would have to remember to extend; the log already has what
 * the console needs, indexed by position and by stream.
 *
 * - one stream: read the stream (indexed), newest first;
 * - the whole log: when positions run 1, 2, 3… without gaps (the SQLite log), a page is one read at
 *   a computed position, checked to be exactly the expected positions;
 * - otherwise (a type filter, or EventStoreDB's sparse positions): one forward pass over the log,
 *   which costs time in proportion to its length. A backwards read in the EventStore port would
 *   make this a single read too.
 */
@Injectable()
export class EventLogReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async page(filter: LogFilter, descending: boolean, skip: number, take: number): Promise<LogPage> {
    if (filter.stream !== undefined) return this.streamPage(filter.stream, filter.type, descending, skip, take);
    if (filter.type === undefined) {
      const direct = await this.densePage(descending, skip, take);
      if (direct) return direct;
    }
    return this.scanPage(filter.type, descending, skip, take);
  }

  /** The event at a global position, or null. `stream`, when known, is the fallback for stores whose positions cannot be addressed. */
  async at(position: number, stream?: string): Promise<RecordedEvent | null> {
    if (!Number.isSafeInteger(position) || position < 1) return null;
    try {
      const [event] = await this.store.readAll(position - 1, 1);
      if (event?.position === position) return event;
    } catch {
      // EventStoreDB refuses a read from a position that is not an event's; the stream still has it.
    }
    if (stream === undefined) return null;
    return (await this.store.readStream(stream)).find((e) => e.position === position) ?? null;
  }

  async stream(stream: string): Promise<RecordedEvent[]> {
    return this.store.readStream(stream);
  }

  private async streamPage(stream: string, type: string | undefined, descending: boolean, skip: number, take: number): Promise<LogPage> {
    let events = await this.store.readStream(stream);
    if (type !== undefined) events = events.filter((e) => e.type === type);
    if (descending) events.reverse();
    return { events: events.slice(skip, skip + take), total: events.length };
  }

  private async densePage(descending: boolean, skip: number, take: number): Promise<LogPage | null> {
    const head = await this.store.headPosition();
    if (head === 0) return { events: [], total: 0 };
    const [first] = await this.store.readAll(0, 1);
    if (first?.position !== 1) return null;
    const from = Math.max(1, descending ? head - skip - take + 1 : skip + 1);
    const to = Math.min(head, descending ? head - skip : skip + take);
    if (to < from) return { events: [], total: head };
    const events = await this.store.readAll(from - 1, to - from + 1);
    const exact = events.length === to - from + 1 && events[0].position === from && events[events.length - 1].position === to;
    if (!exact) return null;
    if (descending) events.reverse();
    return { events, total: head };
  }

  private async scanPage(type: string | undefined, descending: boolean, skip: number, take: number): Promise<LogPage> {
    const keep = skip + take;
    let kept: RecordedEvent[] = [];
    let total = 0;
    let after = 0;
    for (;;) {
      const page = await this.store.readAll(after, SCAN_PAGE);
      if (page.length === 0) break;
      for (const event of page) {
        if (type !== undefined && event.type !== type) continue;
        total += 1;
        if (descending) {
          kept.push(event);
          // Only the newest `keep` matches can be on the page; trimming in batches keeps this linear.
          if (kept.length >= keep * 2 + SCAN_PAGE) kept = kept.slice(kept.length - keep);
        } else if (total <= keep) {
          kept.push(event);
        }
      }
      after = page[page.length - 1].position;
      await nextTurn();
    }
    if (descending) kept = kept.slice(Math.max(0, kept.length - keep)).reverse();
    return { events: kept.slice(skip, skip + take), total };
  }
}
