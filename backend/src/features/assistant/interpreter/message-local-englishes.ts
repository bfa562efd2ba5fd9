/**
 * English as it is spoken in its own countries, said in the words the readers after this one know:
 * "on Monday coming" (South Africa, Nigeria, India) is that Monday, "by friday latest" is by Friday,
 * "next week Tuesday" is Tuesday next week, a Scot's "the morn" is tomorrow and "the morn's morn" the
 * day after, an Irish "I'll ring him after" is later, and a Nigerian "abeg" asks as "please" does.
 * "I'll be out of station till monday" (India) says where someone will be, which asks for nothing.
 */
const WEEKDAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;

const REWRITES: readonly [RegExp, string][] = [
  // "on Monday coming", "this Friday coming": the day itself.
  [new RegExp(String.raw`\b(${WEEKDAY}) coming\b`, 'gi'), '$1'],
  // "by friday latest", "by 4 latest", "latest by monday", "by 5 at the latest": the deadline itself.
  [/\b(by (?:\S+ )?\S+?),? (?:at the )?latest\b/gi, '$1'],
  [/\blatest by\b/gi, 'by'],
  // "next week Tuesday": Tuesday of next week.
  [new RegExp(String.raw`\bnext week (${WEEKDAY})\b`, 'gi'), '$1 next week'],
  // "the morn's morn", "the morn" (Scotland): the day after tomorrow, and tomorrow; "in the morn" is a morning.
  [/\bthe morn'?s morn\b/gi, 'the day after tomorrow'],
  [
    /(?<!\b(?:in|this|all|every|each|good|of|tomorrow|yesterday|friday|monday|tuesday|wednesday|thursday|saturday|sunday) )\bthe (?:morn|morra)\b(?!['\w])/gi,
    'tomorrow',
  ],
  // "I'll ring him after", "I'll do it after": later.
  [/\b(it|him|her|them|that|this|back) after([.!]*)$/gi, '$1 later$2'],
  // "abeg remind me …": please.
  [/^abeg\b[,!]?/gi, 'please'],
];

const ANY = new RegExp(String.raw`\b(?:coming|latest|next week ${WEEKDAY}|morn|morra|after|abeg)\b`, 'i');

/** "I'll be out of station till monday", "I'm on leave next week": where someone will be, not a job. */
export const AWAY =
  /^(?:(?:fyi|just so you know|btw)[,:]? )?(?:i'?ll|i will|i'?m going to|im going to|i shall|i am|i'?m|im) (?:be )?(?:out of (?:station|office|town|the country)|ooo|on leave|on holiday|on vacation|away|off sick|travell?ing|unavailable|offline)\b/i;

/**
 * "I'll ring him just now", "I'll do it now now", "now in a minute", "soon come": a time in South
 * Africa, Wales or Jamaica that may be minutes or hours away. A job said with one is asked about.
 */
export const SOON_SOMETIME =
  /^(?!.*\b(?:i|we) (?:just now|now now) (?:did|finished|sent|called|paid|got|saw|spoke|heard)\b).*\b(?:i'?ll|i will|we'?ll|remind me|let me|gonna|going to)\b.*\b(?:just now|now now|now in a minute|soon come)\b/i;

export function inLocalEnglish(text: string): string {
  if (!ANY.test(text)) return text;
  let said = text;
  for (const [pattern, rewrite] of REWRITES) said = said.replace(pattern, rewrite);
  return said;
}
