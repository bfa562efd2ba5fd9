import { NUDGE_RULES } from './nudge-rules';

/** The hour (0–23) clocks show in `timeZone` at `at`; an unknown zone falls back to the default. */
export function localHour(at: Date, timeZone: string): number {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  } catch {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: NUDGE_RULES.defaultTimeZone, hour: 'numeric', hourCycle: 'h23' });
  }
  return Number(formatter.formatToParts(at).find((p) => p.type === 'hour')?.value ?? 0);
}

export function isNight(at: Date, timeZone: string): boolean {
  const hour = localHour(at, timeZone);
  return hour >= NUDGE_RULES.nightStartsAt || hour < NUDGE_RULES.dayStartsAt;
}
