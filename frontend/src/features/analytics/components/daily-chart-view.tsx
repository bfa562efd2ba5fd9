import type { AnalyticsDailyPoint } from '../api/get-analytics-daily';
import { chartColours, DayBarChart, type DaySeries } from './day-bar-chart';

const series: readonly DaySeries[] = [
  { key: 'visits', name: 'Visits', fill: chartColours.accent },
  { key: 'signups', name: 'WhatsApp signups', fill: chartColours.amber },
];

/**
 * Visits and WhatsApp signups per day, side by side (with one day of data a line swooped). Loaded
 * on its own, so the chart's code reaches only people who open the dashboard.
 */
export function DailyChartView({ points }: { points: readonly AnalyticsDailyPoint[] }) {
  return <DayBarChart data={points} series={series} layout="grouped" label="Visits and WhatsApp signups per day" />;
}
