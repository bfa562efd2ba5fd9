import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendExpectedRevision,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  type JSONType,
  jsonEvent,
  NO_STREAM,
  type ReadAllOptions,
  type ReadPosition,
  StreamNotFoundError,
} from '@eventstore/db-client';
import { Logger } from '@nestjs/common';
import type { NewEvent, RecordedEvent } from './event-envelope';
import type { AllSubscription, AppendResult, EventStore, ExpectedRevision, SubscribeOptions } from './event-store.port';
import { isSystemEvent, toPositionNumber, toReadPosition, toRecorded, translateError } from './esdb-mapping';
import { startEsdbSubscription } from './esdb-subscription';

const DEFAULT_DEADLINE_MS = 5000;

/** Largest page asked of the server in one $all read. */
const PAGE = 1000;

function toExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  return BigInt(expected);
}

/**
 * The client of this major version only knows the esdb:// schemes; KurrentDB speaks the same gRPC
 * protocol, so its kurrentdb:// connection strings are accepted by renaming the scheme.
 */
function toClientConnectionString(url: string): string {
  const renamed = url.replace(/^kurrentdb(\+discover)?:\/\//, (_, discover: string | undefined) => `esdb${discover ?? ''}://`);
  // Every call but a subscription ends within a few seconds when the server does not answer (the
  // client's own default is 10 s): the request gets its 503 instead of waiting. A URL may set its own.
  if (/[?&]defaultDeadline=/i.test(renamed)) return renamed;
  return `${renamed}${renamed.includes('?') ? '&' : '?'}defaultDeadline=${DEFAULT_DEADLINE_MS}`;
}

/**
 * The cluster-mode event store: EventStoreDB / KurrentDB over gRPC. Optimistic concurrency and
 * idempotence (by event id) are the server's; `metadata.eventId` is the event id, so a retried
 * append of the same events is answered as the first one and writes nothing.
 */
export class EsdbEventStore implements EventStore {
  readonly kind = 'esdb' as const;
  private readonly client: EventStoreDBClient;
  private readonly logger = new Logger('EventStoreDB');
  private readonly subscriptions = new Set<AllSubscription>();

  constructor(url: string) {
    this.client = EventStoreDBClient.connectionString(toClientConnectionString(url));
  }

  async append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const payload = events.map((event) =>
      jsonEvent({
        id: event.metadata.eventId,
        type: event.type,
        data: event.data as JSONType,
        metadata: event.metadata as unknown as JSONType,
      }),
    );
    let result;
    try {
      result = await this.client.appendToStream(streamId, payload, { expectedRevision: toExpected(expected) });
    } catch (error) {
      throw translateError(error, streamId, expected);
    }
    const nextRevision = Number(result.nextExpectedRevision);
    const position = result.position ? toPositionNumber(result.position) : await this.positionOf(streamId, nextRevision);
    return { nextRevision, position };
  }

  /**
   * The server leaves out the position when it answers an idempotent re-append it cannot place;
   * the stored event still has one. Falls back to the head, which is never before it.
   */
  private async positionOf(streamId: string, revision: number): Promise<number> {
    const found: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: BigInt(revision), maxCount: 1, direction: FORWARDS })) {
        const event = toRecorded(resolved);
        if (event) found.push(event);
      }
    } catch (error) {
      throw translateError(error, streamId);
    }
    const position = found[0]?.position ?? 0;
    return position > 0 ? position : this.headPosition();
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS })) {
        const event = toRecorded(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw translateError(error, streamId);
    }
    return events;
  }

  /**
   * Reads forwards from the event at `after` (the server's start is inclusive, so that event is
   * skipped) and leaves out system events, paging until `maxCount` application events are found or
   * the log ends. `after` must be 0 or a position this store returned.
   */
  async readAll(after: number, maxCount: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let from = after;
    while (events.length < maxCount) {
      const want = Math.min(maxCount - events.length + 1, PAGE);
      const page = await this.readAllPage({ fromPosition: toReadPosition(from), maxCount: want, direction: FORWARDS });
      for (const resolved of page) {
        if (!resolved.event) continue;
        const position = toPositionNumber(resolved.event.position);
        if (position <= from) continue;
        from = position;
        const event = toRecorded(resolved);
        if (event && events.length < maxCount) events.push(event);
      }
      if (page.length < want) break;
    }
    return events;
  }

  /** One read of $all drained to the end, so the call always completes instead of being abandoned. */
  private async readAllPage(options: ReadAllOptions): Promise<AllStreamResolvedEvent[]> {
    const page: AllStreamResolvedEvent[] = [];
    try {
      for await (const resolved of this.client.readAll(options)) page.push(resolved);
    } catch (error) {
      throw translateError(error);
    }
    return page;
  }

  subscribeToAll(options: SubscribeOptions): AllSubscription {
    const subscription = startEsdbSubscription(this.client, options, this.logger);
    const tracked: AllSubscription = {
      stop: async () => {
        this.subscriptions.delete(tracked);
        await subscription.stop();
      },
    };
    this.subscriptions.add(tracked);
    return tracked;
  }

  /**
   * The newest application event: reads $all backwards past any system events written after it,
   * one event first (the usual case), then in growing pages.
   */
  async headPosition(): Promise<number> {
    let from: ReadPosition = END;
    let size = 1;
    for (;;) {
      const page = await this.readAllPage({ fromPosition: from, maxCount: size, direction: BACKWARDS });
      for (const resolved of page) {
        const event = resolved.event;
        if (event && !isSystemEvent(event.type, event.streamId)) return toPositionNumber(event.position);
      }
      const oldest = page[page.length - 1]?.event?.position;
      if (page.length < size || !oldest) return 0;
      // A backwards read from an event's position starts just before that event.
      from = oldest;
      size = Math.min(size * 10, PAGE);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.client.dispose();
  }
}
