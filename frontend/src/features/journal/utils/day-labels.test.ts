import { describe, expect, it } from 'vitest';

import { longDayLabel, rangeLabel, shortDayParts } from './day-labels';

describe('journal day labels', () => {
  it('names a day month first, as the product writes every date (MMMM d, yyyy)', () => {
    expect(longDayLabel('2025-01-05')).toBe('Sunday, January 5, 2025');
    expect(longDayLabel('2024-12-27')).toBe('Friday, December 27, 2024');
  });

  it('splits a day into weekday and day of the month for the strip', () => {
    expect(shortDayParts('2025-01-05')).toEqual({ weekday: 'Sun', day: '5' });
  });

  it('writes the span of the strip within a month, across months and across years', () => {
    expect(rangeLabel('2025-01-03', '2025-01-12')).toBe('January 3 – 12, 2025');
    expect(rangeLabel('2025-01-28', '2025-02-06')).toBe('Jan 28 – Feb 6, 2025');
    expect(rangeLabel('2024-12-28', '2025-01-06')).toBe('Dec 28, 2024 – Jan 6, 2025');
  });
});
