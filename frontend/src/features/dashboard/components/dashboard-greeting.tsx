import { useState } from 'react';

import { formatWeekdayDate } from '@/lib/format';

import { dashboardGreeting } from '../utils/greeting';
import { SHELL_FILL_DATE, SHELL_FILL_GREETING } from '../utils/shell-fill';

/** The page heading: a greeting for the time of day, by first name when there is one. */
export function DashboardGreeting({ name }: { name: string | null | undefined }) {
  // Read once: the heading should not change under the person while they work.
  const [now] = useState(() => new Date());
  return (
    <div className="flex flex-col gap-1">
      <p data-shell-fill={SHELL_FILL_DATE} className="text-small font-medium text-ink-muted">
        {formatWeekdayDate(now, { now })}
      </p>
      <h1 data-shell-fill={SHELL_FILL_GREETING} className="text-balance text-title font-bold text-ink md:text-display">
        {dashboardGreeting(now, name)}
      </h1>
    </div>
  );
}
