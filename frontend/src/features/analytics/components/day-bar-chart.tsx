import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarRounded } from '@visx/shape';
import { type KeyboardEvent, useId, useState } from 'react';

import { formatCount } from '@/lib/format-count';

import { formatChartDay } from '../utils/format-timestamp';
import { countOf, dayTicks, integerTicks, placeBars } from '../utils/day-bars';
import { PlainTickLabel } from './plain-tick-label';

// The design tokens as plain colours for SVG. The amber is darker than the highlight token, which
// is too light (under 3:1) for a bar on white.
export const chartColours = {
  accent: 'var(--color-accent)',
  amber: '#a15c07',
  grid: 'var(--color-line)',
  axis: 'var(--color-ink-muted)',
};

export type DaySeries = { key: string; name: string; fill: string };
/** A day's figures: its date and a count under each series' key. */
export type DayRow = { date: string };

export type DayBarChartProps = {
  data: readonly DayRow[];
  series: readonly DaySeries[];
  /** Side by side (each series its own bar) or stacked (a day's bar is their sum). */
  layout: 'grouped' | 'stacked';
  /** What the chart shows, for screen readers. */
  label: string;
};

// Room inside the focus ring for the axes' labels.
const margin = { top: 14, right: 12, bottom: 32, left: 36 };
const axisText = { fill: chartColours.axis, fontSize: 12, fontFamily: 'inherit' } as const;
const MAX_BAR = 32;
const GAP = 2;
// A date label ("Nov 27") at 12 px, with the least room between two of them.
const DAY_LABEL_WIDTH = 44;
const MIN_LABEL_GAP = 16;
// The day's figures: wide enough for "WhatsApp signups: 1,234", and their distance from the column.
const TOOLTIP_WIDTH = 200;
const TOOLTIP_GAP = 8;

/**
 * Where the day's figures go: beside the day's column, on the side with room, so they do not
 * cover its bars; over the chart's middle only when neither side has room (a narrow phone).
 */
function besideColumn(columnLeft: number, columnWidth: number, chartWidth: number): { left: number } | { right: number } {
  const columnRight = columnLeft + columnWidth;
  if (columnRight + TOOLTIP_GAP + TOOLTIP_WIDTH <= chartWidth) return { left: columnRight + TOOLTIP_GAP };
  if (columnLeft - TOOLTIP_GAP - TOOLTIP_WIDTH >= 0) return { right: chartWidth - columnLeft + TOOLTIP_GAP };
  return { left: Math.max(0, (chartWidth - TOOLTIP_WIDTH) / 2) };
}

/**
 * A count per day as bars over a date axis, with its grid, legend and, for the pointer or the
 * arrow keys, the day's figures. A count per day is a bar: a smoothed line would invent values
 * between days. Plain SVG drawn in one pass from the figures: nothing is measured as it renders.
 */
