import { Inject, Injectable } from '@nestjs/common';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';
import { FeatureRegistry } from '../../../platform/features/feature-registry';
import { PersonStreams } from '../../../platform/person-streams/person-streams.reader';
import { openSealed } from './open-sealed';

export interface ExportedEvent {
  position: number;
  stream: string;
  type: string;
  occurred_at: string;
  actor: string;
  source: string;
  data: unknown;
}

/** Whether an event is about this person or was caused by them, whatever feature wrote it. */
export function concerns(event: RecordedEvent, userId: string): boolean {
  const data = event.data as Record<string, unknown> | null;
  return data?.userId === userId || data?.user_id === userId || event.metadata.actor === userId || event.streamId.endsWith(`-${userId}`);
}

/**
 * Reads one person's events, found through the platform's per-person stream index (their own
 * streams, and their events in shared ones), and opens every sealed field with their key. The index reads every feature's
 * events, so a new feature's events are exported without changes here, and the reading costs what
 * the person's own data costs, whoever else's is in the log.
 */
@Injectable()
export class UserEventLog {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly streams: PersonStreams,
    private readonly cipher: PersonalDataCipher,
    private readonly features: FeatureRegistry,
  ) {}

  /** Stream by stream, in the order the person's events first appear; each event as it is read. */
  async *eventsOf(userId: string): AsyncGenerator<ExportedEvent> {
    for (const entry of await this.streams.of(userId)) {
      const events =
        entry.position === undefined
          ? await this.store.readStream(entry.stream)
          : (await this.store.readAll(entry.position - 1, 1)).filter((event) => event.position === entry.position);
      for (const event of events) {
        if (concerns(event, userId)) yield await this.exported(userId, event);
      }
    }
  }

  private async exported(userId: string, event: RecordedEvent): Promise<ExportedEvent> {
    return {
      position: event.position,
      stream: event.streamId,
      type: event.type,
      occurred_at: event.metadata.occurredAt,
      actor: event.metadata.actor,
      source: event.metadata.source,
      data: await openSealed(this.cipher, userId, this.withheld(event)),
    };
  }

  /** A live credential is the person's, but a file on their laptop is the wrong place for it. */
  private withheld(event: RecordedEvent): unknown {
    const fields = this.features.withheldFromExport(event.type);
    if (fields.length === 0) return event.data;
    const copy = { ...(event.data as Record<string, unknown>) };
    for (const field of fields) if (field in copy) copy[field] = '[withheld: a live access credential]';
    return copy;
  }
}
