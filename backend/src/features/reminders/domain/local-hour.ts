import { QUIET_HOURS } from './quiet-hours';

/** The hour (0–23) clocks show in `timeZone` at `at`; an unknown zone falls back to the default. */
export function localHour(at: Date, timeZone: string): number {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  } catch {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: QUIET_HOURS.defaultTimeZone, hour: 'numeric', hourCycle: 'h23' });
  }
  return Number(formatter.formatToParts(at).find((p) => p.type === 'hour')?.value ?? 0);
}

/** Within the quiet hours (21:00 to 08:00) in the person's zone. */
export function isNight(at: Date, timeZone: string): boolean {
  const hour = localHour(at, timeZone);
  return hour >= QUIET_HOURS.startsAt || hour < QUIET_HOURS.endsAt;
}
