import { formatShortDate, parseDay } from '@/lib/format';

import type { CohortWeek } from '../api/get-cohorts';
import { EmptyState } from './empty-state';
import { isAllZero, StepCountsTable } from './step-counts-table';

/** "Jan 6": the Monday a UTC week starts on (a calendar day, shown as the day it names). */
function weekLabel(week: string): string {
  const day = parseDay(week);
  return day ? formatShortDate(day) : week;
}

/** One row per weekly cohort (UTC weeks from Monday), oldest first. */
export function CohortTable({ weeks }: { weeks: readonly CohortWeek[] }) {
  const rows = weeks.map(({ week, ...counts }) => ({ key: week, label: weekLabel(week), counts }));
  if (isAllZero(rows)) return <EmptyState>No data available for the selected time range.</EmptyState>;
  return <StepCountsTable rows={rows} rowHeader="Week of (UTC)" name="Weekly cohorts" />;
}
