/**
 * Dates in replies, in the product's one style (DESIGN section 7): "today 10:00", "tomorrow 10:00",
 * "Friday, January 9, 10:00" (the year added when it is not this year), on the 24-hour clock and in
 * the person's own zone.
 */
const formatters = new Map<string, { day: Intl.DateTimeFormat; long: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      long: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }),
      time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** The calendar day (YYYY-MM-DD) clocks show in the zone at that instant. */
export function localDay(at: Date, timeZone: string): string {
  return formattersFor(timeZone).day.format(at);
}

/** "18:04" as clocks show it in the zone. */
export function localTime(at: Date, timeZone: string): string {
  return formattersFor(timeZone).time.format(at);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayDistance(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A due instant as a person reads it in a reply. */
export function replyDate(due: string, now: Date, timeZone: string): string {
  const at = new Date(due);
  const { long } = formattersFor(timeZone);
  const day = localDay(at, timeZone);
  const today = localDay(now, timeZone);
  const time = localTime(at, timeZone);
  const distance = dayDistance(today, day);
  if (distance === 0) return `today ${time}`;
  if (distance === 1) return `tomorrow ${time}`;
  if (distance === -1) return `yesterday ${time}`;
  const year = day.slice(0, 4) === today.slice(0, 4) ? '' : `, ${day.slice(0, 4)}`;
  return `${long.format(at)}${year}, ${time}`;
}
