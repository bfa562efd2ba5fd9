import type { DomainEvent } from './event-envelope';

/**
 * Every type of an event union, listed as a record the compiler checks: adding an event to the
 * union without adding it here does not compile, as a plain array would.
 */
export function eventTypes<E extends DomainEvent>(all: Record<E['type'], true>): E['type'][] {
  return Object.keys(all) as E['type'][];
}
