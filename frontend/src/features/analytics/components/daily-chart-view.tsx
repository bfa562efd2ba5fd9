import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

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

/** Visits and WhatsApp signups per day. Loaded on its own, so recharts reaches only people who open the dashboard. */
export function DailyChartView({ points }: { points: readonly AnalyticsDailyPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No draw-in animation: a range switch should show the new figures at once, not replay it. */}
      <AreaChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
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
          labelFormatter={(day) => formatChartDay(String(day))}
          contentStyle={{ borderRadius: 12, borderColor: 'var(--color-line)', fontSize: 13 }}
        />
        <Legend
          iconType="circle"
          wrapperStyle={{ fontSize: 13, paddingTop: 8 }}
          formatter={(label) => <span className="text-ink">{label}</span>}
        />
        <Area
          type="monotone"
          dataKey="visits"
          name="Visits"
          stroke={colours.visits}
          fill={colours.visits}
          fillOpacity={0.12}
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Area
          type="monotone"
          dataKey="signups"
          name="WhatsApp signups"
          stroke={colours.signups}
          fill={colours.signups}
          fillOpacity={0.12}
          strokeWidth={2}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
