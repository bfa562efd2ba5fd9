import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PlainTickLabel } from './plain-tick-label';

describe('PlainTickLabel', () => {
  it('writes the label as one text element at the tick, moved and styled as the axis asks', () => {
    const { container } = render(
      <svg>
        <PlainTickLabel
          x={40}
          y={120}
          dx={-4}
          dy="0.33em"
          formattedValue="Jan 7"
          textAnchor="end"
          fill="red"
          fontSize={12}
          fontFamily="inherit"
        />
      </svg>,
    );
    const text = container.querySelector('text');
    expect(text?.textContent).toBe('Jan 7');
    expect(text?.querySelector('tspan')).toBeNull();
    expect(
      Object.fromEntries(['x', 'y', 'dx', 'dy', 'text-anchor', 'fill', 'font-size'].map((name) => [name, text?.getAttribute(name)])),
    ).toEqual({
      x: '40',
      y: '120',
      dx: '-4',
      dy: '0.33em',
      'text-anchor': 'end',
      fill: 'red',
      'font-size': '12',
    });
  });
});
