import { DomainError } from '../../../platform/commands/domain-error';
import { parseDueDate } from './due-date';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid') return error.message;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('parseDueDate', () => {
  it('tells "not sent" from "no due date"', () => {
    expect(parseDueDate(undefined, 'Europe/London')).toBeUndefined();
    expect(parseDueDate(null, undefined)).toBeNull();
    expect(parseDueDate('  ', undefined)).toBeNull();
  });

  it('keeps an instant with an offset as that instant, whatever the zone', () => {
    expect(parseDueDate('2025-01-05T12:00:00Z', undefined)).toBe('2025-01-05T12:00:00.000Z');
    expect(parseDueDate('2025-01-05T12:00:00.250+05:30', 'Europe/London')).toBe('2025-01-05T06:30:00.250Z');
    expect(parseDueDate('2025-01-05T12:00-08:00', undefined)).toBe('2025-01-05T20:00:00.000Z');
  });

  it('reads a local date and time in the given zone; a bare date means 12:00', () => {
    expect(parseDueDate('2025-07-01T09:30', 'Europe/London')).toBe('2025-07-01T08:30:00.000Z');
    expect(parseDueDate('2025-07-01T09:30:15', 'America/New_York')).toBe('2025-07-01T13:30:15.000Z');
    expect(parseDueDate('2025-01-05', 'Asia/Tokyo')).toBe('2025-01-05T03:00:00.000Z');
  });

  it('explains what is wrong', () => {
    expect(refusal(() => parseDueDate('2025-07-01T09:30', undefined))).toBe(
      'Please send the timezone (such as Europe/London) with a due date that has no UTC offset.',
    );
    expect(refusal(() => parseDueDate('2025-07-01T09:30', 'Mars/Base'))).toBe(
      '"Mars/Base" is not a time zone we know. Use a name such as Europe/London.',
    );
    expect(refusal(() => parseDueDate('2025-02-30T09:30', 'Europe/London'))).toBe('The due date is not a real date and time.');
    expect(refusal(() => parseDueDate('2025-01-05T24:30Z', undefined))).toBe('The due date is not a real date and time.');
    expect(refusal(() => parseDueDate('next friday', 'Europe/London'))).toContain('The due date must look like 2025-01-05T12:00');
    expect(refusal(() => parseDueDate('1850-01-01T10:00', 'Europe/London'))).toBe('The due date is not a real date and time.');
  });
});
