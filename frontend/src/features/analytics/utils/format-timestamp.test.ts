import { describe, expect, it } from 'vitest';

import { formatChartDay, formatLocalTimestamp } from './format-timestamp';

describe('analytics dates', () => {
  it('shows a chart day as the calendar day it names', () => {
    expect(formatChartDay('2025-01-05')).toBe('5 Jan');
    expect(formatChartDay('2025-12-31')).toBe('31 Dec');
  });

  it('shows an event time in local time, and an unreadable one as sent', () => {
    const iso = '2025-01-05T14:03:07.000Z';
    const local = new Date(iso);
    expect(formatLocalTimestamp(iso)).toContain(
      `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}:07`,
    );
    expect(formatLocalTimestamp('not a date')).toBe('not a date');
  });
});
