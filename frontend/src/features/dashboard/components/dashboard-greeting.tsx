import { useState } from 'react';

import { formatWeekdayDate } from '@/lib/format';

import { greeting } from '../utils/greeting';

/** The page heading: a greeting for the time of day, by first name when there is one. */
export function DashboardGreeting({ name }: { name: string | null | undefined }) {
  // Read once: the heading should not change under the person while they work.
  const [now] = useState(() => new Date());
  return (
    <div className="flex flex-col gap-1">
      <p className="text-small font-medium text-ink-muted">{formatWeekdayDate(now, { now })}</p>
      <h1 className="text-balance text-title font-bold text-ink md:text-display">{greeting(now, name)}</h1>
    </div>
  );
}
