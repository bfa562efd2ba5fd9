import fc from 'fast-check';
import { isValidTimeZone, type WallTime, wallTimeToUtc, zoneOffsetMs } from './zoned-time';

const wall = (text: string): WallTime => {
  const [date, time] = text.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return { year, month, day, hour, minute, second: 0 };
};
const utc = (text: string, zone: string) => new Date(wallTimeToUtc(wall(text), zone)).toISOString();

describe('zoned time', () => {
  it('knows IANA names and refuses made-up ones', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });

  it('reads wall-clock times in zones with whole, half and three-quarter hour offsets', () => {
    expect(utc('2025-01-15T12:00', 'Europe/London')).toBe('2025-01-15T12:00:00.000Z');
    expect(utc('2025-07-15T12:00', 'Europe/London')).toBe('2025-07-15T11:00:00.000Z');
    expect(utc('2025-07-15T09:30', 'America/New_York')).toBe('2025-07-15T13:30:00.000Z');
    expect(utc('2025-01-15T09:30', 'Asia/Kolkata')).toBe('2025-01-15T04:00:00.000Z');
    expect(utc('2025-01-15T12:00', 'Asia/Kathmandu')).toBe('2025-01-15T06:15:00.000Z');
    expect(utc('2025-01-15T00:30', 'Pacific/Auckland')).toBe('2025-01-14T11:30:00.000Z');
  });

  it('moves a time the clocks skip forward by the jump', () => {
    // London skips 01:00–02:00 on 30 March 2025; New York skips 02:00–03:00 on 9 March 2025.
    expect(utc('2025-03-30T01:30', 'Europe/London')).toBe('2025-03-30T01:30:00.000Z');
    expect(utc('2025-03-09T02:30', 'America/New_York')).toBe('2025-03-09T07:30:00.000Z');
  });

  it('takes the first of a time that happens twice when the clocks go back', () => {
    expect(utc('2025-10-26T01:30', 'Europe/London')).toBe('2025-10-26T00:30:00.000Z');
    expect(utc('2025-11-02T01:30', 'America/New_York')).toBe('2025-11-02T05:30:00.000Z');
  });

  it('round-trips any instant through its wall-clock reading', () => {
    const zones = [
      'Europe/London',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
      'America/Santiago',
      'Pacific/Chatham',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1) / 1000, max: Date.UTC(2060, 0, 1) / 1000 }),
        fc.constantFrom(...zones),
        (seconds, zone) => {
          const instant = seconds * 1000;
          const reading = new Date(instant + zoneOffsetMs(instant, zone));
          const back = wallTimeToUtc(
            {
              year: reading.getUTCFullYear(),
              month: reading.getUTCMonth() + 1,
              day: reading.getUTCDate(),
              hour: reading.getUTCHours(),
              minute: reading.getUTCMinutes(),
              second: reading.getUTCSeconds(),
            },
            zone,
          );
          // Equal, or (when the clocks went back) the earlier instant showing the same reading.
          expect(back <= instant).toBe(true);
          expect(back + zoneOffsetMs(back, zone)).toBe(instant + zoneOffsetMs(instant, zone));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
