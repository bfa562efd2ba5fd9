import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { type MessagesDay, messagePlans, type MessagePlan } from '../api/get-funnel';
import { formatChartDay } from '../utils/format-timestamp';

// The design tokens as recharts reads them; Founding takes the daily chart's darker amber (3:1 on white).
const planStyles: Record<MessagePlan, { name: string; fill: string }> = {
  free: { name: 'No plan', fill: 'var(--color-control-border)' },
  premium: { name: 'Premium', fill: 'var(--color-accent)' },
  founding: { name: 'Founding', fill: '#a15c07' },
};

const colours = { grid: 'var(--color-line)', axis: 'var(--color-ink-muted)' };

/** Messages per day, stacked by plan: a day's bar is all its messages, its parts who sent them. */
export function MessagesChartView({ days }: { days: readonly MessagesDay[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} barCategoryGap="20%">
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
        {messagePlans.map((plan, index) => (
          <Bar
            key={plan}
            dataKey={plan}
            name={planStyles[plan].name}
            stackId="plans"
            fill={planStyles[plan].fill}
            // Only the top part of a stack is rounded.
            radius={index === messagePlans.length - 1 ? [4, 4, 0, 0] : 0}
            maxBarSize={32}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
