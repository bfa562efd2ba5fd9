import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { maskPersonalData } from '../../../platform/crypto/mask-personal-data';
import { type DeclaredLine, summariseEvent } from './event-summary';
import { type HistoryKind, historyKind } from './history-kind';

/** One entry of a timeline (an account's or a subscription's); personal data appears only as "encrypted". */
export interface HistoryEntry {
  position: number;
  type: string;
  /** What the event is about, for the console's filter: tasks, billing, messages or the account. */
  kind: HistoryKind;
  time: string;
  actor: string;
  /** The actor by name and role, filled in by the history queries (actor-names.ts). */
  actorName?: string;
  source: string;
  /** Where the change came from, in words. */
  sourceName?: string;
  stream: string;
  summary: string;
  data: unknown;
}

export function toHistoryEntry(event: RecordedEvent, declared: DeclaredLine): HistoryEntry {
  return {
    position: event.position,
    type: event.type,
    kind: historyKind(event.type),
    time: event.metadata.occurredAt,
    actor: event.metadata.actor,
    source: event.metadata.source,
    stream: event.streamId,
    summary: summariseEvent(event, declared),
    data: maskPersonalData(event.data),
  };
}

/** One page of a timeline: the events older than `before` (all, without it), newest first, at most `limit`. */
export function historyPage(events: readonly RecordedEvent[], limit: number, declared: DeclaredLine, before?: number): HistoryEntry[] {
  return events
    .filter((e) => before === undefined || e.position < before)
    .sort((a, b) => b.position - a.position)
    .slice(0, limit)
    .map((event) => toHistoryEntry(event, declared));
}
