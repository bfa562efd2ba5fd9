import { describe, expect, it } from 'vitest';

import { fallbackEntryId, readJournalEntries, readJournalEntry } from './read-journal-entry';

describe('readJournalEntry', () => {
  it('reads a plain entry', () => {
    expect(readJournalEntry({ id: 'e1', date: '2025-01-05', content: 'Shipped it.' }, 'u1')).toEqual({
      id: 'e1',
      date: '2025-01-05',
      content: 'Shipped it.',
      notice: null,
    });
  });

  it('reads encrypted_entry, a JSON string of date and content', () => {
    const entry = readJournalEntry({ encrypted_entry: JSON.stringify({ date: '2025-01-05', content: 'Hired Sam.' }) }, 'u1');
    expect(entry).toEqual({ id: 'u1-2025-01-05', date: '2025-01-05', content: 'Hired Sam.', notice: null });
  });

  it('uses the user id plus the date when no id is returned', () => {
    expect(fallbackEntryId('u1', '2025-01-05')).toBe('u1-2025-01-05');
    expect(readJournalEntry({ date: '2025-01-05', content: '' }, 'u1')?.id).toBe('u1-2025-01-05');
  });

  it("says 'Error parsing entry content' when encrypted_entry cannot be parsed", () => {
    expect(readJournalEntry({ id: 'e1', date: '2025-01-05', encrypted_entry: '{not json' }, 'u1')).toEqual({
      id: 'e1',
      date: '2025-01-05',
      content: '',
      notice: 'Error parsing entry content',
    });
  });

  it("says 'No content available' when the entry carries no text", () => {
    expect(readJournalEntry({ id: 'e1', date: '2025-01-05' }, 'u1')?.notice).toBe('No content available');
  });

  it('keeps an empty saved text as empty, not as missing', () => {
    expect(readJournalEntry({ id: 'e1', date: '2025-01-05', content: '' }, 'u1')).toMatchObject({ content: '', notice: null });
  });

  it('drops entries that cannot be placed on a day', () => {
    expect(readJournalEntry({ id: 'e1', content: 'x' }, 'u1')).toBeNull();
    expect(readJournalEntry({ id: 'e1', date: 'yesterday', content: 'x' }, 'u1')).toBeNull();
    expect(readJournalEntry({ encrypted_entry: 'broken' }, 'u1')).toBeNull();
  });

  it('accepts a date-time and keeps its day', () => {
    expect(readJournalEntry({ date: '2025-01-05T00:00:00.000Z', content: 'x' }, 'u1')?.date).toBe('2025-01-05');
  });
});

describe('readJournalEntries', () => {
  it('reads the list and returns null when data is not one', () => {
    expect(readJournalEntries({ success: true, data: [{ date: '2025-01-05', content: 'x' }, 'junk'] }, 'u1')).toHaveLength(1);
    expect(readJournalEntries({ success: true, data: {} }, 'u1')).toBeNull();
  });
});
