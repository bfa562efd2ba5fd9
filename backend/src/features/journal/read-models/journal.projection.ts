import { eventTypes } from '../../../platform/event-store/event-types';
import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { type JournalEvent, journalEntryId } from '../domain/journal.events';
import { JOURNAL_ENTRIES, type JournalEntryView } from './journal-entry-view';

export const JournalProjection = defineProjection({
  name: 'journal',
  handles: eventTypes<JournalEvent>({ 'journal.entry_saved': true, 'journal.line_appended': true }),
  collections: { entries: readModel<JournalEntryView>(JOURNAL_ENTRIES, [{ fields: { userId: 1, date: 1 } }]) },
  evolve: (event, { entries }) => {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'journal.entry_saved': {
        const { userId, date, content } = event.data;
        return applyOnce(entries, journalEntryId(userId, date), event, (current) => ({
          userId,
          date,
          content,
          lines: [],
          created_at: current?.created_at ?? at,
          updated_at: at,
        }));
      }
      case 'journal.line_appended': {
        const { userId, date, line } = event.data;
        return applyOnce(entries, journalEntryId(userId, date), event, (current) => ({
          userId,
          date,
          content: current?.content ?? '',
          lines: [...(current?.lines ?? []), line],
          created_at: current?.created_at ?? at,
          updated_at: at,
        }));
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
