import type { DateRange } from '../types/journal-entry';
import { addDaysToKey } from './journal-dates';

/** Spec section 9: the strip shows 10 consecutive days and the arrows move it by 3. */
export const STRIP_DAYS = 10;
export const STRIP_SHIFT = 3;

/** The first day of a strip that ends on `lastDay`: on load, the previous 9 days through today. */
export function stripStartEndingOn(lastDay: string): string {
  return addDaysToKey(lastDay, -(STRIP_DAYS - 1));
}

/** The days of the strip that starts on `start`, oldest first. */
export function stripDays(start: string): string[] {
  return Array.from({ length: STRIP_DAYS }, (_, index) => addDaysToKey(start, index));
}

/** The days the strip covers, which is also the range it fetches. */
export function stripRange(start: string): DateRange {
  return { start, end: addDaysToKey(start, STRIP_DAYS - 1) };
}

/** True when the strip already ends on (or after) the last day there is: today. */
export function stripReachesToday(start: string, today: string): boolean {
  return stripRange(start).end >= today;
}

/** The strip moved one step back (-1) or forward (+1), forward never past today. */
export function shiftStrip(start: string, direction: -1 | 1, today: string): string {
  const moved = addDaysToKey(start, direction * STRIP_SHIFT);
  const latest = stripStartEndingOn(today);
  return direction === 1 && moved > latest ? (start > latest ? start : latest) : moved;
}

/** Where the strip starts once `date` is chosen: unchanged when it is in view, else ending on it. */
export function stripStartShowing(date: string, start: string): string {
  const { end } = stripRange(start);
  if (date >= start && date <= end) return start;
  return stripStartEndingOn(date);
}
