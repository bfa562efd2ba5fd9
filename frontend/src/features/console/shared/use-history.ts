import { useInfiniteQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';

import type { ConsoleDataProvider } from '../data-provider/console-data-provider';
import type { HistoryResource } from '../data-provider/console-types';

/** Entries asked for at a time; older ones come page by page, so no history is ever cut short. */
export const historyPageSize = 100;

/**
 * A record's timeline, newest first, a page at a time: each next page is the entries older than
 * the oldest one loaded. react-admin's refresh invalidates it with every other query after an action.
 */
export function useHistory(resource: HistoryResource, id: Identifier | undefined) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useInfiniteQuery({
    queryKey: [resource, 'getHistory', { id: String(id) }],
    queryFn: async ({ pageParam }) =>
      (await dataProvider.getHistory(resource, id as Identifier, { limit: historyPageSize, before: pageParam })).data,
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => (lastPage.length < historyPageSize ? undefined : lastPage[lastPage.length - 1]?.position),
    enabled: id !== undefined,
  });
}
