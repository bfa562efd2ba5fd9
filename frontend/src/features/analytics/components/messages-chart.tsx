import { lazy } from 'react';

import { formatCount } from '@/lib/format-count';

import type { MessagesDay } from '../api/get-funnel';
import { messagesTotal } from '../utils/assistant-figures';
import { ChartWhenNear } from './chart-when-near';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';

// The chart's code is fetched only once a chart is drawn, as for the other charts.
const MessagesChartView = lazy(async () => ({ default: (await import('./messages-chart-view')).MessagesChartView }));

const chartPlaceholder = <Skeleton className="h-full w-full rounded-control" />;

/** Messages to daily per UTC day, stacked by the sender's plan, with the range's total above. */
export function MessagesChart({ days }: { days: readonly MessagesDay[] }) {
  const sum = messagesTotal(days);
  return (
    <div className="flex flex-col gap-3">
      {sum > 0 && <p className="text-small text-ink-muted">{`${formatCount(sum)} messages in the range`}</p>}
      <div className="h-64 sm:h-72">
        {sum === 0 ? (
          <div className="flex h-full items-center justify-center">
            <EmptyState>No messages in this range</EmptyState>
          </div>
        ) : (
          <ChartWhenNear placeholder={chartPlaceholder}>
            <MessagesChartView days={days} />
          </ChartWhenNear>
        )}
      </div>
    </div>
  );
}
