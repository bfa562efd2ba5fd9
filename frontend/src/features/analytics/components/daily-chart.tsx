import { lazy } from 'react';

import { useAnalyticsDaily } from '../api/get-analytics-daily';
import { useLoggedError } from '../hooks/use-logged-error';
import { hasVisits, noVisitsMessage } from '../utils/chart-points';
import type { AnalyticsRange } from '../utils/date-range';
import { AnalyticsLoadError } from './analytics-load-error';
import { ChartWhenNear } from './chart-when-near';
import { EmptyState } from './empty-state';
import { SectionCard } from './section-card';
import { Skeleton } from './skeleton';

// The chart's code (visx and d3's scales) is fetched only once the chart is drawn.
const DailyChartView = lazy(async () => ({ default: (await import('./daily-chart-view')).DailyChartView }));

const chartPlaceholder = <Skeleton className="h-full w-full rounded-control" />;

export function DailyChart({ range }: { range: AnalyticsRange }) {
  const daily = useAnalyticsDaily(range);
  useLoggedError(daily.error, 'the daily figures');

  return (
    <SectionCard title="Daily visits and signups" description="Per day, all sources together (UTC days)." busy={daily.isFetching}>
      {daily.isError && !daily.data ? (
        <AnalyticsLoadError what="the daily figures" onRetry={() => void daily.refetch()} retrying={daily.isFetching} />
      ) : (
        <div className={`h-64 transition-opacity sm:h-72 ${daily.isPlaceholderData ? 'opacity-50' : ''}`}>
          {daily.data && !hasVisits(daily.data) ? (
            // An empty frame says nothing; a sentence says there was nothing.
            <div className="flex h-full items-center justify-center">
              <EmptyState>{noVisitsMessage}</EmptyState>
            </div>
          ) : daily.data ? (
            <ChartWhenNear placeholder={chartPlaceholder}>
              <DailyChartView points={daily.data} />
            </ChartWhenNear>
          ) : (
            chartPlaceholder
          )}
        </div>
      )}
    </SectionCard>
  );
}
