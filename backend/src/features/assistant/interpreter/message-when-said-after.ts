import { isTaskVerb } from './message-words';

/**
 * "order the fondant, do it before the weekend", "chase the Patel deposit - needs doing by friday",
 * "call the bank tomorrow, set it for 9 in the morning":
 * the job, then when to do it said as a second breath about "it". Read as one job with its time, as
 * "order the fondant by friday" is; the "it" is the job just said, not a task already on the list.
 */
const DO_IT_THEN =
  /^(.{3,}?) ?[,;–—-]+\s*(?:(?:and|so|pls|please|just)\s+)*(?:(?:do|get|have|finish|sort) (?:it|that|this)(?: done| sorted| finished)?|(?:set|make|put|schedule) (?:it|that|this)(?: for)?|(?:it |that |this )?needs? (?:doing|to be done|done|sorting|sorted))\s+((?:by|before|on|at|this|next|tomorrow|tmrw|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b.*|\d.*)$/i;
/** "before the weekend": by the Friday before it. */
const BEFORE_THE_WEEKEND = /\bbefore the weekend\b/gi;

const CLOCK_SAID = /\d(?::[0-5]\d|\.[0-5]\d|\s?[ap]m\b)/i;

/** "need to invoice them tho": a job said with the need for it, before the "do it". */
const NEED_TO = /\b(?:need|needs|have|has|got|gotta|must) to\s+\S+/i;

function namesAJob(words: string): boolean {
  const first = words.trim().split(/\s+/)[0] ?? '';
  return isTaskVerb(first.toLowerCase()) || NEED_TO.test(words);
}

export function whenSaidAfter(said: string): string {
  // One space between words first: a run of spaces would be tried before every separator.
  const split = DO_IT_THEN.exec(said.trim().replace(/\s+/g, ' '));
  // "they're 5 hrs ahead, do it tomorrow at 8": with no job before it, "it" is the task in view.
  // "post office shuts 5:30, make it 5": a clock in the first breath tells of the day, and "it" is the task in view.
  if (!split || !namesAJob(split[1]) || CLOCK_SAID.test(split[1])) return said;
  // "set it for 9 in the morning": a bare hour is read as one with its "at".
  return `${split[1]} ${/^\d/.test(split[2]) ? 'at ' : ''}${split[2].replace(BEFORE_THE_WEEKEND, 'by friday')}`;
}
