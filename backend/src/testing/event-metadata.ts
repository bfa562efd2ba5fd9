import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../platform/event-store/event-envelope';

/** Metadata for an event a test appends straight to a log: a system event of now unless told otherwise. */
export function eventMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actor: 'system',
    correlationId: randomUUID(),
    causationId: null,
    source: 'system',
    ...overrides,
  };
}
