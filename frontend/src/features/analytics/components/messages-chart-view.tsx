import { Bar } from 'recharts';

import { type MessagesDay, messagePlans, type MessagePlan } from '../api/get-funnel';
import { chartColours, DayBarChart } from './day-bar-chart';

const planStyles: Record<MessagePlan, { name: string; fill: string }> = {
  free: { name: 'No plan', fill: 'var(--color-control-border)' },
  premium: { name: 'Premium', fill: chartColours.accent },
  founding: { name: 'Founding', fill: chartColours.amber },
};

/** Messages per day, stacked by plan: a day's bar is all its messages, its parts who sent them. */
export function MessagesChartView({ days }: { days: readonly MessagesDay[] }) {
  return (
    <DayBarChart data={days}>
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
    </DayBarChart>
  );
}
