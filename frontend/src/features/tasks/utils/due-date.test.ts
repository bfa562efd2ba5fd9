import { describe, expect, it } from 'vitest';

import { buildDueDate, DEFAULT_DUE_TIME, dueDateFields, isPastDue, localTimeZone, toDateAndTime } from './due-date';

describe('buildDueDate', () => {
  it('joins the date and the time', () => {
    expect(buildDueDate('2025-01-05', '09:30')).toBe('2025-01-05T09:30');
  });

  it('uses 12:00 when no time is given (spec section 9)', () => {
    expect(DEFAULT_DUE_TIME).toBe('12:00');
    expect(buildDueDate('2025-01-05', '')).toBe('2025-01-05T12:00');
    expect(buildDueDate('2025-01-05', '   ')).toBe('2025-01-05T12:00');
    expect(buildDueDate('2025-01-05', null)).toBe('2025-01-05T12:00');
    expect(buildDueDate('2025-01-05')).toBe('2025-01-05T12:00');
  });

  it('reads a typed time on the 24-hour clock and falls back to 12:00 for a time it cannot read', () => {
    expect(buildDueDate('2025-01-05', '18:45')).toBe('2025-01-05T18:45');
    expect(buildDueDate('2025-01-05', '930')).toBe('2025-01-05T09:30');
    expect(buildDueDate('2025-01-05', '25:00')).toBe('2025-01-05T12:00');
    expect(buildDueDate('2025-01-05', 'soon')).toBe('2025-01-05T12:00');
  });

  it('gives no due date without a real date', () => {
    expect(buildDueDate('', '09:30')).toBeNull();
    expect(buildDueDate('2025-02-30', '09:30')).toBeNull();
    expect(buildDueDate('05/01/2025', '09:30')).toBeNull();
  });
});

describe('dueDateFields', () => {
  it('sends the time zone together with a due date', () => {
    expect(dueDateFields('2025-01-05', '', 'Europe/London')).toEqual({ due_date: '2025-01-05T12:00', timezone: 'Europe/London' });
  });

  it('sends no time zone without a due date (spec section 7)', () => {
    const fields = dueDateFields('', '09:00', 'Europe/London');
    expect(fields).toEqual({ due_date: null });
    expect('timezone' in fields).toBe(false);
  });

  it("uses the browser's resolved time zone by default", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(localTimeZone()).toBe(zone);
    expect(dueDateFields('2025-01-05', '08:00')).toEqual({ due_date: '2025-01-05T08:00', timezone: zone });
  });
});

describe('toDateAndTime', () => {
  it('reads a stored instant as local date and time fields', () => {
    const local = new Date(2025, 0, 5, 9, 30);
    expect(toDateAndTime(local.toISOString())).toEqual({ date: '2025-01-05', time: '09:30' });
  });

  it('starts an editor for a task without a due date at noon with no date', () => {
    expect(toDateAndTime(null)).toEqual({ date: '', time: '12:00' });
    expect(toDateAndTime('garbage')).toEqual({ date: '', time: '12:00' });
  });
});

describe('isPastDue', () => {
  const now = new Date(2025, 0, 5, 9, 0);
  it('is true for a date and time behind the clock, an empty time read as 12:00', () => {
    expect(isPastDue('2025-01-04', '', now)).toBe(true);
    expect(isPastDue('2025-01-05', '08:59', now)).toBe(true);
    expect(isPastDue('2025-01-05', '', now)).toBe(false);
    expect(isPastDue('2025-01-05', '09:01', now)).toBe(false);
    expect(isPastDue('', '08:00', now)).toBe(false);
  });
});
