import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns } from '@visx/grid';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarRounded } from '@visx/shape';

import { formatCount } from '@/lib/format-count';

import type { FunnelStepRow } from '../api/get-funnel';
import { integerTicks } from '../utils/day-bars';
import { PlainTickLabel } from './plain-tick-label';
import { funnelBarLabel } from '../utils/funnel-share';

const colours = {
  bar: 'var(--color-accent)',
  grid: 'var(--color-line)',
  axis: 'var(--color-ink-muted)',
  label: 'var(--color-ink)',
};

// Room for the step names at the left and for each bar's figures at its right.
const margin = { top: 4, right: 132, bottom: 24, left: 124 };
const BAR_GAP = 6;

/** Each step's count, and beside it its conversion from the step before: "1,234 · 40%". */
function barLabel(step: FunnelStepRow): string {
  return funnelBarLabel(step, formatCount(step.count));
}

/**
 * The funnel's steps as horizontal bars, top to bottom, so the step names stay readable on a
 * phone; each bar says its own figures, so there is no tooltip to cover them. The table beside it
 * carries the figures for keyboards and screen readers; the chart is for the eye.
 */
export function FunnelChartView({ steps }: { steps: readonly FunnelStepRow[] }) {
  return (
    <ParentSize debounceTime={50}>
      {({ width, height }) => (width > 0 && height > 0 ? <FunnelBars steps={steps} width={width} height={height} /> : null)}
    </ParentSize>
  );
}

/** The chart at a known size (the unit tests draw it so; in the page ParentSize gives the size). */
export function FunnelBars({ steps, width, height }: { steps: readonly FunnelStepRow[]; width: number; height: number }) {
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const labels = steps.map((step) => step.label);
  const step = innerHeight / Math.max(1, steps.length);
  const y = scaleBand<string>({ domain: labels, range: [0, innerHeight], paddingInner: Math.min(0.5, BAR_GAP / Math.max(1, step)) });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...steps.map((row) => row.count))], range: [0, innerWidth], nice: true });
  const xTicks = integerTicks(x.ticks(4));

  return (
    <svg width={width} height={height} aria-hidden="true" className="block">
      <Group left={margin.left} top={margin.top}>
        <GridColumns scale={x} height={innerHeight} tickValues={xTicks} stroke={colours.grid} strokeDasharray="3 3" />
        {steps.map((row) => {
          const top = y(row.label) ?? 0;
          const length = x(row.count);
          return (
            <g key={row.label} data-funnel-step={row.label}>
              {length > 0 && <BarRounded x={0} y={top} width={length} height={y.bandwidth()} radius={6} right fill={colours.bar} />}
              <text x={length + 6} y={top + y.bandwidth() / 2} dy="0.35em" fill={colours.label} fontSize={12}>
                {barLabel(row)}
              </text>
            </g>
          );
        })}
        <AxisLeft
          scale={y}
          hideTicks
          stroke={colours.grid}
          tickLabelProps={{
            fill: colours.label,
            fontSize: 13,
            fontFamily: 'inherit',
            textAnchor: 'end',
            dx: -6,
            dy: '0.33em',
            width: margin.left - 12,
          }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={xTicks}
          tickFormat={(value) => formatCount(Number(value))}
          hideAxisLine
          hideTicks
          tickLabelProps={{ fill: colours.axis, fontSize: 12, fontFamily: 'inherit', textAnchor: 'middle', dy: '0.25em' }}
          tickComponent={PlainTickLabel}
        />
      </Group>
    </svg>
  );
}
