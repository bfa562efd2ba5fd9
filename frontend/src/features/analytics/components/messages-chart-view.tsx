import { type MessagesDay, messagePlans, type MessagePlan } from '../api/get-funnel';
import { chartColours, DayBarChart, type DaySeries } from './day-bar-chart';

const planStyles: Record<MessagePlan, { name: string; fill: string }> = {
  free: { name: 'No plan', fill: 'var(--color-control-border)' },
  premium: { name: 'Premium', fill: chartColours.accent },
  founding: { name: 'Founding', fill: chartColours.amber },
};

const series: readonly DaySeries[] = messagePlans.map((plan) => ({ key: plan, ...planStyles[plan] }));

/** Messages per day, stacked by plan: a day's bar is all its messages, its parts who sent them. */
export function MessagesChartView({ days }: { days: readonly MessagesDay[] }) {
  return <DayBarChart data={days} series={series} layout="stacked" label="Messages per day, by the sender's plan" />;
}
