import { describe, expect, it } from 'vitest';

import { addDaysToKey, fromDateKey, isDateKey, todayKey } from './journal-dates';
import {
  shiftStrip,
  STRIP_DAYS,
  STRIP_SHIFT,
  stripDays,
  stripRange,
  stripReachesToday,
  stripStartEndingOn,
  stripStartShowing,
} from './journal-strip';

describe('journal dates', () => {
  it('names days by the local calendar date', () => {
    expect(todayKey(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(todayKey(new Date(2025, 0, 6, 0, 1))).toBe('2025-01-06');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDaysToKey('2025-01-30', 3)).toBe('2025-02-02');
    expect(addDaysToKey('2025-01-02', -3)).toBe('2024-12-30');
    expect(addDaysToKey('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('adds whole days across a daylight-saving change', () => {
    expect(addDaysToKey('2025-03-29', 2)).toBe('2025-03-31');
    expect(addDaysToKey('2025-10-25', 2)).toBe('2025-10-27');
  });

  it('accepts only real dates', () => {
    expect(isDateKey('2025-02-28')).toBe(true);
    expect(isDateKey('2025-02-30')).toBe(false);
    expect(isDateKey('2025-2-3')).toBe(false);
    expect(fromDateKey('')).toBeNull();
  });
});

describe('journal strip (spec section 9)', () => {
  it('shows 10 consecutive days and moves by 3', () => {
    expect(STRIP_DAYS).toBe(10);
    expect(STRIP_SHIFT).toBe(3);
    expect(stripDays('2025-01-01')).toEqual([
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
      '2025-01-06',
      '2025-01-07',
      '2025-01-08',
      '2025-01-09',
      '2025-01-10',
    ]);
  });

  it('starts on load with the previous 9 days through today, which is also the default fetch', () => {
    const start = stripStartEndingOn('2025-01-05');
    expect(start).toBe('2024-12-27');
    expect(stripRange(start)).toEqual({ start: '2024-12-27', end: '2025-01-05' });
    expect(stripDays(start).at(-1)).toBe('2025-01-05');
  });

  it('shifts 3 days back and forward, and back again to where it was', () => {
    const today = '2025-02-01';
    expect(shiftStrip('2025-01-10', -1, today)).toBe('2025-01-07');
    expect(shiftStrip('2025-01-10', 1, today)).toBe('2025-01-13');
    expect(shiftStrip(shiftStrip('2025-01-10', -1, today), 1, today)).toBe('2025-01-10');
    expect(stripRange(shiftStrip('2024-12-27', -1, today))).toEqual({ start: '2024-12-24', end: '2025-01-02' });
  });

  it('never moves past today: the strip stops with today as its last day', () => {
    const today = '2025-01-05';
    expect(stripReachesToday('2024-12-27', today)).toBe(true);
    expect(stripReachesToday('2024-12-26', today)).toBe(false);
    expect(shiftStrip('2024-12-27', 1, today)).toBe('2024-12-27');
    expect(stripRange(shiftStrip('2024-12-25', 1, today)).end).toBe(today);
    expect(shiftStrip('2024-12-21', 1, today)).toBe('2024-12-24');
  });

  it('keeps the strip when a chosen date is in view, else ends it on that date', () => {
    expect(stripStartShowing('2025-01-01', '2025-01-01')).toBe('2025-01-01');
    expect(stripStartShowing('2025-01-10', '2025-01-01')).toBe('2025-01-01');
    expect(stripStartShowing('2025-01-11', '2025-01-01')).toBe('2025-01-02');
    expect(stripStartShowing('2024-06-15', '2025-01-01')).toBe('2024-06-06');
  });
});
