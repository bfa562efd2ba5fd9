import { useMemo, useState } from 'react';

import type { AnalyticsRange } from '../utils/date-range';
import type { FunnelQuery } from '../utils/funnel-range';

/** The Funnel section's query: the page's range, and the source chosen in the section. */
export function useFunnelQuery(range: AnalyticsRange) {
  const [source, selectSource] = useState<string | null>(null);
  const query = useMemo<FunnelQuery>(() => ({ ...range, source }), [range, source]);
  return { query, selectSource };
}
