import { rescheduledDue, snoozedDue, tomorrowAtSameTime } from './task-times';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const now = new Date('2026-03-10T09:00:00Z');

describe('rescheduledDue', () => {
  it('keeps the date when only the time is corrected ("make it 2:30")', () => {
    expect(rescheduledDue('2026-03-12T16:00:00Z', null, '14:30', now, LONDON)).toBe('2026-03-12T14:30:00.000Z');
  });

  it('keeps the time when only the date is corrected ("actually thursday"), in the person\'s zone', () => {
    expect(rescheduledDue('2026-03-10T14:00:00Z', '2026-03-12', null, now, NEW_YORK)).toBe('2026-03-12T14:00:00.000Z');
  });

  it('sets both when both are named, across a change of clocks', () => {
    // London moves to summer time on 29 March: 14:00 there is 13:00 UTC on 3 April.
    expect(rescheduledDue('2026-03-10T14:00:00Z', '2026-04-03', '14:00', now, LONDON)).toBe('2026-04-03T13:00:00.000Z');
  });

  it('gives a task without a due date today at that time, or tomorrow once it has passed', () => {
    expect(rescheduledDue(null, null, '17:00', now, LONDON)).toBe('2026-03-10T17:00:00.000Z');
    expect(rescheduledDue(null, null, '08:00', now, LONDON)).toBe('2026-03-11T08:00:00.000Z');
    expect(rescheduledDue(null, '2026-03-13', null, now, LONDON)).toBe('2026-03-13T12:00:00.000Z');
  });
});

describe('snoozedDue', () => {
  it('counts minutes from the due time when the task is due later, so it never moves earlier', () => {
    expect(snoozedDue('2026-03-10T15:00:00Z', null, 10, now)).toEqual({ to: '2026-03-10T15:10:00.000Z' });
  });

  it('counts minutes from now for an overdue task', () => {
    expect(snoozedDue('2026-03-09T15:00:00Z', null, 10, now)).toEqual({ to: '2026-03-10T09:10:00.000Z' });
  });

  it('refuses an until before the current due time', () => {
    expect(snoozedDue('2026-03-12T15:00:00Z', '2026-03-11T09:00:00Z', null, now)).toEqual({ earlier: '2026-03-11T09:00:00Z' });
    expect(snoozedDue('2026-03-12T15:00:00Z', '2026-03-13T09:00:00Z', null, now)).toEqual({ to: '2026-03-13T09:00:00.000Z' });
  });
});

describe('tomorrowAtSameTime', () => {
  it('keeps the clock time on the next local day', () => {
    expect(tomorrowAtSameTime('2026-03-08T16:30:00Z', now, LONDON)).toBe('2026-03-11T16:30:00.000Z');
    expect(tomorrowAtSameTime(null, now, LONDON)).toBe('2026-03-11T12:00:00.000Z');
  });
});
