/**
 * Much of the world writes the clock as "15h", "9h30" or "9 uhr": the hour, then a letter for it.
 * Where such an hour plainly names a time of day it is written as "15:00", the form every reader
 * after this one knows. A span stays a span: "snooze 2h", "in 3h", "a 12h shift", "48h".
 */

/** Words after which an hour with its "h" is a time of day: "at 15h", "tomorrow 9h", "14h-16h". */
const CLOCK_LEAD =
  /(?:\b(?:at|@|until|till|til|by|from|to|before|today|tonight|tomorrow|tmrw|tmr|morning|afternoon|evening|night|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun)|[-–]|\d{1,2}[./]\d{1,2})\s*$/i;
/** Words after which an hour is counted, not read off a clock: "in 3h", "snooze 2h", "another 12h". */
const SPAN_LEAD =
  /\b(?:in|for|within|snooze|another|give me|every|than|over|under|last|next|only|just|extra|sleep|slept|work|worked|drove|driving|took|takes|spent|spend|waited|wait|been)\s*$/i;
/** Words after an hour that count it: "12h shift", "10h drive", "2h later", "8h a day". */
const SPAN_TAIL = /^\s*(?:shifts?|days?|drive|driving|flights?|straight|non-?stop|sleep|of|a\b|per|each|ago|later|left|more|from now|total|overtime|work|worked|a day|long)\b/i;

const HOUR_H = /(?<![\p{L}\p{N}.:])([01]?\d|2[0-3])\s?(?:h|uhr)(?:([0-5]\d))?(?![\p{L}\p{N}])/giu;

export function withHourClocks(text: string): string {
  if (!/\d\s?(?:h|uhr)/i.test(text)) return text;
  return text.replace(HOUR_H, (whole: string, hour: string, minutes: string | undefined, offset: number) => {
    const before = text.slice(0, offset);
    const after = text.slice(offset + whole.length);
    if (SPAN_LEAD.test(before) || SPAN_TAIL.test(after)) return whole;
    const clock = minutes !== undefined || CLOCK_LEAD.test(before) || Number(hour) >= 7;
    return clock ? `${Number(hour)}:${minutes ?? '00'}` : whole;
  });
}
