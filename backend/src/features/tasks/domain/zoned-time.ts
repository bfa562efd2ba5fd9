/** A wall-clock reading: what a person in some time zone sees on their clock. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The runtime's own time zone database decides which names exist; `Intl` throws on the rest. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

const HOUR_MS = 60 * 60 * 1000;
const MAX_STEADY_HOURS = 50_000;
/** Hours known to have one offset throughout, by zone and hour since the epoch. */
const steadyHours = new Map<string, number>();

/**
 * How far the zone's clocks are ahead of UTC at `instant`, in milliseconds. Asking `Intl` is the
 * slow part of reading a time (messages ask it several times per date), so an hour whose first and
 * last moments have the same offset is remembered: zones change their offset at most once an hour,
 * so nothing inside such an hour differs.
 */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const hour = Math.floor(instant / HOUR_MS);
  const key = `${timeZone}|${hour}`;
  const known = steadyHours.get(key);
  if (known !== undefined) return known;
  const offset = intlOffsetMs(instant, timeZone);
  const start = hour * HOUR_MS;
  if (intlOffsetMs(start, timeZone) === offset && intlOffsetMs(start + HOUR_MS - 1, timeZone) === offset) {
    if (steadyHours.size >= MAX_STEADY_HOURS) steadyHours.clear();
    steadyHours.set(key, offset);
  }
  return offset;
}

function intlOffsetMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const wholeSeconds = instant - (((instant % 1000) + 1000) % 1000);
  return asUtc - wholeSeconds;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The UTC instant at which clocks in `timeZone` show `wall`. Zones change their offset at most a
 * few times a year, so the offsets one day either side are the only candidates. Where the clocks
 * go back and a reading happens twice, the earlier instant wins; where they jump forward and a
 * reading never happens, it moves forward by the jump (02:30 on a spring-forward night becomes
 * 03:30) — the choice calendar apps and Temporal's "compatible" mode make.
 */
export function wallTimeToUtc(wall: WallTime, timeZone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const before = zoneOffsetMs(asUtc - DAY_MS, timeZone);
  const after = zoneOffsetMs(asUtc + DAY_MS, timeZone);
  const matching = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => asUtc - zoneOffsetMs(instant, timeZone) === instant)
    .sort((a, b) => a - b);
  return matching.length > 0 ? matching[0] : asUtc - before;
}
