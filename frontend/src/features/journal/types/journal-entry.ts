/** A journal entry as the dashboard shows it (spec section 3, "Journal entry"). */
export type JournalEntry = {
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  content: string;
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
