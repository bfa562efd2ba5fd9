import { Bar } from 'recharts';

import type { AnalyticsDailyPoint } from '../api/get-analytics-daily';
import { chartColours, DayBarChart } from './day-bar-chart';

/**
 * Visits and WhatsApp signups per day, side by side (with one day of data a line swooped). Loaded
 * on its own, so recharts reaches only people who open the dashboard.
 */
export function DailyChartView({ points }: { points: readonly AnalyticsDailyPoint[] }) {
  return (
    <DayBarChart data={points}>
      <Bar dataKey="visits" name="Visits" fill={chartColours.accent} radius={[4, 4, 0, 0]} maxBarSize={32} isAnimationActive={false} />
      <Bar
        dataKey="signups"
        name="WhatsApp signups"
        fill={chartColours.amber}
        radius={[4, 4, 0, 0]}
        maxBarSize={32}
        isAnimationActive={false}
      />
    </DayBarChart>
  );
}
