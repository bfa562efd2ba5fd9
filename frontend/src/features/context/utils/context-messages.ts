/** Every sentence of the context forms (spec sections 5 and 8). */
export const contextMessages = {
  empty: 'Please enter some context.',
  failed: 'Failed to add context.',
  required: 'User ID and context are required',
  network: 'Network error',
  added: 'Context added.',
  editFailed: 'Could not save the change. Please try again.',
  removed: 'Context removed.',
  removeFailed: 'Could not remove that context. Please try again.',
  restored: 'Context restored.',
  restoreFailed: 'Could not bring that context back.',
} as const;

/** The server keeps at most this much per paste. */
export const maxContextCharacters = 20_000;
