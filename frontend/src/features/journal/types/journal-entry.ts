import type { ApiSchema } from '@/lib/api-types';

/** A journal entry as the dashboard shows it (spec section 3, "Journal entry"). */
export type JournalEntry = ApiSchema<'JournalEntryResponse'>;

/** A first and last day, both `YYYY-MM-DD`, both included. */
export type DateRange = {
  start: string;
  end: string;
};
