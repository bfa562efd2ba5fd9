/** Where a change came from; recorded on every event so an auditor can tell a user's click from a webhook. */
export type EventSource = 'web' | 'webhook' | 'scheduler' | 'console' | 'system';

export interface EventMetadata {
  eventId: string;
  occurredAt: string;
  /** A user id, or `system`, `stripe`, `operator:<id>`. */
  actor: string;
  correlationId: string;
  causationId: string | null;
  source: EventSource;
}

/** The stored shape of every event: the `type` string is the contract, never a class name. */
export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  metadata: EventMetadata;
}

export interface RecordedEvent<T extends string = string, D = unknown> extends NewEvent<T, D> {
  streamId: string;
  /** 0-based position inside the stream, as in EventStoreDB. */
  revision: number;
  /** Global, strictly increasing position in the whole log. */
  position: number;
}

/** A domain event before it gets metadata: what `decide` functions return. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}
