import { checkedNotFuture, dayNumber, resolveRange } from './journal-dates';

const now = new Date('2025-03-10T23:59:00Z');

describe('journal dates', () => {
  it('knows real dates', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-02-29')).not.toBeNull();
    expect(dayNumber('2025-02-29')).toBeNull();
    expect(dayNumber('2025-1-5')).toBeNull();
    expect(dayNumber('2025-01-05T00:00')).toBeNull();
  });

  it('defaults to the previous 9 days through today (10 days)', () => {
    expect(resolveRange(undefined, undefined, now)).toEqual({ start: '2025-03-01', end: '2025-03-10' });
    expect(resolveRange(undefined, undefined, new Date('2025-01-03T00:00:00Z'))).toEqual({ start: '2024-12-25', end: '2025-01-03' });
  });

  it('turns a single date into a one-day range', () => {
    expect(resolveRange('2025-01-05', undefined, now)).toEqual({ start: '2025-01-05', end: '2025-01-05' });
    expect(resolveRange(undefined, '2025-01-05', now)).toEqual({ start: '2025-01-05', end: '2025-01-05' });
  });

  it('keeps a range of up to 366 days', () => {
    expect(resolveRange('2024-01-01', '2024-12-31', now)).toEqual({ start: '2024-01-01', end: '2024-12-31' });
  });

  it('takes today and earlier days, and refuses a day that has begun nowhere yet', () => {
    const lateEvening = new Date('2026-11-24T23:00:00Z');
    expect(checkedNotFuture('2026-11-24', lateEvening)).toBe('2026-11-24');
    // Already November 25 in Auckland and Kiribati.
    expect(checkedNotFuture('2026-11-25', lateEvening)).toBe('2026-11-25');
    expect(() => checkedNotFuture('2026-11-26', lateEvening)).toThrow('not a day to come');
    expect(() => checkedNotFuture('2027-01-01', new Date('2026-11-24T08:00:00Z'))).toThrow('not a day to come');
  });

  it('refuses bad dates, reversed ranges and ranges over 366 days', () => {
    expect(() => resolveRange('2025-02-30', '2025-03-01', now)).toThrow('start_date must be a real date such as 2025-01-05.');
    expect(() => resolveRange('2025-01-01', 'soon', now)).toThrow('end_date must be a real date such as 2025-01-05.');
    expect(() => resolveRange('2025-01-10', '2025-01-01', now)).toThrow('start_date must be on or before end_date.');
    expect(() => resolveRange('2024-01-01', '2025-01-01', now)).toThrow('The date range can cover at most 366 days.');
  });
});
