import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';

import type { ConsoleDataProvider } from '../data-provider/console-data-provider';
import type { HistoryResource } from '../data-provider/console-types';

/** A record's timeline; react-admin's refresh invalidates it with every other query after an action. */
export function useHistory(resource: HistoryResource, id: Identifier | undefined) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: [resource, 'getHistory', { id: String(id) }],
    queryFn: async () => (await dataProvider.getHistory(resource, id as Identifier)).data,
    enabled: id !== undefined,
  });
}
