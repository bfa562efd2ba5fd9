import type { Doc } from '../../../platform/read-store/read-store.port';

/**
 * The `journal_entries` read model: the newest save of each day. The text stays sealed here too
 * and is opened only to answer its owner, so no copy of it rests in plaintext in either store,
 * and destroying the user's key shreds the read model as well as the log.
 */
export interface JournalEntryView extends Doc {
  _id: string;
  userId: string;
  date: string;
  content: string;
  /** Lines appended since the last whole save, each sealed, in order; a whole save takes them in. */
  lines?: string[];
  created_at: string;
  updated_at: string;
}

export const JOURNAL_ENTRIES = 'journal_entries';

/** An entry as the dashboard receives it (spec section 3, "Journal entry"). */
export interface JournalEntry {
  id: string;
  date: string;
  content: string;
}
