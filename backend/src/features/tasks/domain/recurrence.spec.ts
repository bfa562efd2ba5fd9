import { nextDue } from './recurrence';

describe('nextDue', () => {
  it('keeps the clock time across a change of clocks', () => {
    // Monday 23 March 09:00 in London, then Monday 30 March 09:00 (summer time, 08:00 UTC).
    expect(nextDue('2026-03-23T09:00:00Z', { every: 'week', interval: 1 }, 'Europe/London')).toBe('2026-03-30T08:00:00.000Z');
  });

  it('moves a monthly task to the last day of a shorter month', () => {
    expect(nextDue('2026-01-31T12:00:00Z', { every: 'month', interval: 1 }, 'UTC')).toBe('2026-02-28T12:00:00.000Z');
    expect(nextDue('2026-12-01T09:00:00Z', { every: 'month', interval: 1 }, 'UTC')).toBe('2027-01-01T09:00:00.000Z');
  });

  it('skips the weekend for every weekday, and counts intervals', () => {
    expect(nextDue('2026-03-13T09:00:00Z', { every: 'weekday', interval: 1 }, 'UTC')).toBe('2026-03-16T09:00:00.000Z');
    expect(nextDue('2026-03-10T09:00:00Z', { every: 'day', interval: 3 }, 'UTC')).toBe('2026-03-13T09:00:00.000Z');
    // 05:00 in New York both times: summer time has begun on 10 March 2026, not yet on 10 March 2027.
    expect(nextDue('2026-03-10T09:00:00Z', { every: 'year', interval: 1 }, 'America/New_York')).toBe('2027-03-10T10:00:00.000Z');
  });
});
