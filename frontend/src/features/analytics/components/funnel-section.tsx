import { lazy } from 'react';

import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { formatShortDate, parseDay } from '@/lib/format';

import { useCohorts } from '../api/get-cohorts';
import { type FunnelReport, useFunnel } from '../api/get-funnel';
import { useCancellationReasons, useCodes } from '../api/get-leaving';
import { useFunnelQuery } from '../hooks/use-funnel-query';
import { useLoggedError } from '../hooks/use-logged-error';
import { everyMessagesDay, stepsWithFirstMessage } from '../utils/assistant-figures';
import type { AnalyticsRange } from '../utils/date-range';
import { AnalyticsLoadError } from './analytics-load-error';
import { ChartWhenNear } from './chart-when-near';
import { CodesTable } from './codes-table';
import { CohortTable } from './cohort-table';
import { EmptyState } from './empty-state';
import { FunnelStepsTable } from './funnel-steps-table';
import { LeavingReasons } from './leaving-reasons';
import { MessagesChart } from './messages-chart';
import { SectionCard } from './section-card';
import { Skeleton } from './skeleton';
import { StepCountsTable } from './step-counts-table';

// The chart's code is fetched only once a chart is drawn, as for the daily chart.
const FunnelChartView = lazy(async () => ({ default: (await import('./funnel-chart-view')).FunnelChartView }));

const ALL_SOURCES = 'all';
const chartPlaceholder = <Skeleton className="h-full w-full rounded-control" />;

function dayLabel(day: string): string {
  const date = parseDay(day);
  return date ? formatShortDate(date) : day;
}

function isEmpty(report: FunnelReport): boolean {
  return report.steps.every((step) => step.count === 0) && !report.first_messages;
}

/**
 * The Funnel part of /analytics: of the people who first came in the page's range (by the UTC day of
 * their first visit, else their sign-up), how many reached each step since, overall or for one
 * source; then the same per UTC week, why people left, and the codes they used.
 */
export function FunnelSection({ range }: { range: AnalyticsRange }) {
  const { query, selectSource } = useFunnelQuery(range);
  const funnel = useFunnel(query);
  const cohorts = useCohorts(query);
  const codes = useCodes(query);
  const leaving = useCancellationReasons(query);
  useLoggedError(funnel.error, 'the funnel');
  useLoggedError(cohorts.error, 'the weekly cohorts');
  useLoggedError(codes.error, 'the codes');
  useLoggedError(leaving.error, 'the reasons for leaving');

  const report = funnel.data;
  const sourceOptions = [
    { value: ALL_SOURCES, label: 'All sources' },
    ...(report?.sources ?? []).map((row) => ({ value: `source:${row.source}`, label: row.source })),
  ];
  // A chosen source stays selectable when the new range has none of it.
  if (query.source !== null && !sourceOptions.some((o) => o.value === `source:${query.source}`)) {
    sourceOptions.push({ value: `source:${query.source}`, label: query.source });
  }

  return (
    <div className="flex flex-col gap-6">
      <SectionCard
        title="Funnel"
        description="People who first came in the range (the UTC day of their first visit, else their sign-up), and how far they have got since. Visits count browser visits; every later step counts accounts, and a step can pass 100% when people skip the one before it. Cancelled counts everyone who left, from a trial or a paid plan, so it has no share of Paid. First message counts phone numbers without an account that wrote to daily for the first time, whatever the source."
        busy={funnel.isFetching}
      >
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div className="flex w-full flex-col gap-1.5 sm:w-56">
            <Label htmlFor="funnel-source">Source</Label>
            <Select
              id="funnel-source"
              options={sourceOptions}
              value={query.source === null ? ALL_SOURCES : `source:${query.source}`}
              onValueChange={(value) => selectSource(value === ALL_SOURCES ? null : value.slice('source:'.length))}
            />
          </div>
        </div>
        {report && (
          <p className="mb-3 text-small text-ink-muted" aria-live="polite">
            {`${query.source ?? 'All sources'}, UTC days ${dayLabel(report.start_day)} to ${dayLabel(report.end_day)}`}
          </p>
        )}
        {funnel.isError && !report ? (
          <AnalyticsLoadError what="the funnel" onRetry={() => void funnel.refetch()} retrying={funnel.isFetching} />
        ) : !report ? (
          <div className="h-72">{chartPlaceholder}</div>
        ) : isEmpty(report) ? (
          <EmptyState>No data available for the selected time range.</EmptyState>
        ) : (
          <div className={`flex flex-col gap-5 transition-opacity ${funnel.isPlaceholderData ? 'opacity-50' : ''}`}>
            <div className="h-72" aria-hidden="true">
              <ChartWhenNear placeholder={chartPlaceholder}>
                <FunnelChartView steps={stepsWithFirstMessage(report)} />
              </ChartWhenNear>
            </div>
            <FunnelStepsTable steps={stepsWithFirstMessage(report)} />
            {query.source === null && report.sources.length > 1 && (
              <div className="flex flex-col gap-2">
                <h3 className="text-small font-semibold text-ink">By source</h3>
                <StepCountsTable
                  name="Funnel by source"
                  rowHeader="Source"
                  rows={report.sources.map(({ source, ...counts }) => ({ key: source, label: source, counts }))}
                />
              </div>
            )}
          </div>
        )}
      </SectionCard>

      {report && (
        <SectionCard
          title="Messages per day by plan"
          description="Messages to daily on every channel, per UTC day of the funnel's range (whatever the source), by the plan of the account that sent them."
          busy={funnel.isFetching}
        >
          <div className={`transition-opacity ${funnel.isPlaceholderData ? 'opacity-50' : ''}`}>
            <MessagesChart days={everyMessagesDay(report)} />
          </div>
        </SectionCard>
      )}

      <SectionCard
        title="Weekly cohorts"
        description="The same people by the week they came in. Weeks are UTC weeks, Monday to Sunday; the first and last weeks count only the days inside the range."
        busy={cohorts.isFetching}
      >
        {cohorts.isError && !cohorts.data ? (
          <AnalyticsLoadError what="the weekly cohorts" onRetry={() => void cohorts.refetch()} retrying={cohorts.isFetching} />
        ) : cohorts.data ? (
          <div className={`transition-opacity ${cohorts.isPlaceholderData ? 'opacity-50' : ''}`}>
            <CohortTable weeks={cohorts.data.weeks} />
          </div>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </SectionCard>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SectionCard title="Why people left" description="The reason chosen when cancelling, by category." busy={leaving.isFetching}>
          {leaving.isError && !leaving.data ? (
            <AnalyticsLoadError what="the reasons for leaving" onRetry={() => void leaving.refetch()} retrying={leaving.isFetching} />
          ) : leaving.data ? (
            <LeavingReasons data={leaving.data} />
          ) : (
            <Skeleton className="h-24 w-full" />
          )}
        </SectionCard>
        <SectionCard
          title="Coupon and referral codes"
          description="Codes used at checkout, and how far those people got."
          busy={codes.isFetching}
        >
          {codes.isError && !codes.data ? (
            <AnalyticsLoadError what="the codes" onRetry={() => void codes.refetch()} retrying={codes.isFetching} />
          ) : codes.data ? (
            <CodesTable rows={codes.data} />
          ) : (
            <Skeleton className="h-24 w-full" />
          )}
        </SectionCard>
      </div>
    </div>
  );
}
