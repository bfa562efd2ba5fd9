import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';

import type { ConsoleDataProvider } from '../data-provider/console-data-provider';

const dayMs = 86_400_000;

/** The analysts' summary for the last `days` days, the dates fixed when the dashboard opens. */
export function useConsoleSummary(days: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['analytics', 'getAnalyticsSummary', { days }],
    queryFn: async () => {
      const now = Date.now();
      const range = { start_date: new Date(now - days * dayMs).toISOString(), end_date: new Date(now).toISOString() };
      return (await dataProvider.getAnalyticsSummary(range)).data;
    },
  });
}
