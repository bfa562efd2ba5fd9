import { defineFeature } from '../../platform/features/feature-declaration';
import type { JournalEvent } from './domain/journal.events';
import type { JournalDaysEvent } from './domain/journal-days.events';
import { JOURNAL_ENTRIES } from './read-models/journal-entry-view';
import { day, PRIVATE } from '../../platform/features/sentence';

export const journalFeature = defineFeature<JournalEvent | JournalDaysEvent>({
  name: 'journal',
  events: {
    'journal.entry_saved': { concernsUser: true, summary: (d) => `Journal entry saved · ${day(d.date)} · ${PRIVATE}` },
    // The ledger's bookkeeping says nothing the entry lines do not: kept out of the history.
    'journal_days.counted': { concernsUser: true, inHistory: () => false, summary: (d) => `Journal ledger begun · ${d.dates.length} days` },
    'journal_days.taken': { concernsUser: true, inHistory: () => false, summary: (d) => `Journal day taken · ${day(d.date)}` },
    'journal.line_appended': { concernsUser: true, summary: (d) => `Journal line added · ${day(d.date)} · ${PRIVATE}` },
  },
  live: { journal: ['journal.entry_saved', 'journal.line_appended'] },
  personalReadModels: [{ collection: JOURNAL_ENTRIES, by: 'userId' }],
  proof: {
    async seed(owner) {
      const entry = owner.text('journal');
      const date = new Date().toISOString().slice(0, 10);
      await owner.request('POST', '/dev/user/diary', { userId: owner.userId, date, entry });
      return { secrets: { entry } };
    },
  },
});
