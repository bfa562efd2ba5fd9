import { defineFeature } from '../../platform/features/feature-declaration';
import type { JournalEvent } from './domain/journal.events';
import { JOURNAL_ENTRIES } from './read-models/journal-entry-view';

export const journalFeature = defineFeature<JournalEvent>({
  name: 'journal',
  events: { 'journal.entry_saved': { concernsUser: true } },
  personalReadModels: [{ collection: JOURNAL_ENTRIES, by: 'userId' }],
});
