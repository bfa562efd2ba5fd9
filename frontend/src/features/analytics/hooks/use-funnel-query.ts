import { useCallback, useState } from 'react';

import { defaultFunnelRangeDays, type FunnelQuery, funnelQueryOf, type FunnelRangeDays } from '../utils/funnel-range';

/** The Funnel section's range and source; choosing a range again refreshes "now". */
export function useFunnelQuery() {
  const [query, setQuery] = useState<FunnelQuery>(() => funnelQueryOf(defaultFunnelRangeDays, null));
  const selectDays = useCallback((days: FunnelRangeDays) => setQuery((current) => funnelQueryOf(days, current.source)), []);
  const selectSource = useCallback((source: string | null) => setQuery((current) => ({ ...current, source })), []);
  return { query, selectDays, selectSource };
}
