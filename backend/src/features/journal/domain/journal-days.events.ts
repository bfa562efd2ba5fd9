/**
 * The account's journal ledger: the days it holds an entry for, decided in one stream per account
 * with the expected revision, so parallel saves of new days cannot all see room.
 */
export type JournalDaysCounted = {
  type: 'journal_days.counted';
  /** The days the account already had entries for when its ledger began (read once from the read model). */
  data: { userId: string; dates: string[] };
};
export type JournalDayTaken = { type: 'journal_days.taken'; data: { userId: string; date: string } };

export type JournalDaysEvent = JournalDaysCounted | JournalDayTaken;

export const journalDaysStream = (userId: string): string => `journal-days-${userId}`;
