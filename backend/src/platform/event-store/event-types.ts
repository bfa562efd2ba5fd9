import type { DomainEvent } from './event-envelope';

declare const union: unique symbol;

/**
 * The types of an event union as a list that also carries the union for the compiler, so whatever
 * is given the list (a projection's `handles`) knows each event's data by its type. Only
 * `eventTypes` makes one: a hand-written array cannot stand in for it.
 */
export type EventTypes<E extends DomainEvent> = readonly E['type'][] & { readonly [union]: E };

/**
 * Every type of an event union, listed as a record the compiler checks: adding an event to the
 * union without adding it here does not compile, as a plain array would.
 */
export function eventTypes<E extends DomainEvent>(all: Record<E['type'], true>): EventTypes<E>;
// The union exists for the compiler only: at run time the list is the record's keys.
export function eventTypes(all: Record<string, true>): readonly string[] {
  return Object.keys(all);
}
