import { DomainError } from '../../../platform/commands/domain-error';
import { isValidTimeZone, type WallTime, wallTimeToUtc } from './zoned-time';

/** Spec section 4: a due datetime is date plus time, and the time defaults to 12:00. */
export const DEFAULT_DUE_TIME = { hour: 12, minute: 0 } as const;

const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?$/;

const FORMAT_HELP =
  'The due date must look like 2025-01-05T12:00 (sent with a timezone) or be an ISO date-time with an offset, such as 2025-01-05T12:00:00Z.';

function wallTimeFrom(match: RegExpMatchArray): WallTime {
  const [year, month, day] = [match[1], match[2], match[3]].map(Number);
  const hour = match[4] === undefined ? DEFAULT_DUE_TIME.hour : Number(match[4]);
  const minute = match[5] === undefined ? DEFAULT_DUE_TIME.minute : Number(match[5]);
  const second = match[6] === undefined ? 0 : Number(match[6]);
  const wall = { year, month, day, hour, minute, second };
  // Date.UTC rolls 31 February over into March; a reading that does not round-trip is not a real date.
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const real =
    year >= 1900 &&
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day &&
    probe.getUTCHours() === hour &&
    probe.getUTCMinutes() === minute &&
    probe.getUTCSeconds() === second;
  if (!real) throw new DomainError('The due date is not a real date and time.', 'invalid');
  return wall;
}

export function checkedTimeZone(timeZone: string): string {
  if (!isValidTimeZone(timeZone))
    throw new DomainError(`"${timeZone}" is not a time zone we know. Use a name such as Europe/London.`, 'invalid');
  return timeZone;
}

/**
 * Turns the `due_date` of a request into a UTC ISO instant. An instant with an offset stands on
 * its own; a local reading ("2025-01-05T09:30", or a bare date meaning 12:00) needs the person's
 * IANA `timezone`, because only they know which 09:30 they meant. `undefined` means "not sent";
 * null or an empty string means "no due date".
 */
export function parseDueDate(input: string | null | undefined, timeZone: string | undefined): string | null | undefined {
  if (input === undefined) return undefined;
  if (input === null || input.trim() === '') return null;
  const text = input.trim();
  const absolute = text.match(WITH_OFFSET);
  if (absolute) {
    wallTimeFrom(absolute);
    const instant = Date.parse(text);
    if (Number.isNaN(instant)) throw new DomainError(FORMAT_HELP, 'invalid');
    return new Date(instant).toISOString();
  }
  const local = text.match(LOCAL);
  if (!local) throw new DomainError(FORMAT_HELP, 'invalid');
  const wall = wallTimeFrom(local);
  if (!timeZone)
    throw new DomainError('Please send the timezone (such as Europe/London) with a due date that has no UTC offset.', 'invalid');
  return new Date(wallTimeToUtc(wall, checkedTimeZone(timeZone))).toISOString();
}
