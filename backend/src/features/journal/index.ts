/** What other features may use of the journal: saving a day's entry, adding a line to it and reading days back. */
export { JournalModule } from './journal.module';
export { SaveJournalEntryCommand } from './commands/save-journal-entry.command';
export { AppendJournalLineCommand } from './commands/append-journal-line.command';
export { FetchJournalQuery } from './queries/fetch-journal.query';
export type { JournalEntry } from './read-models/journal-entry-view';
export type { JournalEvent } from './domain/journal.events';
