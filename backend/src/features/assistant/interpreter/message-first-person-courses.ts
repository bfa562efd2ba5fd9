/**
 * "I'm hiring a sous for the new site", "we're closing the truck for january", "im putting my full
 * set price up to £45 from december", "switching the IPA to cans only": what the person, or their
 * business, is now doing differently, said in the present as already under way. Told with no job
 * asked and no hour of a day near at hand, such words are a course taken, which the journal keeps.
 */
const OPENERS = String.raw`(?:(?:ok|okay|right|so|yeah|well|anyway|honestly|deadass|bet|ok bet|done deal|after all that|decided|decision)[,.]? )*`;

/**
 * What someone says they are doing that is no course: a feeling ("drowning", "dreading"), weighing
 * ("thinking", "wondering"), where they are or are going now ("heading", "driving", "off"), or an
 * errand under way ("picking up", "dropping off").
 */
const NO_COURSE =
  /^(?:drowning|burning|sinking|flagging|fading|falling|freaking|dreading|struggling|stressing|buzzing|loving|hating|feeling|crying|dying|losing|freezing|melting|panicking|worrying|trying|thinking|wondering|weighing|debating|considering|deciding|torn|tempted|hoping|planning|looking|waiting|working|sitting|standing|lying|sleeping|resting|eating|having|heading|going (?:to|home|out|back|in|for a|for an|over)\b|going$|running|driving|flying|travelling|traveling|walking|coming|leaving|getting|starting|finishing|doing (?:ok|okay|well|fine|good|great|alright|better|worse|nothing|my best)|off|on|out|back|in|at|picking up|dropping off|popping|nipping|seeing|meeting|visiting|calling|ringing|phoning|texting|emailing|messaging|writing|reading|checking|cleaning|cooking|packing|loading|unloading|setting up|finishing up|wrapping up|catching up|logging|signing (?:off|out|in))\b/;
const FIRST_PERSON = new RegExp(String.raw`^${OPENERS}(?:i'?m|im|i am|we'?re|were|we are) ((?:not )?[a-z]+ing)\b(.*)$`);
/** Said without "I'm", only these openings are a course: "raising slices to $4", "sticking w the co-op". */
const COURSE_GERUND = new RegExp(
  String.raw`^${OPENERS}((?:raising|lowering|switching|sticking|dropping|ditching|scrapping|hiring|keeping|opting|killing|cutting|capping|refunding|stopping|pausing|pricing|moving|taking on|turning down|going (?:with|exclusive|cash|card|[a-z]+-only))\b)(.*)$`,
);
/** A time at hand makes it a plan for a day, or news of one: "I'm moving the van at 4", "we're closing early today". */
const NEAR_AT_HAND =
  /\b(?:today|tonight|tomorrow|tmrw|tmr|now|right now|this (?:morning|afternoon|evening)|at \d|\d ?(?:am|pm)|\d:\d\d|in (?:a bit|an hour|\d+ (?:mins?|minutes|hours?)))\b/;
/**
 * A day of its own, or a date something is moved to, makes it a job or a move: "I'm hiring a van for
 * saturday", "moving the dentist to the 14th", "moving the boxes to the loft" ("on saturdays" is a way of going on;
 * "sat", "sun" and "wed" are words of their own as often as days).
 */
const ONE_DAY =
  /(?<!\b(?:the|our|my) )\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!s)|\b(?:tue|tues|thu|thur|thurs|fri)\b|\b(?:this|next) (?:week|weekend)\b|\b(?:to|on|for|by|till|until) (?:the \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th))\b|^(?:\S+ ){0,3}?(?:moving|taking|bringing|carrying|sending|shifting) .*\bto the\b/;
/** An ask, a question or a doubt makes it no course taken. */
const NOT_TAKEN =
  /\b(?:remind|need to|have to|got to|gotta|should|maybe|might|perhaps|probably|not sure|what|why|how|which|whether|or not)\b|\?/;
const FEWEST_WORDS_AFTER = 1;

export function courseUnderWay(plain: string): boolean {
  if (NEAR_AT_HAND.test(plain) || NOT_TAKEN.test(plain) || ONE_DAY.test(plain)) return false;
  const said = FIRST_PERSON.exec(plain) ?? COURSE_GERUND.exec(plain);
  if (!said) return false;
  const [, doing, rest] = said;
  if (NO_COURSE.test(doing.replace(/^not /, '') + rest)) return false;
  // "cutting it too fine", "keeping me busy": a course names what it changes, not "it" or "me".
  if (/^ (?:it|that|this|them|me|us|him|her)\b/.test(rest)) return false;
  // "firing up the smoker", "stopping at the services": a thing set going, or a place, is what is being done now.
  if (/^ (?:up|out|round|over|back|in|at|by|into|past|near)\b/.test(rest) && !/^(?:giving|putting|taking)$/.test(doing)) return false;
  return rest.trim().split(' ').filter(Boolean).length >= FEWEST_WORDS_AFTER;
}
