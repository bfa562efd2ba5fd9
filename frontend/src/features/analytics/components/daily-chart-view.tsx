import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import type { AnalyticsDailyPoint } from '../api/get-analytics-daily';
import { formatChartDay } from '../utils/format-timestamp';

// The design tokens, read by recharts as plain colours. Signups take a darker amber than the
// highlight token, which is too light (under 3:1) for a line on white.
const colours = {
  visits: 'var(--color-accent)',
  signups: '#a15c07',
  grid: 'var(--color-line)',
  axis: 'var(--color-ink-muted)',
};

/**
 * Visits and WhatsApp signups per day, as bars: a count per day is a bar, and a smoothed line
 * would invent values between days (with one day of data it swooped). Loaded on its own, so
 * recharts reaches only people who open the dashboard.
 */
export function DailyChartView({ points }: { points: readonly AnalyticsDailyPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No draw-in animation: a range switch should show the new figures at once, not replay it. */}
      <BarChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barGap={2} barCategoryGap="20%">
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatChartDay}
          tick={{ fill: colours.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: colours.grid }}
          minTickGap={16}
        />
        <YAxis allowDecimals={false} tick={{ fill: colours.axis, fontSize: 12 }} tickLine={false} axisLine={false} width={48} />
        <Tooltip
          cursor={{ fill: 'var(--color-accent-soft)' }}
          labelFormatter={(day) => formatChartDay(String(day))}
          contentStyle={{ borderRadius: 12, borderColor: 'var(--color-line)', fontSize: 13 }}
        />
        <Legend
          iconType="circle"
          wrapperStyle={{ fontSize: 13, paddingTop: 8 }}
          formatter={(label) => <span className="text-ink">{label}</span>}
        />
        <Bar dataKey="visits" name="Visits" fill={colours.visits} radius={[4, 4, 0, 0]} maxBarSize={32} isAnimationActive={false} />
        <Bar
          dataKey="signups"
          name="WhatsApp signups"
          fill={colours.signups}
          radius={[4, 4, 0, 0]}
          maxBarSize={32}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
