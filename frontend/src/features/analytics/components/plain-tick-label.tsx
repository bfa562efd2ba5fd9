import type { TickRendererProps } from '@visx/axis';

/**
 * An axis label as plain SVG text. The axis's own label component measures every word of every
 * label in the page (a layout each) so that it can wrap them; a label that never wraps (a day, a
 * count) needs none of that. It is placed as the axis places its own: at the tick, moved by dx/dy.
 */
export function PlainTickLabel({ x, y, dx, dy, formattedValue, textAnchor, fill, fontSize, fontFamily }: TickRendererProps) {
  return (
    <text x={x} y={y} dx={dx} dy={dy} textAnchor={textAnchor} fill={fill} fontSize={fontSize} fontFamily={fontFamily}>
      {formattedValue}
    </text>
  );
}
