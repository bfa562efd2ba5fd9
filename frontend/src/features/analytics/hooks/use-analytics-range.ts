import { useCallback, useState } from 'react';

import { type AnalyticsRange, defaultRangeDays, rangeOfDays, type RangeDays } from '../utils/date-range';

/** The chosen range, its dates fixed at the moment of choosing; choosing again refreshes "now". */
export function useAnalyticsRange(initial: RangeDays = defaultRangeDays) {
  const [range, setRange] = useState<AnalyticsRange>(() => rangeOfDays(initial));
  const selectDays = useCallback((days: RangeDays) => setRange(rangeOfDays(days)), []);
  return { range, selectDays };
}
