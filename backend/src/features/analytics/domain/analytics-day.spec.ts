import { DomainError } from '../../../platform/commands/domain-error';
import { dayOf, daysOf, toDayRange, weekOf, weeksOf } from './analytics-day';

describe('analytics days', () => {
  it('buckets a timestamp by its UTC day', () => {
    expect(dayOf('2025-03-01T23:59:59.999Z')).toBe('2025-03-01');
    expect(dayOf('2025-03-02T00:30:00+01:00')).toBe('2025-03-01');
  });

  it('turns a range into the UTC days it touches', () => {
    expect(toDayRange('2025-03-01T14:00:00Z', '2025-03-08T14:00:00Z')).toEqual({ startDay: '2025-03-01', endDay: '2025-03-08' });
    expect(daysOf({ startDay: '2025-02-27', endDay: '2025-03-02' })).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
  });

  it('refuses an inverted range and one longer than 366 days', () => {
    expect(() => toDayRange('2025-03-02', '2025-03-01')).toThrow(DomainError);
    expect(() => toDayRange('2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z')).not.toThrow();
    expect(() => toDayRange('2024-01-01T00:00:00Z', '2025-01-01T00:00:01Z')).toThrow('at most 366 days');
  });

  it('names a UTC week by its Monday, whatever offset the timestamp was written with', () => {
    expect(weekOf('2025-01-06T00:00:00Z')).toBe('2025-01-06');
    expect(weekOf('2025-01-12T23:59:59.999Z')).toBe('2025-01-06');
    expect(weekOf('2025-01-13T00:00:00Z')).toBe('2025-01-13');
    // Sunday evening in New York is already Monday in UTC.
    expect(weekOf('2025-01-12T20:30:00-05:00')).toBe('2025-01-13');
    // Monday morning in Tokyo is still Sunday in UTC.
    expect(weekOf('2025-01-13T08:00:00+09:00')).toBe('2025-01-06');
    expect(weekOf('2024-12-31T12:00:00Z')).toBe('2024-12-30');
  });

  it('lists the weeks a range touches', () => {
    expect(weeksOf({ startDay: '2025-01-05', endDay: '2025-01-13' })).toEqual(['2024-12-30', '2025-01-06', '2025-01-13']);
    expect(weeksOf({ startDay: '2025-01-07', endDay: '2025-01-07' })).toEqual(['2025-01-06']);
  });
});
