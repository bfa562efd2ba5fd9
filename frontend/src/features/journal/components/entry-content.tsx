import type { JournalEntry } from '../types/journal-entry';
import { journalMessages } from '../utils/journal-messages';

/** The saved text of a day, or why there is none to show. */
export function EntryContent({ entry }: { entry: JournalEntry }) {
  if (entry.content.trim() === '') return <p className="text-small text-ink-muted">{journalMessages.emptyEntry}</p>;
  return <p className="whitespace-pre-wrap break-words text-body text-ink">{entry.content}</p>;
}
