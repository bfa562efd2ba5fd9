import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';

import type { FunnelStepRow } from '../api/get-funnel';
import { funnelBarLabel } from '../utils/funnel-share';
import { formatCount } from '@/lib/format';

const colours = {
  bar: 'var(--color-accent)',
  grid: 'var(--color-line)',
  axis: 'var(--color-ink-muted)',
  label: 'var(--color-ink)',
};

/** Each step's count, and beside it its conversion from the step before: "1,234 · 40%". */
function barLabel(step: FunnelStepRow): string {
  return funnelBarLabel(step, formatCount(step.count));
}

/**
 * The funnel's steps as horizontal bars, top to bottom, so the step names stay readable on a
 * phone; each bar says its own figures, so there is no tooltip to cover them. Loaded on its own
 * with recharts, like the daily chart.
 */
export function FunnelChartView({ steps }: { steps: readonly FunnelStepRow[] }) {
  const data = steps.map((step) => ({ ...step, display: barLabel(step) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* The table beside it carries the figures for keyboards and screen readers; the chart is for the eye. */}
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 132, bottom: 4, left: 0 }}
        barCategoryGap={6}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={colours.grid} strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fill: colours.axis, fontSize: 12 }} tickLine={false} axisLine={false} />
        <YAxis
          type="category"
          dataKey="label"
          width={124}
          tick={{ fill: colours.label, fontSize: 13 }}
          tickLine={false}
          axisLine={{ stroke: colours.grid }}
        />
        <Bar dataKey="count" name="People" fill={colours.bar} radius={[0, 6, 6, 0]} isAnimationActive={false}>
          <LabelList dataKey="display" position="right" fill={colours.label} fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
