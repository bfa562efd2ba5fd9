import { Inject, Injectable } from '@nestjs/common';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';
import { FeatureRegistry } from '../../../platform/features/feature-registry';
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

const PAGE = 1000;

/** Whether an event is about this person or was caused by them, whatever feature wrote it. */
function concerns(event: RecordedEvent, userId: string): boolean {
  const data = event.data as Record<string, unknown> | null;
  return data?.userId === userId || data?.user_id === userId || event.metadata.actor === userId || event.streamId.endsWith(`-${userId}`);
}

/**
 * Reads the whole log for one person's events and opens every sealed field with their key. The
 * scan does not depend on any feature's stream names, so a new feature's events are exported
 * without changes here.
 */
@Injectable()
export class UserEventLog {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly cipher: PersonalDataCipher,
    private readonly features: FeatureRegistry,
  ) {}

  /** One page of the log at a time, each of the person's events as it is found: the export sends them as they come. */
  async *eventsOf(userId: string): AsyncGenerator<ExportedEvent> {
    for (let after = 0; ;) {
      const page = await this.store.readAll(after, PAGE);
      if (page.length === 0) break;
      for (const event of page) {
        if (!concerns(event, userId)) continue;
        yield {
          position: event.position,
          stream: event.streamId,
          type: event.type,
          occurred_at: event.metadata.occurredAt,
          actor: event.metadata.actor,
          source: event.metadata.source,
          data: await openSealed(this.cipher, userId, this.withheld(event)),
        };
      }
      after = page[page.length - 1].position;
    }
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
