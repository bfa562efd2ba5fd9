import { isTaskVerb } from './message-words';

/**
 * Voice notes correct themselves as they go: "call Sam on tuesday no wednesday", "at 5 no 6",
 * "thursday no wait friday at 11", "half past five no six". The word taken back is dropped, so every
 * reader after this one sees only what the person settled on. Only a day for a day, or an hour for
 * an hour, is taken back: "no" between other words ("no rush", "no, 5pm") is left as said.
 */
const DAY = String.raw`(?:today|tonight|tomorrow|tmrw|tmr|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)`;
const HOUR_WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const CLOCK = String.raw`(?:(?:half past|quarter past|quarter to|half) (?:\d{1,2}|${HOUR_WORD})|\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?|${HOUR_WORD}(?:\s?(?:am|pm|o'?clock))?|noon|midday)`;
/** What takes a word back: "no", "no wait", "sorry", "I mean", "actually", "or rather". */
const TAKEN_BACK = String.raw`[,.]*\s+(?:no|nope|sorry|no wait|wait no|no sorry|sorry no|no no|no actually|actually no|i mean|actually|or rather|scratch that)[,.]?\s+(?:(?:make (?:it|that)|i mean)\s+)?`;

const DAY_TAKEN_BACK = new RegExp(
  String.raw`\b${DAY}${TAKEN_BACK}(?=(?:on\s+)?${DAY}\b(?!,?\s+(?:they|he|she|it|we|i|you|is|are|was|were|they're|it's|he's|she's)\b))`,
  'gi',
);
const CLOCK_TAKEN_BACK = new RegExp(String.raw`(?<![\p{L}\d:.])${CLOCK}${TAKEN_BACK}(?=${CLOCK}(?![\p{L}\d]))`, 'giu');

/** "to 4 instead of 5", "friday rather than thursday": the moment settled on, then the one it replaces. */
const MOMENT_INSTEAD = new RegExp(
  String.raw`(?<=(?<![\p{L}\d:.])(?:${DAY}|${CLOCK}))\s+(?:instead of|rather than)\s+(?:${DAY}|${CLOCK})(?![\p{L}\d])`,
  'giu',
);
/**
 * "to sat morning 8ish not fri": the same, said with "not", of a move "to" a moment. "12 not 11"
 * and "is at 4 not 5" are slips, read with the task in view.
 */
const MOMENT_NOT = new RegExp(
  String.raw`(?<=\b(?:to|till|until|til)\s+(?:(?:${DAY}|morning|afternoon|evening|night)\s+){0,2}(?:${DAY}|${CLOCK})(?:ish)?)\s+not\s+(?:${DAY}|${CLOCK})(?![\p{L}\d])`,
  'giu',
);

/**
 * "remind me to call the no sorry text the Hendersons": a job cut off after its "the" and said again
 * with another verb. The first verb and its "the" are taken back with the words that took them back.
 */
const JOB_TAKEN_BACK =
  /\b([a-z]+)\s+(?:the|a|an|my|our|his|her|their)\s+(?:no sorry|sorry no|no wait|wait no|no no|no i mean|i mean|no hang on|no hold on|hang on|hold on|nope|no|sorry)[,.]?\s+([a-z]+)(?=\s)/gi;

/** "6 actually, need more time", "half 5 actually": the moment said first, its "actually" and reason after. */
const MOMENT_THEN_ACTUALLY = new RegExp(String.raw`^((?:${DAY}\s+)?(?:at\s+)?${CLOCK}|${DAY})\s*,?\s+actually\b.*$`, 'i');
/**
 * "actually they open at 9:30", "gates open half 5 actually": when the other side opens or arrives,
 * said as the new time of the job in view.
 */
const OPENS_AT = new RegExp(
  String.raw`^(?:actually\s+)?(?:they|he|she|it|we|the\s+\S+|\S+)\s+(?:open|opens|start|starts|arrive|arrives|gets? in|comes? in|lands?)\s+(?:at\s+)?(${CLOCK})(?:\s+actually)?[.!]*$`,
  'i',
);

function momentSaidPlainly(text: string): string {
  const trimmed = text.trim();
  const first = MOMENT_THEN_ACTUALLY.exec(trimmed);
  if (first) return `actually ${first[1]}`;
  const opens = OPENS_AT.exec(trimmed);
  return opens && /\bactually\b/i.test(trimmed) ? `actually ${opens[1]}` : text;
}

export function withSelfCorrections(text: string): string {
  if (!/\b(?:no|not|nope|sorry|wait|mean|actually|rather|instead|scratch|hang|hold)\b/i.test(text)) return text;
  return momentSaidPlainly(text)
    .replace(MOMENT_INSTEAD, '')
    .replace(MOMENT_NOT, '')
    .replace(DAY_TAKEN_BACK, '')
    .replace(CLOCK_TAKEN_BACK, '')
    .replace(JOB_TAKEN_BACK, (whole: string, first: string, again: string) => (isTaskVerb(first) && isTaskVerb(again) ? again : whole));
}
