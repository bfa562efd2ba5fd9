import { lazy, Suspense } from 'react';

import { formatCount } from '@/lib/format';

import { messagePlans, useMessagesPerDay, type MessagesDay } from '../api/get-messages-per-day';
import { useLoggedError } from '../hooks/use-logged-error';
import type { AnalyticsRange } from '../utils/date-range';
import { AnalyticsLoadError } from './analytics-load-error';
import { EmptyState } from './empty-state';
import { SectionCard } from './section-card';
import { Skeleton } from './skeleton';

// recharts is fetched only once a chart is drawn, as for the daily chart.
const MessagesChartView = lazy(async () => ({ default: (await import('./messages-chart-view')).MessagesChartView }));

const chartPlaceholder = <Skeleton className="h-full w-full rounded-control" />;

function total(days: readonly MessagesDay[]): number {
  return days.reduce((sum, day) => sum + messagePlans.reduce((daySum, plan) => daySum + day[plan], 0), 0);
}

/** Messages people sent daily (every channel), per UTC day, by the plan they were on. */
export function MessagesChart({ range }: { range: AnalyticsRange }) {
  const messages = useMessagesPerDay(range);
  useLoggedError(messages.error, 'the messages per day');
  const sum = messages.data ? total(messages.data) : 0;

  return (
    <SectionCard
      title="Messages per day by plan"
      description="Messages people sent to daily on every channel, per UTC day, by the plan they were on."
      busy={messages.isFetching}
    >
      {messages.isError && !messages.data ? (
        <AnalyticsLoadError what="the messages per day" onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
      ) : (
        <div className={`flex flex-col gap-3 transition-opacity ${messages.isPlaceholderData ? 'opacity-50' : ''}`}>
          {messages.data && sum > 0 && <p className="text-small text-ink-muted">{`${formatCount(sum)} messages in the range`}</p>}
          <div className="h-64 sm:h-72">
            {messages.data && sum === 0 ? (
              <div className="flex h-full items-center justify-center">
                <EmptyState>No messages in this range</EmptyState>
              </div>
            ) : messages.data ? (
              <Suspense fallback={chartPlaceholder}>
                <MessagesChartView days={messages.data} />
              </Suspense>
            ) : (
              chartPlaceholder
            )}
          </div>
        </div>
      )}
    </SectionCard>
  );
}
