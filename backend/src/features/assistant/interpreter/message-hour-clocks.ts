/**
 * Much of the world writes the clock as "15h", "9h30" or "9 uhr": the hour, then a letter for it.
 * Where such an hour plainly names a time of day it is written as "15:00", the form every reader
 * after this one knows. A span stays a span: "snooze 2h", "push it back 8h", "in about 8h", "a
 * 12h shift", "tomorrow 2h admin block", "48h".
 */

/** Words right before an hour that make it a time of day, whatever the hour: "at 9h", "until 18h", "14h-16h". */
const CLOCK_LEAD = /(?:\b(?:at|@|until|till|til|from|before)|\d(?:h|:\d{2})\s*[-–]|\bto)\s*$/i;
/** Days and parts of the day before an hour: a time of day when the hour is one people work at ("tomorrow 9h", "friday 17h"). */
const DAY_LEAD =
  /\b(?:today|tonight|tomorrow|tmrw|tmr|morning|afternoon|evening|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|\d{1,2}[./]\d{1,2})\s*$/i;
/** Words before an hour that count it: "in 3h", "snooze 2h", "push it back 8h", "in about 8h", "delay by 2h". */
const SPAN_LEAD =
  /\b(?:in|for|within|snooze|another|give me|every|than|over|under|last|next|only|just|extra|sleep|slept|work|worked|drove|driving|took|takes|spent|spend|waited|wait|been|back|by|about|like|around|approx|roughly|almost|nearly|block|blocked|out)\s*$/i;
/** Words after an hour that count it: "12h shift", "2h admin block", "2h later", "8h a day". */
const SPAN_TAIL =
  /^\s*(?:shifts?|days?|drive|driving|flights?|straight|non-?stop|sleep|of|a\b|per|each|ago|later|left|more|from now|total|overtime|work|worked|a day|long|admin|block|blocks|session|sessions|slot|stint|job|jobs|to\s+\p{L})/iu;

const HOUR_H = /(?<![\p{L}\p{N}.:])([01]?\d|2[0-3])\s?(?:h|uhr)(?:([0-5]\d))?(?![\p{L}\p{N}])/giu;

export function withHourClocks(text: string): string {
  if (!/\d\s?(?:h|uhr)/i.test(text)) return text;
  return text.replace(HOUR_H, (whole: string, hour: string, minutes: string | undefined, offset: number) => {
    const before = text.slice(0, offset);
    const after = text.slice(offset + whole.length);
    const hours = Number(hour);
    if (SPAN_LEAD.test(before) || SPAN_TAIL.test(after)) return whole;
    if (minutes !== undefined) return `${hours}:${minutes}`;
    // "snooze it 8h", "remind me again 10h": after a word that points at the task, a working day's hours are counted.
    if (/\b(?:it|this|that|again)\s*$/i.test(before) && hours < 13) return whole;
    const clock = CLOCK_LEAD.test(before) || (DAY_LEAD.test(before) && hours >= 7) || hours >= 13;
    return clock ? `${hours}:00` : whole;
  });
}
