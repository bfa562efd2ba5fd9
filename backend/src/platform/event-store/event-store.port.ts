import { StoreUnavailableError } from '../store-unavailable';
import type { NewEvent, RecordedEvent } from './event-envelope';

/** `no_stream`: the stream must not exist; `any`: no check; a number: the revision of the stream's last event. */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export interface AppendResult {
  /** Revision of the last event written (or found, for an idempotent re-append). */
  nextRevision: number;
  /** Global position of the last event written. */
  position: number;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId} is at ${String(actual)}, expected ${String(expected)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

/** Thrown when the event store cannot durably write (read-only file, full disk, lost connection). */
export class EventStoreUnavailableError extends StoreUnavailableError {
  constructor(message: string, cause?: unknown) {
    super('Event store', message, cause);
    this.name = 'EventStoreUnavailableError';
  }
}

export interface AllSubscription {
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events with a position strictly greater than this; 0 delivers everything. */
  after: number;
  /** Called in order, one at a time; the next event waits until the promise settles. */
  onEvent: (event: RecordedEvent) => Promise<void> | void;
  /** Called when the handler throws or the subscription drops for good; delivery has stopped. */
  onError?: (error: unknown, event?: RecordedEvent) => void;
}

export interface EventStore {
  readonly kind: 'sqlite' | 'esdb';
  append(streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Every event of one stream in revision order; empty when the stream does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** Up to `maxCount` events with position strictly greater than `after`, in global order. */
  readAll(after: number, maxCount: number): Promise<RecordedEvent[]>;
  /** Catch-up from `after`, then live. */
  subscribeToAll(options: SubscribeOptions): AllSubscription;
  /** Position of the newest event, 0 when the log is empty. */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');
