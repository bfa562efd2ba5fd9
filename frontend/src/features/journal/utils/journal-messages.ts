/** The words of spec section 8 ("Journal"), in one place so components and tests agree. */
export const journalMessages = {
  loadEntriesFailed: 'Failed to load journal entries',
  selectDateFailed: 'Failed to select date',
  loadEntryFailed: 'Failed to load journal entry',
  saveFailed: 'Failed to save journal entry',
  saveError: 'An error occurred while saving the journal entry',
  saveNetwork: 'Network error when saving journal entry',
  saved: 'Journal entry saved successfully',
  emptyEntry: 'No content. Click Edit to add a journal entry.',
  noSelection: 'Select a date to view or create a journal entry',
  userIdRequired: 'User ID is required',
} as const;
