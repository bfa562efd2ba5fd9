import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { summariseEvent } from './event-summary';
import { maskPersonalData } from './mask-personal-data';

/** One entry of a timeline (an account's or a subscription's); personal data appears only as "encrypted". */
export interface HistoryEntry {
  position: number;
  type: string;
  time: string;
  actor: string;
  source: string;
  stream: string;
  summary: string;
  data: unknown;
}

export function toHistoryEntry(event: RecordedEvent): HistoryEntry {
  return {
    position: event.position,
    type: event.type,
    time: event.metadata.occurredAt,
    actor: event.metadata.actor,
    source: event.metadata.source,
    stream: event.streamId,
    summary: summariseEvent(event),
    data: maskPersonalData(event.data),
  };
}
