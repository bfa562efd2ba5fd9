import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

import type { DateRange, JournalEntry } from '../types/journal-entry';
import { journalMessages } from '../utils/journal-messages';
import { JournalRequestError } from '../utils/journal-request-error';
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
  let body: ApiSchema<'JournalListResponse'> | undefined;
  try {
    body = await apiFetch('/dev/user/diary/fetch', {
      read: true,
      body: { userId, start_date: range.start, end_date: range.end } satisfies ApiSchema<'FetchJournalRequestDto'>,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new JournalRequestError(failure, { cause: error });
  }
  // Something other than the API answered (a proxy's page): the load failed, in the spec's words.
  if (!Array.isArray(body?.data)) throw new JournalRequestError(failure);
  return body.data;
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
