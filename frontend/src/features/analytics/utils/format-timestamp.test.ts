import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { formatChartDay, formatLocalTimestamp } from './format-timestamp';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 5, 1, 10, 0));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('analytics dates', () => {
  it('shows a chart day as the calendar day it names, month first', () => {
    expect(formatChartDay('2025-01-05')).toBe('Jan 5');
    expect(formatChartDay('2025-12-31')).toBe('Dec 31');
    expect(formatChartDay('2024-12-31')).toBe('Dec 31, 2024');
  });

  it('shows an event time in local time, and an unreadable one as sent', () => {
    const iso = '2025-01-05T14:03:07.000Z';
    const local = new Date(iso);
    const clock = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(formatLocalTimestamp(iso)).toBe(`Jan ${local.getDate()}, ${clock}`);
    expect(formatLocalTimestamp('not a date')).toBe('not a date');
  });
});
