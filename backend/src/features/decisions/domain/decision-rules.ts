import { DomainError } from '../../../platform/commands/domain-error';
import { dayIn } from './local-dates';

/** Practitioners look back after about a month unless they say otherwise. */
export const DEFAULT_REVIEW_DAYS = 30;
/** Long enough for a sentence or two of reasoning; a decision is not an essay. */
export const DECISION_TEXT_MAX = 500;
export const OPTIONS_MAX = 5;
/** A review later than this is no feedback loop any more. */
export const REVIEW_DAYS_MAX = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14, month: 30, quarter: 91, year: 365 };
const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, six: 6, ninety: 90 };

/**
 * Days until the review a message asks for: "review in a week" is 7, "look back in 3 months" 90,
 * "review in 10 days" 10; null when the words name none.
 */
export function reviewDaysIn(words: string): number | null {
  const match =
    /\b(?:review|check|look back|revisit)\b[^.]*?\bin\s+(\d{1,3}|a|an|one|two|three|four|six|ninety)\s+(day|week|fortnight|month|quarter|year)s?\b/i.exec(
      words,
    );
  if (!match) return null;
  const count = /^\d+$/.test(match[1]) ? Number(match[1]) : NUMBER_WORDS[match[1].toLowerCase()];
  const days = count * UNIT_DAYS[match[2].toLowerCase()];
  return days >= 1 && days <= REVIEW_DAYS_MAX ? days : null;
}

/** A local date moved on by whole days, on the calendar (no clock or zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The person's local day `days` after the one `now` falls on in their zone: a decision's review day. */
export function reviewDayOf(now: Date, timeZone: string, days: number): string {
  return addDays(dayIn(now, timeZone), days);
}

/** "3 Dec" (with the year when it is not `today`'s): how a review question names the day. */
export function shortDate(date: string, today: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  const text = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(at);
  return date.slice(0, 4) === today.slice(0, 4) ? text : `${text} ${date.slice(0, 4)}`;
}

export function checkedDecisionText(text: string, field: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw new DomainError(`${field} must not be empty.`, 'invalid');
  if (trimmed.length > DECISION_TEXT_MAX)
    throw new DomainError(`${field} is too long (${DECISION_TEXT_MAX} characters at most).`, 'invalid');
  return trimmed;
}

export function checkedConfidence(confidence: number | null): number | null {
  if (confidence === null) return null;
  if (!Number.isInteger(confidence) || confidence < 0 || confidence > 100)
    throw new DomainError('confidence must be a whole number from 0 to 100.', 'invalid');
  return confidence;
}
