import { describe, expect, it } from 'vitest';

import { dueLabel, isOverdue } from './due-label';

// Local times throughout: the label is what the person's own clock says.
const now = new Date(2025, 0, 5, 9, 0);
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('dueLabel', () => {
  it('says today, tomorrow and yesterday with the time', () => {
    expect(dueLabel(local(2025, 0, 5, 12, 30), now)).toBe('Today, 12:30');
    expect(dueLabel(local(2025, 0, 6, 9, 30), now)).toBe('Tomorrow, 09:30');
    expect(dueLabel(local(2025, 0, 4, 18, 0), now)).toBe('Yesterday, 18:00');
  });

  it('writes other days month first, as the product writes dates, with the year only when it differs', () => {
    expect(dueLabel(local(2025, 0, 10, 18, 0), now)).toBe('Jan 10, 18:00');
    expect(dueLabel(local(2026, 2, 14, 8, 5), now)).toBe('Mar 14, 2026, 08:05');
  });

  it('shows the day alone for a date given without a time (stored at local noon)', () => {
    expect(dueLabel(local(2025, 0, 5, 12, 0), now)).toBe('Today');
    expect(dueLabel(local(2025, 0, 6, 12, 0), now)).toBe('Tomorrow');
    expect(dueLabel(local(2025, 0, 10, 12, 0), now)).toBe('Jan 10');
  });

  it('says so when the stored value is not a date', () => {
    expect(dueLabel('soon', now)).toBe('Due date unknown');
  });
});

describe('isOverdue', () => {
  it('is true only for a due date that has passed', () => {
    expect(isOverdue(local(2025, 0, 5, 8, 59), now)).toBe(true);
    expect(isOverdue(local(2025, 0, 5, 9, 1), now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
  });
});
