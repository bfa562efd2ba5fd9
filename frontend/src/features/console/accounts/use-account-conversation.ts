import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';

import type { ConsoleDataProvider } from '../data-provider/console-data-provider';

/** An account's conversation lines; react-admin's refresh invalidates it with every other query. */
export function useAccountConversation(id: Identifier | undefined, enabled = true) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['accounts', 'getConversation', { id: String(id) }],
    queryFn: async () => (await dataProvider.getConversation(id as Identifier)).data,
    enabled: enabled && id !== undefined,
  });
}
