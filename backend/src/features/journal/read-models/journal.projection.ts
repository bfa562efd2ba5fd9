import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { JOURNAL_EVENT_TYPES, type JournalEvent, journalEntryId } from '../domain/journal.events';
import { JOURNAL_ENTRIES, type JournalEntryView } from './journal-entry-view';

@Injectable()
export class JournalProjection implements Projection, OnModuleInit {
  readonly name = 'journal';
  readonly handles = JOURNAL_EVENT_TYPES;
  readonly collections = [JOURNAL_ENTRIES];
  private readonly entries: ReadCollection<JournalEntryView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {
    this.entries = reads.collection<JournalEntryView>(JOURNAL_ENTRIES, [{ fields: { userId: 1, date: 1 } }]);
  }

  onModuleInit(): void {
    this.runner.register(this);
  }

  async apply(recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as JournalEvent & RecordedEvent;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'journal.entry_saved': {
        const { userId, date, content } = event.data;
        return applyOnce(this.entries, journalEntryId(userId, date), recorded, (current) => ({
          userId,
          date,
          content,
          created_at: current?.created_at ?? at,
          updated_at: at,
        }));
      }
      default: {
        const unknown: never = event.type;
        return unknown;
      }
    }
  }
}
