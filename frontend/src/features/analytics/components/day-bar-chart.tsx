import type { ReactNode } from 'react';
import { BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { formatChartDay } from '../utils/format-timestamp';

// The design tokens, read by recharts as plain colours. The amber is darker than the highlight
// token, which is too light (under 3:1) for a bar on white.
export const chartColours = {
  accent: 'var(--color-accent)',
  amber: '#a15c07',
  grid: 'var(--color-line)',
  axis: 'var(--color-ink-muted)',
};

/**
 * A count per day as bars over a date axis, with its grid, tooltip and legend; the bars are the
 * children. A count per day is a bar: a smoothed line would invent values between days.
 */
export function DayBarChart({ data, children }: { data: readonly object[]; children: ReactNode }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No draw-in animation (the bars turn it off): a range switch should show the new figures at once. */}
      <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barGap={2} barCategoryGap="20%">
        <CartesianGrid stroke={chartColours.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatChartDay}
          tick={{ fill: chartColours.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: chartColours.grid }}
          minTickGap={16}
        />
        <YAxis allowDecimals={false} tick={{ fill: chartColours.axis, fontSize: 12 }} tickLine={false} axisLine={false} width={48} />
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
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
}
