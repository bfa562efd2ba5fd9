import { isNight, localHour } from './local-hour';

describe('quiet hours in the person’s own time zone', () => {
  it('reads the local hour, across summer time', () => {
    expect(localHour(new Date('2030-01-15T21:30:00Z'), 'Europe/London')).toBe(21);
    expect(localHour(new Date('2030-07-15T21:30:00Z'), 'Europe/London')).toBe(22);
    expect(localHour(new Date('2030-01-15T21:30:00Z'), 'America/New_York')).toBe(16);
  });

  it('is night from 21:00 until 08:00', () => {
    expect(isNight(new Date('2030-01-15T20:59:00Z'), 'Europe/London')).toBe(false);
    expect(isNight(new Date('2030-01-15T21:00:00Z'), 'Europe/London')).toBe(true);
    expect(isNight(new Date('2030-01-16T07:59:00Z'), 'Europe/London')).toBe(true);
    expect(isNight(new Date('2030-01-16T08:00:00Z'), 'Europe/London')).toBe(false);
    // 20:30 UTC is 21:30 in London in summer: night.
    expect(isNight(new Date('2030-07-15T20:30:00Z'), 'Europe/London')).toBe(true);
    // 23:00 in London is 18:00 in New York: daytime there.
    expect(isNight(new Date('2030-01-15T23:00:00Z'), 'America/New_York')).toBe(false);
  });

  it('falls back to Europe/London for a zone it does not know', () => {
    expect(localHour(new Date('2030-01-15T21:30:00Z'), 'Mars/Olympus_Mons')).toBe(21);
  });
});
