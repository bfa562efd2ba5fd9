import {
  type AllStreamResolvedEvent,
  CancelledError,
  convertToCommandError,
  DeadlineExceededError,
  NotLeaderError,
  type Position,
  type ResolvedEvent,
  START,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import type { EventMetadata, RecordedEvent } from './event-envelope';
import { EventStoreUnavailableError, type ExpectedRevision, WrongExpectedRevisionError } from './event-store.port';

/*
 * Positions. EventStoreDB addresses $all with a pair (commit, prepare) of byte offsets in its
 * transaction log. Every append made through gRPC is an implicit transaction in which each event
 * record is flagged as committed, so for such an event commit == prepare == the offset of its own
 * record, and the commit position alone identifies it. The port exposes that commit position as a
 * JavaScript number: it is exact up to 2^53 bytes (8 PiB) of log, far beyond any store we will run.
 *
 * Legacy explicit transactions (TCP clients only) give several events one commit position; this
 * application never writes them, and reading a log that contains them is not supported.
 */

/** Turns an $all position into the port's number; refuses values a number cannot hold exactly. */
export function toPositionNumber(position: Position): number {
  if (position.commit > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new Error(`EventStoreDB position ${position.commit} does not fit in 2^53`);
  }
  return Number(position.commit);
}

/** The $all position of the event whose commit position is `after` (0 is the start of the log). */
export function toReadPosition(after: number): Position | typeof START {
  if (after <= 0) return START;
  const offset = BigInt(after);
  return { commit: offset, prepare: offset };
}

/** System events ($-prefixed types or streams) never reach the application. */
export function isSystemEvent(type: string, streamId: string): boolean {
  return type.startsWith('$') || streamId.startsWith('$');
}

/** Metadata for an event that some other writer stored without ours (never the case for our own). */
function fallbackMetadata(id: string, created: Date): EventMetadata {
  return { eventId: id, occurredAt: created.toISOString(), actor: 'system', correlationId: id, causationId: null, source: 'system' };
}

/**
 * Maps a resolved event to the port's shape, or null for what the application must not see
 * (system events, link events without their target). Events read from a single stream carry a
 * position only on servers from 22.6 on; without one the position is 0, which is harmless because
 * stream reads only rebuild an aggregate's state and never move a checkpoint.
 */
export function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || isSystemEvent(event.type, event.streamId)) return null;
  const position = event.position && event.position.commit <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(event.position.commit) : 0;
  const metadata = isObject(event.metadata) ? (event.metadata as unknown as EventMetadata) : fallbackMetadata(event.id, event.created);
  return {
    type: event.type,
    data: event.data,
    metadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position,
  };
}

function isObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !(value instanceof Uint8Array) && !Array.isArray(value);
}

/**
 * Some calls (an append's first connection, for one) reject with the raw gRPC error; the client's
 * own conversion turns it into its typed error, and leaves every other error alone.
 */
export function normalizeError(error: unknown): unknown {
  return error instanceof Error ? convertToCommandError(error) : error;
}

/** Errors after which a retry may succeed: the server is down, busy, or not the leader any more. */
export function isTransient(raw: unknown): boolean {
  const error = normalizeError(raw);
  return (
    error instanceof UnavailableError ||
    error instanceof DeadlineExceededError ||
    error instanceof TimeoutError ||
    error instanceof NotLeaderError ||
    error instanceof CancelledError
  );
}

function toActual(actual: WrongExpectedVersionError['actualVersion']): number | 'no_stream' {
  return typeof actual === 'bigint' ? Number(actual) : 'no_stream';
}

/** Translates the client's errors into the port's; anything else goes through unchanged. */
export function translateError(raw: unknown, streamId?: string, expected?: ExpectedRevision): unknown {
  const error = normalizeError(raw);
  if (error instanceof WrongExpectedVersionError) {
    return new WrongExpectedRevisionError(streamId ?? error.streamName, expected ?? 'any', toActual(error.actualVersion));
  }
  if (isTransient(error)) {
    return new EventStoreUnavailableError(`EventStoreDB is unavailable: ${(error as Error).message}`, error);
  }
  return error;
}
