const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** The calendar day (YYYY-MM-DD) clocks show in the zone at that instant. */
export function dayIn(at: Date, timeZone: string): string {
  return formattersFor(timeZone).day.format(at);
}

/** "18:04" as clocks show it in the zone. */
export function timeIn(at: Date, timeZone: string): string {
  return formattersFor(timeZone).time.format(at);
}
