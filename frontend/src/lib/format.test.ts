import { describe, expect, it } from 'vitest';

import {
  formatClock,
  formatDateRange,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatShortWeekday,
  formatWeekdayDate,
  fromIso,
  fromUnixSeconds,
  parseDay,
} from './format';

// Local times, so every assertion holds in whatever time zone the tests run.
const now = new Date(2025, 10, 24, 9, 0);
const day = (year: number, month: number, date: number, hours = 12, minutes = 0, seconds = 0) =>
  new Date(year, month - 1, date, hours, minutes, seconds);

describe('dates', () => {
  it('writes the long form with its year, month first (spec section 3)', () => {
    expect(formatLongDate(day(2025, 1, 5))).toBe('January 5, 2025');
  });

  it('writes the weekday form without this year, with any other', () => {
    expect(formatWeekdayDate(day(2025, 11, 25), { now })).toBe('Tuesday, November 25');
    expect(formatWeekdayDate(day(2024, 1, 5), { now })).toBe('Friday, January 5, 2024');
  });

  it('writes the weekday alone in three letters, for a strip of days', () => {
    expect(formatShortWeekday(day(2025, 11, 25))).toBe('Tue');
    expect(formatShortWeekday(day(2025, 11, 23))).toBe('Sun');
    expect(formatShortWeekday(day(2025, 11, 29))).toBe('Sat');
  });

  it('writes the short form, adding the year when asked or when it is another year', () => {
    expect(formatShortDate(day(2025, 1, 5), { now })).toBe('Jan 5');
    expect(formatShortDate(day(2026, 1, 5), { now })).toBe('Jan 5, 2026');
    expect(formatShortDate(day(2025, 5, 1), { now, year: 'always' })).toBe('May 1, 2025');
  });

  it('writes a time on the 24-hour clock after the short date', () => {
    expect(formatDateTime(day(2025, 1, 5, 12, 0), { now })).toBe('Jan 5, 12:00');
    expect(formatDateTime(day(2025, 11, 24, 0, 23, 50), { now, seconds: true })).toBe('Nov 24, 00:23:50');
    expect(formatDateTime(day(2024, 12, 31, 21, 5), { now })).toBe('Dec 31, 2024, 21:05');
    expect(formatClock(day(2025, 1, 5, 9, 5))).toBe('09:05');
  });

  it('writes a span of days with the year once', () => {
    expect(formatDateRange(day(2025, 11, 15), day(2025, 11, 24), { now })).toBe('Nov 15 – 24');
    expect(formatDateRange(day(2025, 9, 24), day(2025, 10, 3), { now })).toBe('Sep 24 – Oct 3');
    expect(formatDateRange(day(2024, 1, 3), day(2024, 1, 12), { now })).toBe('Jan 3 – 12, 2024');
    expect(formatDateRange(day(2024, 1, 28), day(2024, 2, 6), { now })).toBe('Jan 28 – Feb 6, 2024');
    expect(formatDateRange(day(2024, 12, 28), day(2025, 1, 6), { now })).toBe('Dec 28, 2024 – Jan 6, 2025');
  });

  it('reads calendar days, Unix seconds and ISO timestamps, refusing what is not a date', () => {
    expect(parseDay('2025-01-05')).toEqual(day(2025, 1, 5, 0));
    expect(parseDay('2025-02-30')).toBeNull();
    expect(parseDay('5 Jan')).toBeNull();
    expect(fromUnixSeconds(Date.UTC(2025, 0, 5, 12) / 1000)?.getTime()).toBe(Date.UTC(2025, 0, 5, 12));
    expect(fromUnixSeconds(0)).toBeNull();
    expect(fromUnixSeconds(null)).toBeNull();
    expect(fromUnixSeconds(Number.NaN)).toBeNull();
    expect(fromIso('2025-01-05T12:00:00Z')?.getTime()).toBe(Date.UTC(2025, 0, 5, 12));
    expect(fromIso('soon')).toBeNull();
    expect(fromIso(undefined)).toBeNull();
  });
});
