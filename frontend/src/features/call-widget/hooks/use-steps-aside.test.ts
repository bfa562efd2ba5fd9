import { describe, expect, it } from 'vitest';

import { pointsOver } from './use-steps-aside';

describe('pointsOver', () => {
  it('leaves no gap wider than a touch target across or down the call button', () => {
    const box = { left: 1000, top: 700, right: 1240, bottom: 756 };
    const points = pointsOver(box);
    const xs = [...new Set(points.map(([x]) => x))];
    const ys = [...new Set(points.map(([, y]) => y))];
    expect(xs[0]).toBe(1004);
    expect(xs.at(-1)).toBe(1236);
    expect(ys[0]).toBe(704);
    expect(ys.at(-1)).toBe(752);
    for (const axis of [xs, ys]) for (let i = 1; i < axis.length; i += 1) expect(axis[i]! - axis[i - 1]!).toBeLessThanOrEqual(24);
    expect(points).toHaveLength(xs.length * ys.length);
  });

  it('still looks at both edges of a button no wider than the spacing', () => {
    expect(pointsOver({ left: 0, top: 0, right: 20, bottom: 20 })).toEqual([
      [4, 4],
      [16, 4],
      [4, 16],
      [16, 16],
    ]);
  });
});
