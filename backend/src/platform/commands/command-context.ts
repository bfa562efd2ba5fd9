import { createHash, randomUUID } from 'node:crypto';
import { v7 as timeOrderedUuid } from 'uuid';
import type { EventMetadata, EventSource } from '../event-store/event-envelope';

/**
 * A request that carried an Idempotency-Key: the caller and key (hashed) that ids are derived from,
 * and how many events this request has appended to each stream so far.
 */
export interface IdempotencyScope {
  scope: string;
  appended: Map<string, number>;
}

/** Who asked for a change, and in answer to what: becomes the metadata of every event it causes. */
export interface CommandContext {
  actor: string;
  correlationId: string;
  causationId?: string | null;
  source: EventSource;
  /** Set only on the steps of the actor's own account deletion, which run after the account is closed. */
  closingAccount?: boolean;
  /** Set when the request carried an Idempotency-Key: the same request sent again derives the same ids. */
  idempotency?: IdempotencyScope;
}

export function systemContext(source: EventSource = 'system', actor = 'system'): CommandContext {
  return { actor, correlationId: randomUUID(), causationId: null, source };
}

/** A UUID (version 8, name-based) that is always the same for the same parts. */
export function derivedUuid(...parts: string[]): string {
  const bytes = createHash('sha256').update(parts.join('\n')).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The ids of the next `count` events this request appends to the stream: derived from the caller,
 * the Idempotency-Key, the stream and their order, so a request sent again appends events with the
 * ids of the first time, which the event store recognises and does not store twice. Without a key
 * they are new and time-ordered (UUID version 7): the embedded log's unique index on event ids then
 * grows at its end, where random ids touched a page of it per event and doubled the writer's work.
 * They are taken for good only by `commitEventIds`, after the append succeeded.
 */
export function eventIdsFor(context: CommandContext, streamId: string, count: number): string[] {
  const scope = context.idempotency;
  if (!scope) return Array.from({ length: count }, () => timeOrderedUuid());
  const from = scope.appended.get(streamId) ?? 0;
  return Array.from({ length: count }, (_, i) => derivedUuid('event', scope.scope, streamId, String(from + i)));
}

export function commitEventIds(context: CommandContext, streamId: string, count: number): void {
  const scope = context.idempotency;
  if (scope) scope.appended.set(streamId, (scope.appended.get(streamId) ?? 0) + count);
}

/**
 * An id for something a command creates (a task, say): derived from the Idempotency-Key when the
 * request has one, so that a repeat addresses the same thing instead of creating a second one.
 */
export function newEntityId(context: CommandContext, purpose: string): string {
  return context.idempotency ? derivedUuid('entity', context.idempotency.scope, purpose) : randomUUID();
}

export function metadataFor(context: CommandContext, eventId: string = timeOrderedUuid()): EventMetadata {
  return {
    eventId,
    occurredAt: new Date().toISOString(),
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.causationId ?? null,
    source: context.source,
  };
}
