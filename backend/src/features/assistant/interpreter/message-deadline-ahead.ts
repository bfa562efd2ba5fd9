import { wallTimeToUtc } from '../../tasks';
import type { InterpretContext, NewTask } from './intent';
import { findTime, safeTimeZone } from './message-dates';
import { capitalise, cleanTitle } from './task-title';

/**
 * "self-assessment for Ciaran is due 31/1, remind me the week before", "the LOI is due 12/3, remind
 * me the day before": a deadline told, and the reminder asked for ahead of it. The job is the thing
 * due, kept for the day the person asked to hear of it.
 */
const DUE_THEN_AHEAD =
  /^(?:the |my |our )?(.{3,80}?) (?:is|are|'s) due (?:on |by )?(.{2,30}?)[,.;]?\s+(?:so )?(?:(?:please|pls|can you|could you) )?remind me (a|one|the|1|two|2|three|3) (days?|weeks?) (?:before|ahead|earlier|prior)(?: (?:please|pls|thanks))?[.!]*$/i;
/**
 * "NHBC inspection is 19/11, remind me the day before to walk the plots", "supervision is 24/11 at 10. remind
 * me the day before to pull my notes together": a day told, and a job of its own asked for ahead of it.
 */
const DAY_THEN_JOB_AHEAD =
  /^(?:the |my |our )?.{3,80}? (?:is|are|'s) (?:due )?(?:on |by )?(.{2,30}?)[,.;]?\s+(?:so )?(?:(?:please|pls|can you|could you) )?remind me (a|one|the|1|two|2|three|3) (days?|weeks?) (?:before|ahead|earlier|prior) (?:to|tae|that i need to|i need to) (.{3,100}?)(?:,? (?:please|pls|thanks|ta))?[.!]*$/i;
const JOB_OF_ITS_OWN = /\?|\b(?:at \d|\d\s?(?:am|pm)|\d[:.]\d\d|again|and (?:the|a|on|remind)|every)\b/i;
const COUNT: Record<string, number> = { a: 1, one: 1, the: 1, '1': 1, two: 2, '2': 2, three: 3, '3': 3 };
const DAY_MS = 86_400_000;

export function remindedAheadOfDeadline(text: string, context: InterpretContext): NewTask | null {
  const asked = DAY_THEN_JOB_AHEAD.exec(text.trim());
  // A routine ("bins are every tuesday"), a job with its own hour, a second job or a question is left to the readers of asks.
  const job = asked && !/\bevery\b/i.test(asked[1]) && !JOB_OF_ITS_OWN.test(asked[4]) ? asked : null;
  if (asked && !job) return null;
  // The day of the thing told may come with its hour; the job ahead of it is on the day, at noon.
  const said = job ? [job[0], job[4], job[1], job[2], job[3]] : DUE_THEN_AHEAD.exec(text.trim());
  if (!said) return null;
  const found = findTime(said[2], context, false);
  if (!found?.date || (found.clockSaid && !job)) return null;
  const days = COUNT[said[3].toLowerCase()] * (said[4].toLowerCase().startsWith('week') ? 7 : 1);
  const [year, month, day] = found.date.split('-').map(Number);
  const ahead = new Date(Date.UTC(year, month - 1, day) - days * DAY_MS);
  const due = wallTimeToUtc(
    { year: ahead.getUTCFullYear(), month: ahead.getUTCMonth() + 1, day: ahead.getUTCDate(), hour: 12, minute: 0, second: 0 },
    safeTimeZone(context.timeZone),
  );
  // A reminder ahead of a deadline already close has no day left to be given on.
  if (due <= context.now.getTime()) return null;
  const title = job ? cleanTitle(said[1].replace(/\s+(?:lol|haha+|lmao|x+)$/i, '')) : capitalise(said[1].trim());
  return { kind: 'add_task', title, due: new Date(due).toISOString(), important: false, repeat: null };
}
