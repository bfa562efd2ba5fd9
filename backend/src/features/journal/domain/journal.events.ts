/** `content` is `enc:v1:` ciphertext made with the user's own data key: the log holds no journal text. */
export type JournalEntrySaved = { type: 'journal.entry_saved'; data: { userId: string; date: string; content: string } };

/**
 * One line added at the end of a day's entry (the assistant's decisions and notes). Its own event,
 * so two lines written at once both land: neither reads and rewrites the whole entry. `line` is sealed.
 */
export type JournalLineAppended = { type: 'journal.line_appended'; data: { userId: string; date: string; line: string } };

export type JournalEvent = JournalEntrySaved | JournalLineAppended;

/**
 * One stream per user per day, not one per user: a save folds only that day's few events rather
 * than every entry the person ever wrote, and saves of different days never contend. Reading a
 * range is the read model's job, so nothing needs the whole journal as one stream.
 */
export const journalStream = (userId: string, date: string): string => `journal-${userId}-${date}`;

/** Spec section 3: the entry id the client falls back to is the user id plus the date; using it as the id keeps both in step. */
export const journalEntryId = (userId: string, date: string): string => `${userId}-${date}`;
