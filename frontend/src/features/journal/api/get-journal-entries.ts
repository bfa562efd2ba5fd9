import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { DateRange, JournalEntry } from '../types/journal-entry';
import { journalMessages } from '../utils/journal-messages';
import { JournalRequestError } from '../utils/journal-request-error';
import { readJournalEntries } from '../utils/read-journal-entry';
import { journalKeys } from './journal-query-keys';

/**
 * `POST /dev/user/diary/fetch` for a range. The dates are always sent: "today" is the
 * person's own date, which only the browser knows.
 */
export async function getJournalEntries(
  userId: string,
  range: DateRange,
  { signal, failure = journalMessages.loadEntriesFailed }: { signal?: AbortSignal; failure?: string } = {},
): Promise<JournalEntry[]> {
  if (!userId) throw new JournalRequestError(journalMessages.userIdRequired);
  let body: unknown;
  try {
    body = await apiFetch<unknown>('/dev/user/diary/fetch', {
      read: true,
      body: { userId, start_date: range.start, end_date: range.end } satisfies ApiSchema<'FetchJournalRequestDto'>,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new JournalRequestError(failure, { cause: error });
  }
  const entries = readJournalEntries(body, userId);
  if (entries === null) throw new JournalRequestError(failure);
  return entries;
}

export function journalEntriesQueryOptions(userId: string, range: DateRange) {
  return queryOptions({
    queryKey: journalKeys.range(userId, range),
    queryFn: ({ signal }) => getJournalEntries(userId, range, { signal }),
  });
}

/** The entries of the strip's days; the previous strip stays on screen while the next loads. */
export function useJournalEntries(userId: string, range: DateRange) {
  return useQuery({ ...journalEntriesQueryOptions(userId, range), placeholderData: keepPreviousData });
}
