import { useAnalyticsSummary } from '../api/get-analytics-summary';
import { useAnalyticsTotals } from '../api/get-analytics-totals';
import { useRecentEvents } from '../api/get-recent-events';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { useLoggedError } from '../hooks/use-logged-error';
import { AnalyticsLoadError } from './analytics-load-error';
import { DailyChart } from './daily-chart';
import { FunnelSection } from './funnel-section';
import { OverviewCards } from './overview-cards';
import { RangePicker } from './range-picker';
import { RecentEvents } from './recent-events';
import { SectionCard } from './section-card';
import { TrafficSources } from './traffic-sources';

/** The body of /analytics (spec section 2): range, cards, chart, traffic sources and recent events, then the funnel. */
export function AnalyticsDashboard() {
  const { range, selectDays } = useAnalyticsRange();
  const totals = useAnalyticsTotals(range);
  const summary = useAnalyticsSummary(range);
  const recent = useRecentEvents();
  useLoggedError(totals.error, 'the analytics totals');
  useLoggedError(summary.error, 'the analytics summary');
  useLoggedError(recent.error, 'the recent events');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-small text-ink-muted" aria-live="polite">
          {`Showing the last ${range.days} days`}
        </p>
        <RangePicker value={range.days} onChange={selectDays} />
      </div>

      {totals.isError && !totals.data ? (
        <AnalyticsLoadError what="the visit figures" onRetry={() => void totals.refetch()} retrying={totals.isFetching} />
      ) : (
        <div aria-busy={totals.isFetching || undefined} className={`transition-opacity ${totals.isPlaceholderData ? 'opacity-50' : ''}`}>
          <OverviewCards totals={totals.data ?? null} />
        </div>
      )}

      <DailyChart range={range} />

      <div className="grid items-start gap-6">
        <SectionCard title="Traffic Sources" description="Where visitors came from, busiest first." busy={summary.isFetching}>
          {summary.isError && !summary.data ? (
            <AnalyticsLoadError what="the traffic sources" onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
          ) : (
            <div className={`transition-opacity ${summary.isPlaceholderData ? 'opacity-50' : ''}`}>
              <TrafficSources rows={summary.data ?? null} />
            </div>
          )}
        </SectionCard>
        <SectionCard title="Recent Events" description="The latest 20 events, newest first." busy={recent.isFetching}>
          {recent.isError && !recent.data ? (
            <AnalyticsLoadError what="the recent events" onRetry={() => void recent.refetch()} retrying={recent.isFetching} />
          ) : (
            <RecentEvents events={recent.data ?? null} />
          )}
        </SectionCard>
      </div>

      <FunnelSection range={range} />
    </div>
  );
}
