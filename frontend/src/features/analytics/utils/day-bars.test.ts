import { describe, expect, it } from 'vitest';

import { countOf, dayTicks, integerTicks, placeBars } from './day-bars';

const series = [
  { key: 'visits', fill: 'green' },
  { key: 'signups', fill: 'amber' },
];
const band = { bandwidth: 40, maxBar: 32, gap: 2 };

describe('placing a day’s bars', () => {
  it('puts the series side by side, centred in the day, each no wider than the widest bar', () => {
    const bars = placeBars([{ date: 'd1', visits: 5, signups: 2 }], series, 'grouped', band);
    expect(bars).toEqual([
      { day: 0, key: 'visits', fill: 'green', from: 0, to: 5, offset: 0, width: 19, rounded: true },
      { day: 0, key: 'signups', fill: 'amber', from: 0, to: 2, offset: 21, width: 19, rounded: true },
    ]);
    const wide = placeBars([{ date: 'd1', visits: 1, signups: 1 }], series, 'grouped', { ...band, bandwidth: 200 });
    expect(wide.map((bar) => [bar.offset, bar.width])).toEqual([
      [67, 32],
      [101, 32],
    ]);
  });

  it('piles the series in order when stacked, rounding only the top part, and leaves out empty parts', () => {
    const rows = [
      { date: 'd1', visits: 3, signups: 2 },
      { date: 'd2', visits: 4, signups: 0 },
    ];
    const bars = placeBars(rows, series, 'stacked', band);
    expect(bars.map(({ day, key, from, to, rounded }) => ({ day, key, from, to, rounded }))).toEqual([
      { day: 0, key: 'visits', from: 0, to: 3, rounded: false },
      { day: 0, key: 'signups', from: 3, to: 5, rounded: true },
      { day: 1, key: 'visits', from: 0, to: 4, rounded: true },
    ]);
    expect(bars[0]).toMatchObject({ offset: 4, width: 32 });
  });

  it('counts only positive numbers', () => {
    expect(countOf({ visits: 3 }, 'visits')).toBe(3);
    expect(countOf({ visits: -1 }, 'visits')).toBe(0);
    expect(countOf({ visits: 'many' }, 'visits')).toBe(0);
    expect(countOf({}, 'visits')).toBe(0);
  });
});

describe('axis ticks', () => {
  it('keeps whole counts only', () => {
    expect(integerTicks([0, 0.5, 1, 1.5, 2])).toEqual([0, 1, 2]);
  });

  it('names every day that fits, else every nth counted back from the newest', () => {
    const days = ['1', '2', '3', '4', '5', '6', '7'];
    expect(dayTicks(days, 7)).toEqual(days);
    expect(dayTicks(days, 3)).toEqual(['1', '4', '7']);
    expect(dayTicks(days, 2)).toEqual(['3', '7']);
  });
});
