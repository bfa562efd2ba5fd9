import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventSource } from '../event-store/event-envelope';

/** Who asked for a change, and in answer to what: becomes the metadata of every event it causes. */
export interface CommandContext {
  actor: string;
  correlationId: string;
  causationId?: string | null;
  source: EventSource;
  /** Set only on the steps of the actor's own account deletion, which run after the account is closed. */
  closingAccount?: boolean;
}

export function systemContext(source: EventSource = 'system', actor = 'system'): CommandContext {
  return { actor, correlationId: randomUUID(), causationId: null, source };
}

export function metadataFor(context: CommandContext): EventMetadata {
  return {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.causationId ?? null,
    source: context.source,
  };
}
