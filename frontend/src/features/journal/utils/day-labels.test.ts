import { describe, expect, it } from 'vitest';

import { longDayLabel, rangeLabel, shortDayParts } from './day-labels';

const now = new Date(2025, 0, 20, 9, 0);

describe('journal day labels', () => {
  it('names a day with its weekday, month first, the year only for another year', () => {
    expect(longDayLabel('2025-01-05', now)).toBe('Sunday, January 5');
    expect(longDayLabel('2024-12-27', now)).toBe('Friday, December 27, 2024');
  });

  it('splits a day into weekday and day of the month for the strip', () => {
    expect(shortDayParts('2025-01-05')).toEqual({ weekday: 'Sun', day: '5' });
  });

  it('writes the span of the strip within a month, across months and across years', () => {
    expect(rangeLabel('2025-01-03', '2025-01-12', now)).toBe('Jan 3 – 12');
    expect(rangeLabel('2025-01-28', '2025-02-06', now)).toBe('Jan 28 – Feb 6');
    expect(rangeLabel('2024-12-28', '2025-01-06', now)).toBe('Dec 28, 2024 – Jan 6, 2025');
  });
});
