/** One bar (or one part of a stacked bar) of a day, in data units up the axis and pixels across its band. */
export type PlacedBar = {
  /** The day's index in the data. */
  day: number;
  key: string;
  fill: string;
  /** From and to, in counts: a stacked part starts where the one below it ends. */
  from: number;
  to: number;
  /** Pixels from the start of the day's band, and the bar's width. */
  offset: number;
  width: number;
  /** Only a bar's top is rounded, and in a stack only the top part's. */
  rounded: boolean;
};

type Series = { key: string; fill: string };
type Band = { bandwidth: number; maxBar: number; gap: number };

/** A day's count for one series; anything that is not a positive number counts as none. */
export function countOf(row: object, key: string): number {
  const value = Number((row as Record<string, unknown>)[key] ?? 0);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Where each day's bars go. Grouped: the series side by side, each at most `maxBar` wide with
 * `gap` between, centred in the band. Stacked: one bar per day, the series piled in order.
 * Empty parts are left out (nothing to draw, nothing to round).
 */
export function placeBars(rows: readonly object[], series: readonly Series[], layout: 'grouped' | 'stacked', band: Band): PlacedBar[] {
  const placed: PlacedBar[] = [];
  if (layout === 'stacked') {
    const width = Math.min(band.maxBar, band.bandwidth);
    const offset = (band.bandwidth - width) / 2;
    rows.forEach((row, day) => {
      let from = 0;
      const parts = series.map((item) => ({ item, value: countOf(row, item.key) })).filter((part) => part.value > 0);
      parts.forEach(({ item, value }, index) => {
        placed.push({ day, key: item.key, fill: item.fill, from, to: from + value, offset, width, rounded: index === parts.length - 1 });
        from += value;
      });
    });
    return placed;
  }
  const slots = Math.max(1, series.length);
  const width = Math.max(1, Math.min(band.maxBar, (band.bandwidth - band.gap * (slots - 1)) / slots));
  const groupWidth = width * slots + band.gap * (slots - 1);
  const start = (band.bandwidth - groupWidth) / 2;
  rows.forEach((row, day) => {
    series.forEach((item, index) => {
      const value = countOf(row, item.key);
      if (value === 0) return;
      placed.push({
        day,
        key: item.key,
        fill: item.fill,
        from: 0,
        to: value,
        offset: start + index * (width + band.gap),
        width,
        rounded: true,
      });
    });
  });
  return placed;
}

/** Counts are whole: an axis of people or messages has no 2.5. */
export function integerTicks(ticks: readonly number[]): number[] {
  return ticks.filter((tick) => Number.isInteger(tick));
}

/**
 * The days that get a label when only `room` labels fit: every nth, counted back from the last
 * day so the newest day is always named.
 */
export function dayTicks(days: readonly string[], room: number): string[] {
  if (days.length <= room) return [...days];
  const every = Math.ceil(days.length / room);
  return days.filter((_, index) => (days.length - 1 - index) % every === 0);
}
