import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/json-response';

import { fakeJournalServer } from '../testing/fake-journal-server';
import { getJournalEntries } from './get-journal-entries';
import { getJournalEntry } from './get-journal-entry';
import { saveJournalEntry } from './save-journal-entry';

let server: ReturnType<typeof fakeJournalServer>;

beforeEach(() => {
  server = fakeJournalServer([{ id: 'e5', date: '2025-01-05', content: 'Shipped.' }]);
  vi.stubGlobal('fetch', server.fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('journal calls', () => {
  it('fetches a range with both dates', async () => {
    await expect(getJournalEntries('u1', { start: '2024-12-27', end: '2025-01-05' })).resolves.toEqual([
      { id: 'e5', date: '2025-01-05', content: 'Shipped.' },
    ]);
    expect(server.requests[0]).toEqual({ route: 'fetch', body: { userId: 'u1', start_date: '2024-12-27', end_date: '2025-01-05' } });
  });

  it('fetches one day as a one-day range, null when it has no entry', async () => {
    await expect(getJournalEntry('u1', '2025-01-05')).resolves.toMatchObject({ content: 'Shipped.' });
    await expect(getJournalEntry('u1', '2025-01-04')).resolves.toBeNull();
    expect(server.requests[1]?.body).toEqual({ userId: 'u1', start_date: '2025-01-04', end_date: '2025-01-04' });
  });

  it("says 'Failed to load journal entries' for a range and 'Failed to load journal entry' for a day", async () => {
    server.failNext('fetch', { status: 500 });
    await expect(getJournalEntries('u1', { start: '2025-01-01', end: '2025-01-10' })).rejects.toThrow('Failed to load journal entries');
    server.failNext('fetch', 'network');
    await expect(getJournalEntry('u1', '2025-01-05')).rejects.toThrow('Failed to load journal entry');
    server.fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: null }));
    await expect(getJournalEntries('u1', { start: '2025-01-01', end: '2025-01-10' })).rejects.toThrow('Failed to load journal entries');
  });

  it('needs a user id', async () => {
    await expect(getJournalEntries('', { start: '2025-01-01', end: '2025-01-01' })).rejects.toThrow('User ID is required');
    await expect(saveJournalEntry('', { date: '2025-01-01', entry: 'x' })).rejects.toThrow('User ID is required');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('saves with the spec body and answers with the stored entry', async () => {
    await expect(saveJournalEntry('u1', { date: '2025-01-06', entry: 'Hired Sam.' })).resolves.toEqual({
      id: 'u1-2025-01-06',
      date: '2025-01-06',
      content: 'Hired Sam.',
    });
    expect(server.requests[0]).toEqual({ route: 'save', body: { userId: 'u1', date: '2025-01-06', entry: 'Hired Sam.' } });
  });

  it('falls back to the user id plus the date when the answer has no id', async () => {
    server.fetchMock.mockResolvedValueOnce(jsonResponse({ success: true, data: {} }));
    await expect(saveJournalEntry('u1', { date: '2025-01-06', entry: 'x' })).resolves.toMatchObject({ id: 'u1-2025-01-06' });
  });

  it('names save failures: network, refusal, and anything else', async () => {
    server.failNext('save', 'network');
    await expect(saveJournalEntry('u1', { date: '2025-01-06', entry: 'x' })).rejects.toThrow('Network error when saving journal entry');
    server.failNext('save', { status: 400, body: { message: 'The journal entry is too long.' } });
    await expect(saveJournalEntry('u1', { date: '2025-01-06', entry: 'x' })).rejects.toMatchObject({
      message: 'Failed to save journal entry',
      detail: 'The journal entry is too long.',
    });
    server.fetchMock.mockResolvedValueOnce(jsonResponse({ success: false }));
    await expect(saveJournalEntry('u1', { date: '2025-01-06', entry: 'x' })).rejects.toThrow('Failed to save journal entry');
    server.fetchMock.mockResolvedValueOnce(
      new Response('<html>proxy page</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(saveJournalEntry('u1', { date: '2025-01-06', entry: 'x' })).rejects.toThrow(
      'An error occurred while saving the journal entry',
    );
    server.fetchMock.mockResolvedValueOnce(new Response('{broken', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await expect(saveJournalEntry('u1', { date: '2025-01-06', entry: 'x' })).rejects.toThrow(
      'An error occurred while saving the journal entry',
    );
  });
});
