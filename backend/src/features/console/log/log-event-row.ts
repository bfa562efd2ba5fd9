import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { maskPersonalData } from '../../../platform/crypto/mask-personal-data';

/** A row of the console's global event log. */
export interface LogEventRow {
  id: number;
  type: string;
  stream: string;
  position: number;
  time: string;
  actor: string;
  source: string;
  data: unknown;
}

export function toLogEventRow(event: RecordedEvent): LogEventRow {
  return {
    id: event.position,
    type: event.type,
    stream: event.streamId,
    position: event.position,
    time: event.metadata.occurredAt,
    actor: event.metadata.actor,
    source: event.metadata.source,
    data: maskPersonalData(event.data),
  };
}