export function DayBarChart(props: DayBarChartProps) {
  return (
    <div className="flex h-full w-full flex-col">
      <div className="min-h-0 flex-1">
        <ParentSize debounceTime={50}>
          {({ width, height }) => (width > 0 && height > 0 ? <DayBars {...props} width={width} height={height} /> : null)}
        </ParentSize>
      </div>
      <ul className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 pt-2 text-small text-ink">
        {props.series.map((item) => (
          <li key={item.key} className="flex items-center gap-1.5">
            <SeriesDot fill={item.fill} className="size-2.5" />
            {item.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A series' colour as a dot, in the legend and beside each figure of the day. */
function SeriesDot({ fill, className }: { fill: string; className: string }) {
  return <span aria-hidden="true" className={`shrink-0 rounded-full ${className}`} style={{ background: fill }} />;
}

/** The chart at a known size (the unit tests draw it so; in the page ParentSize gives the size). */
export function DayBars({ data, series, layout, label, width, height }: DayBarChartProps & { width: number; height: number }) {
  const [active, setActive] = useState<number | null>(null);
  const tooltipId = useId();
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);

  const days = data.map((row) => row.date);
  const x = scaleBand<string>({ domain: days, range: [0, innerWidth], paddingInner: 0.2, paddingOuter: 0.1 });
  const bars = placeBars(data, series, layout, { bandwidth: x.bandwidth(), maxBar: MAX_BAR, gap: GAP });
  const top = Math.max(1, ...bars.map((bar) => bar.to));
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const yTicks = integerTicks(y.ticks(4));
  const xTicks = dayTicks(days, Math.max(1, Math.floor(innerWidth / (DAY_LABEL_WIDTH + MIN_LABEL_GAP))));

  const move = (event: KeyboardEvent<SVGSVGElement>) => {
    if (days.length === 0) return;
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    setActive((current) => Math.min(days.length - 1, Math.max(0, (current ?? (step > 0 ? -1 : days.length)) + step)));
  };

  const activeRow = active === null ? undefined : data[active];
  const tooltipPlace = activeRow ? besideColumn(margin.left + (x(activeRow.date) ?? 0), x.bandwidth(), width) : undefined;

  return (
    // The focus ring is the box's, drawn inside it: ParentSize clips at its edges, so a ring outside
    // the box (or on the svg) showed only its corners.
    <div
      className="relative h-full w-full rounded-control has-[svg:focus-visible]:outline-2 has-[svg:focus-visible]:-outline-offset-2 has-[svg:focus-visible]:outline-accent"
      onMouseLeave={() => setActive(null)}
    >
      <svg
        width={width}
        height={height}
        role="application"
        aria-label={label}
        aria-describedby={activeRow ? tooltipId : undefined}
        tabIndex={0}
        onKeyDown={move}
        onFocus={() => setActive((current) => current ?? days.length - 1)}
        onBlur={() => setActive(null)}
        className="block outline-none"
      >
        <Group left={margin.left} top={margin.top}>
          <GridRows scale={y} width={innerWidth} tickValues={yTicks} stroke={chartColours.grid} strokeDasharray="3 3" />
          {activeRow && <rect x={x(activeRow.date)} y={0} width={x.bandwidth()} height={innerHeight} fill="var(--color-accent-soft)" />}
          {bars.map((bar) => (
            <BarRounded
              key={`${bar.day}-${bar.key}`}
              data-bar={bar.key}
              x={(x(days[bar.day] ?? '') ?? 0) + bar.offset}
              y={y(bar.to)}
              width={bar.width}
              height={Math.max(0, y(bar.from) - y(bar.to))}
              radius={bar.rounded ? 4 : 0}
              top={bar.rounded}
              fill={bar.fill}
            />
          ))}
          {days.map((day, index) => (
            // The whole day's column answers the pointer, not only its bars.
            <rect
              key={day}
              x={(x(day) ?? 0) - (x.step() - x.bandwidth()) / 2}
              y={0}
              width={x.step()}
              height={innerHeight}
              fill="transparent"
              onMouseMove={() => setActive(index)}
            />
          ))}
          <AxisLeft
            scale={y}
            tickValues={yTicks}
            tickFormat={(value) => formatCount(Number(value))}
            hideAxisLine
            hideTicks
            tickLabelProps={{ ...axisText, textAnchor: 'end', dx: -4, dy: '0.33em' }}
            tickComponent={PlainTickLabel}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={xTicks}
            tickFormat={formatChartDay}
            hideTicks
            stroke={chartColours.grid}
            tickLabelProps={{ ...axisText, textAnchor: 'middle', dy: '0.25em' }}
            tickComponent={PlainTickLabel}
          />
        </Group>
      </svg>
      {activeRow && (
        <div
          id={tooltipId}
          role="status"
          className="pointer-events-none absolute top-2 z-10 w-max whitespace-nowrap rounded-xl border border-line bg-surface px-3 py-2 text-small shadow-float"
          style={tooltipPlace}
        >
          <p className="font-semibold text-ink">{formatChartDay(activeRow.date)}</p>
          <ul>
            {series.map((item) => (
              <li key={item.key} className="flex items-center gap-1.5 text-ink-muted">
                <SeriesDot fill={item.fill} className="size-2" />
                {item.name}: <span className="font-medium text-ink">{formatCount(countOf(activeRow, item.key))}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
