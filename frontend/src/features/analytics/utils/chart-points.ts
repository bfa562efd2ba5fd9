import type { AnalyticsDailyPoint } from '../api/get-analytics-daily';

export const noVisitsMessage = 'No visits in this range';

/** Whether the chart has anything to draw: a range of quiet days is said in words instead. */
export function hasVisits(points: readonly AnalyticsDailyPoint[]): boolean {
  return points.some((point) => point.visits > 0 || point.signups > 0);
}
