import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import type { JournalEntry } from '../types/journal-entry';
import { journalMessages } from '../utils/journal-messages';
import { getJournalEntries } from './get-journal-entries';
import { journalKeys } from './journal-query-keys';

/** The entry of one day (a one-day range, spec section 7), or null when the day has none. */
export async function getJournalEntry(userId: string, date: string, signal?: AbortSignal): Promise<JournalEntry | null> {
  const entries = await getJournalEntries(userId, { start: date, end: date }, { signal, failure: journalMessages.loadEntryFailed });
  return entries.find((entry) => entry.date === date) ?? null;
}

/** What a loaded strip already says about the day, so choosing a day in view needs no extra wait. */
function fromLoadedRanges(queryClient: QueryClient, userId: string, date: string) {
  const ranges = queryClient.getQueriesData<JournalEntry[]>({ queryKey: journalKeys.ranges(userId) });
  for (const [key, entries] of ranges) {
    const [, , , start, end] = key as readonly unknown[];
    if (entries && typeof start === 'string' && typeof end === 'string' && date >= start && date <= end) {
      return { entry: entries.find((entry) => entry.date === date) ?? null, updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt };
    }
  }
  return undefined;
}

export function journalEntryQueryOptions(queryClient: QueryClient, userId: string, date: string) {
  return queryOptions({
    queryKey: journalKeys.day(userId, date),
    queryFn: ({ signal }) => getJournalEntry(userId, date, signal),
    initialData: () => fromLoadedRanges(queryClient, userId, date)?.entry,
    initialDataUpdatedAt: () => fromLoadedRanges(queryClient, userId, date)?.updatedAt,
  });
}

export function useJournalEntry(userId: string, date: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...journalEntryQueryOptions(queryClient, userId, date ?? ''),
    enabled: date !== null,
  });
}
