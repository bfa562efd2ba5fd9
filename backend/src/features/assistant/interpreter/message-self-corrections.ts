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
const TAKEN_BACK = String.raw`,?\s+(?:no|nope|sorry|no wait|wait no|no sorry|sorry no|no no|i mean|actually|or rather|scratch that)[,.]?\s+(?:(?:make (?:it|that)|i mean)\s+)?`;

const DAY_TAKEN_BACK = new RegExp(
  String.raw`\b${DAY}${TAKEN_BACK}(?=(?:on\s+)?${DAY}\b(?!,?\s+(?:they|he|she|it|we|i|you|is|are|was|were|they're|it's|he's|she's)\b))`,
  'gi',
);
const CLOCK_TAKEN_BACK = new RegExp(String.raw`(?<![\p{L}\d:.])${CLOCK}${TAKEN_BACK}(?=${CLOCK}(?![\p{L}\d]))`, 'giu');

export function withSelfCorrections(text: string): string {
  if (!/\b(?:no|nope|sorry|wait|mean|actually|rather|scratch)\b/i.test(text)) return text;
  return text.replace(DAY_TAKEN_BACK, '').replace(CLOCK_TAKEN_BACK, '');
}
