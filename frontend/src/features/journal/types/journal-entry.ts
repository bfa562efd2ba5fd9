import type { ApiSchema } from '@/lib/api-types';

/** A journal entry as the dashboard shows it (spec section 3, "Journal entry"). */
export type JournalEntry = ApiSchema<'JournalEntryResponse'> & {
  /**
   * Set when the text could not be read, and shown in its place: 'Error parsing entry content'
   * or 'No content available'. Editing such an entry starts from an empty text.
   */
  notice: string | null;
};

/** A first and last day, both `YYYY-MM-DD`, both included. */
export type DateRange = {
  start: string;
  end: string;
};
